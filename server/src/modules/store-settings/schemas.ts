import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import type { MerchantSettings } from '../../services/stores/merchant-settings';

/**
 * `PUT /stores/me/settings`: the fields sent replace the saved ones, the others stay; docs/api.md
 * gives each range.
 */
export const MerchantSettingsBody = Type.Object({
  brand_color: Type.Optional(
    Type.Union([Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' }), Type.Null()], {
      description: '#RRGGBB, or null for the app’s own colour.',
    }),
  ),
  default_stamps_required: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  stamp_cooldown_minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  daily_stamp_limit_per_customer: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  notify_on_redeem: Type.Optional(Type.Boolean()),
  time_zone: Type.Optional(
    Type.String({
      format: 'time-zone',
      maxLength: 64,
      description: 'IANA time zone name (Europe/Berlin): the merchant’s calendar day.',
    }),
  ),
});
export type MerchantSettingsBody = Static<typeof MerchantSettingsBody>;

export const MerchantSettingsRecord = Type.Object(
  {
    brand_color: Type.Union([Type.String(), Type.Null()]),
    default_stamps_required: Type.Integer(),
    stamp_cooldown_minutes: Type.Integer(),
    daily_stamp_limit_per_customer: Type.Integer(),
    notify_on_redeem: Type.Boolean(),
    time_zone: Type.String(),
  },
  { title: 'Merchant settings' },
);
export type MerchantSettingsRecord = Static<typeof MerchantSettingsRecord>;

export const MerchantSettingsResponse = successEnvelope(MerchantSettingsRecord);
export type MerchantSettingsResponse = Static<typeof MerchantSettingsResponse>;

export function toMerchantSettingsRecord(settings: MerchantSettings): MerchantSettingsRecord {
  return {
    brand_color: settings.brandColor,
    default_stamps_required: settings.defaultStampsRequired,
    stamp_cooldown_minutes: settings.stampCooldownMinutes,
    daily_stamp_limit_per_customer: settings.dailyStampLimitPerCustomer,
    notify_on_redeem: settings.notifyOnRedeem,
    time_zone: settings.timeZone,
  };
}
