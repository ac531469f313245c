import { RewardCardRecord } from '../../contract/reward-cards';
import { Type, type Static } from '@sinclair/typebox';
import { addressFields, FilledText as Text } from '../../contract/address-fields';
import { successEnvelope } from '../../contract/envelope';
import { noneOr } from '../../contract/none-field';
import { BranchRecord } from '../../contract/branch';
import { StoreRecord } from '../../contract/store';

export { UuidIdParams as StoreIdParams } from '../../contract/params';

/** The fields a merchant writes; the same limits as the merchant request (docs/api.md). */
const storeFields = {
  name: Text(120),
  description: Type.String({ maxLength: 2000 }),
  category_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
  phone: noneOr(Type.String({ format: 'phone', maxLength: 32 })),
  email: noneOr(Type.String({ format: 'email', maxLength: 254 })),
  website: noneOr(Type.String({ format: 'http-url', maxLength: 200 })),
  ...addressFields,
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
};

export const CreateStoreBody = Type.Object({
  ...storeFields,
  description: Type.Optional(storeFields.description),
  category_id: Type.Optional(storeFields.category_id),
});
export type CreateStoreBody = Static<typeof CreateStoreBody>;

/**
 * Any of the fields, and the counter's idle lock (docs/product.md, "Counter mode"); at least one.
 * The slug stays as it was: links to the store keep working.
 */
export const UpdateStoreBody = Type.Partial(
  Type.Object({
    ...storeFields,
    counter_idle_lock_seconds: Type.Integer({
      minimum: 30,
      maximum: 3600,
      description: 'Seconds without a touch before a counter device asks for a PIN again',
    }),
  }),
  { minProperties: 1 },
);
export type UpdateStoreBody = Static<typeof UpdateStoreBody>;

export const StoreResponse = successEnvelope(StoreRecord);
export type StoreResponse = Static<typeof StoreResponse>;

/** `GET /stores/:id`: the store with its branches and its active reward cards. */
export const StoreDetailResponse = successEnvelope(
  Type.Composite(
    [
      StoreRecord,
      Type.Object({
        counter_idle_lock_seconds: Type.Integer({
          description:
            'Seconds without a touch before a counter device asks for a PIN again (docs/product.md, "Counter mode"); `PUT /stores/{id}` sets it',
        }),
        branches: Type.Array(BranchRecord),
        reward_cards: Type.Array(RewardCardRecord),
      }),
    ],
    { title: 'Store with branches and reward cards' },
  ),
);
export type StoreDetailResponse = Static<typeof StoreDetailResponse>;

/** The plan in service; every maximum is 0 without one (nothing may be created). */
export const PlanLimits = Type.Object(
  {
    plan_active: Type.Boolean({
      description:
        'Whether a plan is in service. False once it has ended: the stores are not listed and ' +
        'their cards take no stamps until a plan is active again (docs/product.md, "Without an active plan").',
    }),
    max_stores: Type.Integer({ description: 'Negative: unlimited.' }),
    max_branches: Type.Integer({ description: 'All stores together. Negative: unlimited.' }),
    max_reward_cards: Type.Integer(),
    stores_used: Type.Integer({ description: 'Active stores: hidden ones do not count.' }),
  },
  { title: 'Plan limits' },
);

export const MyStoresResponse = successEnvelope(
  Type.Object({
    items: Type.Array(StoreRecord),
    limits: PlanLimits,
  }),
);
export type MyStoresResponse = Static<typeof MyStoresResponse>;

export const LogoResponse = successEnvelope(
  Type.Object({
    avatar_url: Type.String(),
    store_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The store whose logo it is; null for the brand logo.',
    }),
  }),
);
export type LogoResponse = Static<typeof LogoResponse>;
