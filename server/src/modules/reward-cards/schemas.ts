import { Type, type Static } from '@sinclair/typebox';
import { ErrorEnvelope, successEnvelope } from '../../http/envelope';
import { CustomerCardRecord, RewardCardRecord } from '../../services/rewards/card-records';

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

/** A personal QR code's token (what `/scan/<qr_code>` carries). */
const QrCode = Type.String({ minLength: 1, maxLength: 200 });

export const CustomerQuery = Type.Object({ qr_code: QrCode });

export const StampBody = Type.Object({
  qr_code: QrCode,
  branch_id: Type.Optional(Uuid),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
});
export type StampBody = Static<typeof StampBody>;

export const RedeemBody = Type.Object({ qr_code: QrCode, branch_id: Type.Optional(Uuid) });
export type RedeemBody = Static<typeof RedeemBody>;

export const UndoParams = Type.Object({ id: Uuid, interactionId: Uuid });

const Customer = Type.Object({ first_name: Type.String() });

export const RewardCardResponse = successEnvelope(RewardCardRecord);
export type RewardCardResponse = Static<typeof RewardCardResponse>;
export const RewardCardListResponse = successEnvelope(Type.Array(RewardCardRecord));
export type RewardCardListResponse = Static<typeof RewardCardListResponse>;
export const CustomerCardListResponse = successEnvelope(Type.Array(CustomerCardRecord));
export type CustomerCardListResponse = Static<typeof CustomerCardListResponse>;

export const ScanResponse = successEnvelope(
  Type.Object({
    customer: Customer,
    customer_card: Type.Union([CustomerCardRecord, Type.Null()]),
  }),
);
export type ScanResponse = Static<typeof ScanResponse>;

export const StampResponse = successEnvelope(
  Type.Object({
    customer: Customer,
    customer_card: CustomerCardRecord,
    interaction: Type.Object({
      id: Uuid,
      kind: Type.Literal('stamp'),
      count: Type.Integer(),
      created_at: Timestamp,
      undo_until: Timestamp,
    }),
    reward_ready: Type.Boolean(),
  }),
);
export type StampResponse = Static<typeof StampResponse>;

export const RedeemResponse = successEnvelope(
  Type.Object({
    customer: Customer,
    customer_card: CustomerCardRecord,
    interaction: Type.Object({
      id: Uuid,
      kind: Type.Literal('redeem'),
      created_at: Timestamp,
      undo_until: Timestamp,
    }),
  }),
);
export type RedeemResponse = Static<typeof RedeemResponse>;

export const UndoResponse = successEnvelope(Type.Object({ customer_card: CustomerCardRecord }));
export type UndoResponse = Static<typeof UndoResponse>;

/** The error answers every reward-card route may give. */
export const REWARD_CARD_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
};

/** Stamping and redeeming besides: 402 PLAN_REQUIRED while the plan is not in service. */
export const CARD_CHANGE_ERRORS = { ...REWARD_CARD_ERRORS, 402: ErrorEnvelope };
