import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';
import { CustomerCardRecord, RewardCardRecord } from '../../contract/reward-cards';

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });

const Title = Type.String({ minLength: 1, maxLength: 100 });
const Description = Type.String({ maxLength: 1000 });
const StampsRequired = Type.Integer({ minimum: 1, maximum: 50 });
const RewardDescription = Type.String({ minLength: 1, maxLength: 200 });
const ValidUntil = Type.Union([Timestamp, Type.Null()], {
  description: 'After this instant the card takes no stamps; null: no end.',
});

export const CreateRewardCardBody = Type.Object({
  store_id: Uuid,
  title: Title,
  description: Type.Optional(Description),
  stamps_required: Type.Optional({
    ...StampsRequired,
    description: "Default: the merchant's `default_stamps_required`.",
  }),
  reward_description: RewardDescription,
  valid_until: Type.Optional(ValidUntil),
});
export type CreateRewardCardBody = Static<typeof CreateRewardCardBody>;

export const UpdateRewardCardBody = Type.Object({
  title: Type.Optional(Title),
  description: Type.Optional(Description),
  stamps_required: Type.Optional(StampsRequired),
  reward_description: Type.Optional(RewardDescription),
  valid_until: Type.Optional(ValidUntil),
  active: Type.Optional(Type.Boolean()),
});
export type UpdateRewardCardBody = Static<typeof UpdateRewardCardBody>;

export const RewardCardsQuery = Type.Object({ store_id: Uuid });

export const RewardCardResponse = successEnvelope(RewardCardRecord);
export type RewardCardResponse = Static<typeof RewardCardResponse>;
export const RewardCardListResponse = successEnvelope(Type.Array(RewardCardRecord));
export type RewardCardListResponse = Static<typeof RewardCardListResponse>;
export const CustomerCardListResponse = successEnvelope(Type.Array(CustomerCardRecord));
export type CustomerCardListResponse = Static<typeof CustomerCardListResponse>;

/** The error answers every reward-card route may give. */
export const REWARD_CARD_ERRORS = errorAnswers(400, 401, 403, 404, 409, 422);
