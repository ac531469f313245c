import { object, string } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { wholeNumberRule } from '../../components/form/wholeNumberRule';
import type { AutomationKind, OfferKind } from './automationTexts';

// The limits the server holds automations to (docs/api.md, "Automations"), read from its schemas.
export const LIMITS = bodyLimits['PUT /stores/{id}/automations/{kind}'];

export const offerSchema = {
  offer_kind: string().oneOf(['none', 'bonus_stamps', 'reward']).required(),
  offer_stamps: wholeNumberRule('Bonus stamps', LIMITS.offer_stamps),
  offer_valid_days: wholeNumberRule('Valid for', LIMITS.offer_valid_days),
};

export const automationSchema = object({
  ...offerSchema,
  days_before: wholeNumberRule('Days before', LIMITS.days_before),
  idle_days: wholeNumberRule('Days without a visit', LIMITS.idle_days),
  holdout_percent: wholeNumberRule('Holdout', LIMITS.holdout_percent),
});

/** One automation's settings, as the server keeps them. */
export interface AutomationSettings {
  kind: AutomationKind;
  enabled: boolean;
  offer_kind: OfferKind;
  offer_stamps: number;
  offer_valid_days: number;
  days_before: number;
  idle_days: number;
  holdout_percent: number;
}

/** The form's values: numbers as typed, until they are checked. */
export interface AutomationValues {
  enabled: boolean;
  offer_kind: OfferKind;
  offer_stamps: number | string;
  offer_valid_days: number | string;
  days_before: number | string;
  idle_days: number | string;
  holdout_percent: number | string;
}

export function automationValuesOf(settings: AutomationSettings): AutomationValues {
  return {
    enabled: settings.enabled,
    offer_kind: settings.offer_kind,
    offer_stamps: settings.offer_stamps,
    offer_valid_days: settings.offer_valid_days,
    days_before: settings.days_before,
    idle_days: settings.idle_days,
    holdout_percent: settings.holdout_percent,
  };
}

/** What `PUT /stores/:id/automations/:kind` is sent: every field, as numbers. */
export function automationBodyOf(values: AutomationValues): Omit<AutomationSettings, 'kind'> {
  const cast = automationSchema.cast(values);
  return {
    enabled: values.enabled,
    offer_kind: values.offer_kind,
    offer_stamps: cast.offer_stamps,
    offer_valid_days: cast.offer_valid_days,
    days_before: cast.days_before,
    idle_days: cast.idle_days,
    holdout_percent: cast.holdout_percent,
  };
}
