import type { PassSource } from '../../repositories/wallet-passes-repository';
import { formatShortCode } from '../accounts/short-codes';
import { toCustomerCardRecord } from '../rewards/card-records';

/** The brand colour a store without one is drawn in: the app's primary colour. */
export const DEFAULT_PASS_COLOR = '#1976d2';

/**
 * What a wallet pass shows, the same for Apple and Google (docs/product.md, "Wallet passes"): the
 * card as its customer sees it on the dashboard, and their personal code as the cashier scans it.
 * Anything a holder can see is here, and nothing else, so its hash changes exactly when a pass
 * must be refreshed.
 */
export interface PassContent {
  /** The serial number (Apple) and the object id's suffix (Google). */
  serial: string;
  customerCardId: string;
  rewardCardId: string;
  storeId: string;
  storeName: string;
  /** The store's logo as uploaded (`/uploads/...`), or null: the pass then carries the app's. */
  storeLogoUrl: string | null;
  /** `#rrggbb`. */
  brandColor: string;
  cardTitle: string;
  rewardDescription: string;
  stampsRequired: number;
  /** Shown stamps: at most `stampsRequired`. */
  stamps: number;
  /** Stamps past a full card, waiting for the next one. */
  stampsWaiting: number;
  rewardsReady: number;
  /** "6 of 8", with " · 1 waiting" when some wait, as the dashboard writes it. */
  progressText: string;
  /** The personal QR code's payload: the address of the customer's `/scan/:code` page. */
  barcodeMessage: string;
  /** The short code as read aloud, `K7P4-QX2M`, written under the barcode; null for none. */
  shortCode: string | null;
  customerFirstName: string;
  stampsExpireAt: string | null;
  rewardExpiresAt: string | null;
  /** An archived card or a hidden store: the pass is voided (Apple) or inactive (Google). */
  voided: boolean;
}

export function passContentOf(source: PassSource, publicUrl: string, readAt: Date): PassContent {
  const record = toCustomerCardRecord({
    customerCard: source.customerCard,
    card: source.card,
    store: source.store,
    timeZone: source.timeZone,
    readAt,
  });
  const waiting = record.stamps_waiting > 0 ? ` · ${record.stamps_waiting} waiting` : '';
  return {
    serial: source.pass.id,
    customerCardId: source.customerCard.id,
    rewardCardId: source.card.id,
    storeId: source.store.id,
    storeName: source.store.name,
    storeLogoUrl: source.store.avatarUrl,
    brandColor: source.brandColor ?? DEFAULT_PASS_COLOR,
    cardTitle: source.card.title,
    rewardDescription: source.card.rewardDescription,
    stampsRequired: source.card.stampsRequired,
    stamps: record.stamps,
    stampsWaiting: record.stamps_waiting,
    rewardsReady: record.rewards_ready,
    progressText: `${record.stamps} of ${source.card.stampsRequired}${waiting}`,
    barcodeMessage: `${publicUrl}/scan/${encodeURIComponent(source.customer.qrCode)}`,
    shortCode: source.customer.shortCode ? formatShortCode(source.customer.shortCode) : null,
    customerFirstName: source.customer.firstName,
    stampsExpireAt: record.stamps_expire_at,
    rewardExpiresAt: record.reward_expires_at,
    voided: !source.card.active || source.store.status !== 'active',
  };
}
