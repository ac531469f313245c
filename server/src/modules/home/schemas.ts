import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';
import { MerchantRecord, UserRecord } from '../../contract/account';
import { StoreRecord } from '../../contract/store';
import { SubscriptionRecord } from '../../contract/subscription';
import { StepStatusRecord } from '../../contract/step-status';
import { CustomerCardRecord } from '../../contract/reward-cards';

const Uuid = Type.String({ format: 'uuid' });

/** On an undo: what it took back, a stamp or a redemption; null on a stamp or a redemption. */
const Undoes = Type.Union([Type.Literal('stamp'), Type.Literal('redeem'), Type.Null()], {
  description: 'On an undo: what it took back (a stamp or a redemption); null otherwise.',
});

export const ActivityRecord = Type.Object(
  {
    id: Uuid,
    kind: Type.Union([Type.Literal('stamp'), Type.Literal('redeem'), Type.Literal('undo')]),
    undoes: Undoes,
    count: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    store: Type.Object({ id: Uuid, name: Type.String() }),
    reward_card: Type.Object({ id: Uuid, title: Type.String() }),
  },
  { title: 'Activity' },
);
export type ActivityRecord = Static<typeof ActivityRecord>;

/** An interaction in the merchant's feed: who it was for, and where. */
export const MerchantActivityRecord = Type.Object(
  {
    id: Uuid,
    kind: Type.Union([Type.Literal('stamp'), Type.Literal('redeem'), Type.Literal('undo')]),
    undoes: Undoes,
    count: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    customer_first_name: Type.String(),
    reward_card: Type.Object({ id: Uuid, title: Type.String() }),
    store: Type.Object({ id: Uuid, name: Type.String() }),
    branch: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  },
  { title: 'Merchant activity' },
);
export type MerchantActivityRecord = Static<typeof MerchantActivityRecord>;

export const CustomerHome = Type.Object(
  {
    role: Type.Literal('user'),
    user: UserRecord,
    qr_code: Type.String(),
    short_code: Type.String({ description: 'The short code a cashier types (the user record’s).' }),
    cards: Type.Array(CustomerCardRecord),
    featured_stores: Type.Array(StoreRecord),
    recent_activity: Type.Array(ActivityRecord),
  },
  { title: 'Customer home' },
);
export type CustomerHome = Static<typeof CustomerHome>;

export const MerchantHome = Type.Object(
  {
    role: Type.Literal('merchant'),
    merchant: MerchantRecord,
    step_status: StepStatusRecord,
    subscription: Type.Union([SubscriptionRecord, Type.Null()]),
    stats: Type.Object({
      customers: Type.Integer({ description: 'Different customers holding one of your cards.' }),
      stamps_today: Type.Integer({
        description: 'Since midnight in your time zone, undone stamps excluded.',
      }),
      redemptions_today: Type.Integer(),
      active_cards: Type.Integer(),
    }),
    recent_activity: Type.Array(MerchantActivityRecord, {
      description: 'Your latest 10 stamps, redemptions and undos, newest first.',
    }),
  },
  { title: 'Merchant home' },
);
export type MerchantHome = Static<typeof MerchantHome>;

export const AdminHome = Type.Object(
  {
    role: Type.Literal('admin'),
    user: UserRecord,
    pending_requests: Type.Integer({ description: 'Merchant requests waiting for a review.' }),
  },
  { title: 'Admin home' },
);
export type AdminHome = Static<typeof AdminHome>;

export const HomeResponse = successEnvelope(Type.Union([CustomerHome, MerchantHome, AdminHome]));
export type HomeResponse = Static<typeof HomeResponse>;
