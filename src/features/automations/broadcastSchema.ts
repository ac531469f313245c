import { number, object, string } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import { LIMITS, offerSchema } from './automationSchema';
import type { OfferKind, Segment } from './automationTexts';

const limits = bodyLimits['POST /stores/{id}/broadcasts/preview'];
export const SUBJECT_MAX = limits.subject.maxLength;
export const BODY_MAX = limits.body.maxLength;

export const broadcastSchema = object({
  segment: string().oneOf(['everyone', 'lapsed', 'near_reward', 'top_visitors']).required(),
  subject: string()
    .trim()
    .required('Subject is required')
    .max(SUBJECT_MAX, `Subject must be at most ${SUBJECT_MAX} characters`),
  body: string()
    .trim()
    .required('Message is required')
    .max(BODY_MAX, `Message must be at most ${BODY_MAX} characters`),
  ...offerSchema,
  holdout_percent: number()
    .typeError('Holdout must be a whole number')
    .required('Holdout is required')
    .integer('Holdout must be a whole number')
    .min(LIMITS.holdout_percent.minimum, 'Holdout must be between 5 and 50')
    .max(LIMITS.holdout_percent.maximum, 'Holdout must be between 5 and 50'),
});

export interface BroadcastValues {
  segment: Segment;
  subject: string;
  body: string;
  offer_kind: OfferKind;
  offer_stamps: number | string;
  offer_valid_days: number | string;
  holdout_percent: number | string;
}

/** What the preview and the send are asked with: the form's values, checked and as numbers. */
export interface BroadcastBody {
  segment: Segment;
  subject: string;
  body: string;
  offer_kind: OfferKind;
  offer_stamps: number;
  offer_valid_days: number;
  holdout_percent: number;
}

export const NEW_BROADCAST: BroadcastValues = {
  segment: 'everyone',
  subject: '',
  body: '',
  offer_kind: 'bonus_stamps',
  offer_stamps: 1,
  offer_valid_days: 14,
  holdout_percent: 10,
};

export function broadcastBodyOf(values: BroadcastValues): BroadcastBody {
  const cast = broadcastSchema.cast(values);
  return {
    segment: values.segment,
    subject: cast.subject,
    body: cast.body,
    offer_kind: values.offer_kind,
    offer_stamps: cast.offer_stamps,
    offer_valid_days: cast.offer_valid_days,
    holdout_percent: cast.holdout_percent,
  };
}
