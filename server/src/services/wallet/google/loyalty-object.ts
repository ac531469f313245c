import type { PassContent } from '../pass-content';
import { loyaltyClassIdOf } from './loyalty-class';

/** A text block on the pass's back (Google's `TextModuleData`). */
export interface TextModule {
  id: string;
  header: string;
  body: string;
}

/**
 * What we set of a customer card's `LoyaltyObject` (Google Wallet REST reference,
 * "loyaltyobject"): the holder's progress and personal code. Every field is always sent, so a
 * patch leaves nothing of an older content behind (a text module that no longer applies is gone
 * from the list).
 */
export interface LoyaltyObject {
  id: string;
  classId: string;
  /** INACTIVE for a voided pass: an archived card or a hidden store. */
  state: 'ACTIVE' | 'INACTIVE';
  accountName: string;
  accountId: string;
  loyaltyPoints: { label: string; balance: { string: string } };
  secondaryLoyaltyPoints: { label: string; balance: { int: number } };
  barcode: { type: 'QR_CODE'; value: string; alternateText: string };
  textModulesData: TextModule[];
}

/** `${issuerId}.pass-${serial}`. */
export function loyaltyObjectIdOf(issuerId: string, serial: string): string {
  return `${issuerId}.pass-${serial}`;
}

/**
 * "Mar 12, 2027": the store's day, which the moment's own date part is (the records write the last
 * moment of a day in the store's time zone, with its offset: services/rewards/expiry.ts).
 */
function dayOf(iso: string): string {
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

function textModulesOf(content: PassContent): TextModule[] {
  const modules: TextModule[] = [
    content.rewardsReady > 0
      ? {
          id: 'reward',
          header: 'Reward ready',
          body: `${content.rewardDescription}: show this card at the counter.`,
        }
      : {
          id: 'reward',
          header: `Reward after ${content.stampsRequired} stamps`,
          body: content.rewardDescription,
        },
  ];
  if (content.stampsWaiting > 0) {
    modules.push({
      id: 'waiting',
      header: 'Waiting stamps',
      body: `${content.stampsWaiting} more for your next card`,
    });
  }
  if (content.rewardExpiresAt) {
    modules.push({
      id: 'reward-expiry',
      header: 'Reward expires',
      body: dayOf(content.rewardExpiresAt),
    });
  }
  if (content.stampsExpireAt) {
    modules.push({
      id: 'stamps-expiry',
      header: 'Stamps expire',
      body: dayOf(content.stampsExpireAt),
    });
  }
  return modules;
}

/**
 * The customer card's object: "6 of 8" (Google shows a balance of about eight characters, so the
 * waiting stamps are a text module), the rewards ready, and the personal QR code with the short
 * code under it, which the cashier scans or types as today.
 */
export function loyaltyObjectOf(content: PassContent, issuerId: string): LoyaltyObject {
  const shortCode = content.shortCode ?? '';
  return {
    id: loyaltyObjectIdOf(issuerId, content.serial),
    classId: loyaltyClassIdOf(issuerId, content.rewardCardId),
    state: content.voided ? 'INACTIVE' : 'ACTIVE',
    accountName: content.customerFirstName,
    accountId: shortCode,
    loyaltyPoints: {
      label: 'Stamps',
      balance: { string: `${content.stamps} of ${content.stampsRequired}` },
    },
    secondaryLoyaltyPoints: { label: 'Ready', balance: { int: content.rewardsReady } },
    barcode: { type: 'QR_CODE', value: content.barcodeMessage, alternateText: shortCode },
    textModulesData: textModulesOf(content),
  };
}
