import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';
import { CustomerCardRecord } from '../../contract/reward-cards';

const Uuid = Type.String({ format: 'uuid' });
const Timestamp = Type.String({ format: 'date-time' });

/** A personal QR code's token (what `/scan/<qr_code>` carries). */
const QrCode = Type.String({ minLength: 1, maxLength: 200 });

/** A short code as typed: any case, with or without its dash (docs/product.md, "Finding a customer"). */
const ShortCode = Type.String({ minLength: 1, maxLength: 20, examples: ['K7P4-QX2M'] });

/** Who the customer is: exactly one of these (docs/api.md, "Reward cards and stamps"). */
const CustomerFields = {
  qr_code: Type.Optional(QrCode),
  code: Type.Optional(ShortCode),
};

export const CustomerQuery = Type.Object({
  ...CustomerFields,
  phone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 32,
      description: "As the store's country writes it, or with its + code.",
    }),
  ),
});
export type CustomerQuery = Static<typeof CustomerQuery>;

export const StampBody = Type.Object({
  ...CustomerFields,
  branch_id: Type.Optional(Uuid),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })),
});
export type StampBody = Static<typeof StampBody>;

export const RedeemBody = Type.Object({ ...CustomerFields, branch_id: Type.Optional(Uuid) });
export type RedeemBody = Static<typeof RedeemBody>;

export const UndoParams = Type.Object({ id: Uuid, interactionId: Uuid });

const Customer = Type.Object({ first_name: Type.String() });

/**
 * An offer a message made to the customer, applied by itself on their next stamp at the store
 * (docs/product.md, "Offers at the counter").
 */
const Offer = Type.Object(
  {
    label: Type.String({ examples: ['Birthday gift: +1 stamp'] }),
    stamps: Type.Integer({
      minimum: 0,
      description:
        "The bonus stamps it adds: a whole reward is the stamped card's stamps_required.",
    }),
  },
  { title: 'Offer at the counter' },
);

/** Who made the change: the staff member, or null for the store's owner (docs/api.md, "Staff"). */
const Staff = Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]);

export const ScanResponse = successEnvelope(
  Type.Object({
    customer: Type.Object({
      first_name: Type.String(),
      short_code: Type.String({
        description: 'What the stamp and the redemption name the customer by after a phone lookup.',
      }),
    }),
    customer_card: Type.Union([CustomerCardRecord, Type.Null()]),
    store_cards: Type.Array(CustomerCardRecord, {
      description:
        "The customer's cards of every program of this card's store (the ones they hold), so the scanner can open on the card that matters.",
    }),
    offers: Type.Array(Offer, {
      description:
        "The customer's open offers at this store: the next stamp adds them, so the cashier sees them before stamping.",
    }),
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
      count: Type.Integer({
        description: 'The stamps the card got: those asked for plus the bonus of the offers.',
      }),
      bonus: Type.Integer({ minimum: 0, description: 'How many of `count` the offers added.' }),
      created_at: Timestamp,
      undo_until: Timestamp,
    }),
    reward_ready: Type.Boolean(),
    offers: Type.Array(Offer, {
      description: 'The offers this stamp used, once; undoing the stamp gives them back.',
    }),
    staff: Staff,
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
    staff: Staff,
  }),
);
export type RedeemResponse = Static<typeof RedeemResponse>;

export const UndoResponse = successEnvelope(
  Type.Object({ customer_card: CustomerCardRecord, staff: Staff }),
);
export type UndoResponse = Static<typeof UndoResponse>;

/** The error answers every counter route may give. */
export const STAMPING_ERRORS = errorAnswers(400, 401, 403, 404, 409, 422);

/** The lookup besides: 429 once a person at the counter has looked up too many customers. */
export const LOOKUP_ERRORS = errorAnswers(400, 401, 403, 404, 409, 422, 429);

/**
 * Stamping and redeeming besides: 402 PLAN_REQUIRED while the plan is not in service, 429 for too
 * many changes naming a customer by short code.
 */
export const CARD_CHANGE_ERRORS = errorAnswers(400, 401, 402, 403, 404, 409, 422, 429);
