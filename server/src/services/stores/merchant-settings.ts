import type { Database } from '../../db/client';
import type { MerchantSettingsRow } from '../../db/schema';
import { createMerchantSettingsRepository } from '../../repositories/merchant-settings-repository';

/** A merchant's settings as the rules use them (docs/product.md, "Reward cards and stamps"). */
export interface MerchantSettings {
  brandColor: string | null;
  defaultStampsRequired: number;
  stampCooldownMinutes: number;
  dailyStampLimitPerCustomer: number;
  notifyOnRedeem: boolean;
  /** IANA name: the merchant's calendar day (docs/product.md, "Analytics"). */
  timeZone: string;
}

/** What a merchant who never saved settings gets (docs/api.md, "Reward cards and stamps"). */
export const DEFAULT_MERCHANT_SETTINGS: MerchantSettings = {
  brandColor: null,
  defaultStampsRequired: 10,
  stampCooldownMinutes: 5,
  dailyStampLimitPerCustomer: 10,
  notifyOnRedeem: false,
  timeZone: 'UTC',
};

/** The merchant's saved settings, or the defaults when there is no row yet. */
export async function merchantSettingsOf(
  db: Database,
  merchantId: string,
): Promise<MerchantSettings> {
  return merchantSettingsFrom(await createMerchantSettingsRepository(db).find(merchantId));
}

/** A saved settings row as the rules use it; the defaults when there is none. */
export function merchantSettingsFrom(
  row: MerchantSettingsRow | null | undefined,
): MerchantSettings {
  if (!row) return DEFAULT_MERCHANT_SETTINGS;
  return {
    brandColor: row.brandColor,
    defaultStampsRequired: row.defaultStampsRequired,
    stampCooldownMinutes: row.stampCooldownMinutes,
    dailyStampLimitPerCustomer: row.dailyStampLimitPerCustomer,
    notifyOnRedeem: row.notifyOnRedeem,
    timeZone: row.timeZone,
  };
}
