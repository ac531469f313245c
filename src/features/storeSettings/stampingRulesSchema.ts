import { object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { wholeNumberRule } from '../../components/form/wholeNumberRule';
import type { StoreSettings, StoreSettingsBody } from '../../api/storeSettings';

// The server's limits for the merchant's stamping rules (docs/api.md, "Reward cards and stamps").
const limits = bodyLimits['PUT /stores/me/settings'];

const whole = (label: string, minimum: number, maximum: number) =>
  wholeNumberRule(label, { minimum, maximum });

export const stampingRulesSchema = object({
  stamp_cooldown_minutes: whole(
    'Cooldown',
    limits.stamp_cooldown_minutes.minimum,
    limits.stamp_cooldown_minutes.maximum,
  ),
  daily_stamp_limit_per_customer: whole(
    'Daily limit',
    limits.daily_stamp_limit_per_customer.minimum,
    limits.daily_stamp_limit_per_customer.maximum,
  ),
  default_stamps_required: whole(
    'Stamps for a new card',
    limits.default_stamps_required.minimum,
    limits.default_stamps_required.maximum,
  ),
  // Empty: the app's own colour.
  brand_color: string()
    .trim()
    .matches(/^#[0-9a-fA-F]{6}$/, {
      message: 'Brand colour must be like #4338CA, or empty',
      excludeEmptyString: true,
    })
    .default(''),
});

export type StampingRulesValues = InferType<typeof stampingRulesSchema>;

export const stampingRulesValuesOf = (settings: StoreSettings): StampingRulesValues => ({
  stamp_cooldown_minutes: settings.stamp_cooldown_minutes,
  daily_stamp_limit_per_customer: settings.daily_stamp_limit_per_customer,
  default_stamps_required: settings.default_stamps_required,
  brand_color: settings.brand_color ?? '',
});

// `notify_on_redeem` is kept by the server but not offered here: no email is sent for a
// redemption yet, and a switch must not promise one. PUT keeps the fields it is not sent.
export const stampingRulesBodyOf = (values: StampingRulesValues): StoreSettingsBody => ({
  ...values,
  brand_color: values.brand_color.trim() || null,
});
