import { number, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import type { RewardCard, RewardCardFields } from '../../api/rewardCards';

// The server's limits for a card (docs/api.md, "Types for the SPA"); `PUT /reward-cards/:id` has
// the same ones.
const limits = bodyLimits['POST /reward-cards'];

/** docs/api.md, "Reward cards and stamps": a card needs 1 to 50 stamps. */
export const STAMPS_MIN = limits.stamps_required.minimum;
export const STAMPS_MAX = limits.stamps_required.maximum;
/** Used when the merchant's own default (`default_stamps_required`) cannot be read. */
export const FALLBACK_STAMPS_REQUIRED = 10;

export const rewardCardSchema = object({
  title: string()
    .trim()
    .required('Title is required')
    .max(limits.title.maxLength, `Title must be at most ${limits.title.maxLength} characters`),
  description: string()
    .trim()
    .max(
      limits.description.maxLength,
      `Description must be at most ${limits.description.maxLength} characters`,
    ),
  stamps_required: number()
    .typeError('Stamps required must be a whole number')
    .required('Stamps required is required')
    .integer('Stamps required must be a whole number')
    .min(STAMPS_MIN, `Stamps required must be between ${STAMPS_MIN} and ${STAMPS_MAX}`)
    .max(STAMPS_MAX, `Stamps required must be between ${STAMPS_MIN} and ${STAMPS_MAX}`),
  reward_description: string()
    .trim()
    .required('Reward is required')
    .max(
      limits.reward_description.maxLength,
      `Reward must be at most ${limits.reward_description.maxLength} characters`,
    ),
  valid_until: string()
    .trim()
    .test(
      'future',
      'The card must stay valid until today or later',
      // A date input gives YYYY-MM-DD; the last valid day may be today, read on the local clock.
      (value) => !value || value >= localDate(new Date()),
    ),
});

export type RewardCardValues = InferType<typeof rewardCardSchema>;

function localDate(at: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

export function newRewardCardValues(stampsRequired: number): RewardCardValues {
  return {
    title: '',
    description: '',
    stamps_required: stampsRequired,
    reward_description: '',
    valid_until: '',
  };
}

export function rewardCardValuesOf(card: RewardCard): RewardCardValues {
  return {
    title: card.title,
    description: card.description,
    stamps_required: card.stamps_required,
    reward_description: card.reward_description,
    valid_until: card.valid_until ? localDate(new Date(card.valid_until)) : '',
  };
}

export function rewardCardBodyOf(values: RewardCardValues): RewardCardFields {
  const cast = rewardCardSchema.cast(values);
  return {
    title: cast.title,
    description: cast.description ?? '',
    stamps_required: cast.stamps_required,
    reward_description: cast.reward_description,
    // The last valid day ends at midnight on the merchant's clock; the server takes an instant.
    valid_until: cast.valid_until ? new Date(`${cast.valid_until}T23:59:59`).toISOString() : null,
  };
}
