import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';
import { AUTOMATION_KINDS, MIN_HOLDOUT_PERCENT, OFFER_KINDS, SEGMENTS } from '../../db/schema';

export { UuidIdParams as StoreIdParams } from '../../contract/params';

const Uuid = Type.String({ format: 'uuid' });
const Time = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Union([Type.Number(), Type.Null()]);

export const AutomationParams = Type.Object({
  id: Uuid,
  kind: Type.Union(
    AUTOMATION_KINDS.map((kind) => Type.Literal(kind)),
    { description: 'win_back, birthday, near_reward or expiry_reminder.' },
  ),
});

const OfferKind = Type.Union(
  OFFER_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'none, bonus_stamps or reward.' },
);

const offerFields = {
  offer_kind: OfferKind,
  offer_stamps: Type.Integer({ minimum: 1, maximum: 10, description: 'Bonus stamps, 1 to 10.' }),
  offer_valid_days: Type.Integer({ minimum: 1, maximum: 365 }),
  holdout_percent: Type.Integer({
    minimum: MIN_HOLDOUT_PERCENT,
    maximum: 50,
    description: `The share held out to measure the lift: ${MIN_HOLDOUT_PERCENT} to 50 %.`,
  }),
};

/** `PUT /stores/:id/automations/:kind`: every setting, as the form shows them. */
export const AutomationBody = Type.Object({
  enabled: Type.Boolean(),
  ...offerFields,
  days_before: Type.Integer({ minimum: 0, maximum: 30, description: 'Birthday: 0 to 30 days.' }),
  idle_days: Type.Integer({ minimum: 1, maximum: 365, description: 'One stamp away: 1 to 365.' }),
});
export type AutomationBody = Static<typeof AutomationBody>;

export const AutomationRecord = Type.Object(
  {
    kind: Type.String(),
    saved: Type.Boolean({ description: 'false: the defaults, never saved.' }),
    ...AutomationBody.properties,
  },
  { title: 'Automation' },
);
export type AutomationRecord = Static<typeof AutomationRecord>;

export const ExpiryBody = Type.Object({
  reward_expiry_days: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()], {
    description: 'Days a ready reward keeps; null: never expires (the default).',
  }),
  stamp_expiry_months: Type.Union([Type.Integer({ minimum: 1, maximum: 60 }), Type.Null()], {
    description: 'Months without a visit after which stamps expire; null: never (the default).',
  }),
});
export type ExpiryBody = Static<typeof ExpiryBody>;

export const AutomationsOverview = Type.Object({
  automations: Type.Array(AutomationRecord),
  expiry: ExpiryBody,
  time_zone: Type.String(),
  last_run: Type.Union([
    Type.Object({
      local_date: Type.String(),
      started_at: Time,
      finished_at: Type.Union([Time, Type.Null()]),
      chosen: Type.Union([Count, Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export const AutomationsResponse = successEnvelope(AutomationsOverview);
export type AutomationsResponse = Static<typeof AutomationsResponse>;
export const AutomationResponse = successEnvelope(AutomationRecord);
export type AutomationResponse = Static<typeof AutomationResponse>;
export const ExpiryResponse = successEnvelope(ExpiryBody);
export type ExpiryResponse = Static<typeof ExpiryResponse>;

const GroupFigures = Type.Object({
  size: Count,
  returned: Count,
  rate: Rate,
});

export const ResultRecord = Type.Object(
  {
    source: Type.Union([Type.Literal('automation'), Type.Literal('one_off')]),
    id: Uuid,
    kind: Type.String(),
    eligible: Count,
    held_out: Count,
    sent: Count,
    delivered: Count,
    clicked: Count,
    maturing: Type.Integer({
      minimum: 0,
      description: 'Chosen less than 30 days ago: not counted in the return figures yet.',
    }),
    messaged: GroupFigures,
    holdout: GroupFigures,
    lift: Rate,
    ci_low: Rate,
    ci_high: Rate,
    enough_data: Type.Boolean(),
  },
  { title: 'Automation result' },
);
export type ResultRecord = Static<typeof ResultRecord>;
export const ResultsResponse = successEnvelope(
  Type.Object({ min_group_size: Count, results: Type.Array(ResultRecord) }),
);
export type ResultsResponse = Static<typeof ResultsResponse>;

export const BroadcastBody = Type.Object({
  segment: Type.Union(
    SEGMENTS.map((segment) => Type.Literal(segment)),
    { description: 'everyone, lapsed, near_reward or top_visitors.' },
  ),
  subject: Type.String({ minLength: 1, maxLength: 120 }),
  body: Type.String({ minLength: 1, maxLength: 2000 }),
  ...offerFields,
});
export type BroadcastBody = Static<typeof BroadcastBody>;

export const SendBroadcastBody = Type.Object({
  ...BroadcastBody.properties,
  expected_recipients: Type.Integer({
    minimum: 0,
    maximum: 10_000_000,
    description: 'The preview’s `recipients`: a different current count answers 409.',
  }),
});
export type SendBroadcastBody = Static<typeof SendBroadcastBody>;

export const PreviewResponse = successEnvelope(
  Type.Object({
    recipients: Count,
    held_out: Count,
    email: Type.Object({ subject: Type.String(), text: Type.String(), html: Type.String() }),
  }),
);
export type PreviewResponse = Static<typeof PreviewResponse>;

export const BroadcastRecord = Type.Object(
  {
    id: Uuid,
    segment: Type.String(),
    subject: Type.String(),
    body: Type.String(),
    offer_kind: OfferKind,
    offer_stamps: Type.Integer(),
    offer_valid_days: Type.Integer(),
    holdout_percent: Type.Integer(),
    recipients: Count,
    created_at: Time,
  },
  { title: 'One-off message' },
);
export type BroadcastRecord = Static<typeof BroadcastRecord>;
export const BroadcastResponse = successEnvelope(BroadcastRecord);
export type BroadcastResponse = Static<typeof BroadcastResponse>;
export const BroadcastListResponse = successEnvelope(Type.Array(BroadcastRecord));
export type BroadcastListResponse = Static<typeof BroadcastListResponse>;

export const AUTOMATION_ERRORS = errorAnswers(400, 401, 403, 404);
export const SEND_ERRORS = errorAnswers(400, 401, 403, 404, 409, 422);
