import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';
import { PageQuery, pageOf } from '../../contract/pagination';
import { CUSTOMER_SORTS } from '../../repositories/store-customers-repository';

export { UuidIdParams as StoreIdParams } from '../../contract/params';

const Uuid = Type.String({ format: 'uuid' });
const Time = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });

/** `/stores/:id/customers/:customerId`. */
export const StoreCustomerParams = Type.Object({ id: Uuid, customerId: Uuid });
export type StoreCustomerParams = Static<typeof StoreCustomerParams>;

/** `?sort=`: a column, or `-` and a column for the largest (the newest) first. */
export const CustomerSortParam = Type.Union(
  CUSTOMER_SORTS.flatMap((column) => [Type.Literal(column), Type.Literal(`-${column}` as const)]),
  {
    default: '-last_visit',
    description:
      'name, first_visit, last_visit, visits, stamps, rewards_earned or rewards_redeemed; a leading "-" ' +
      'sorts from the largest (the newest). Customers never seen come last either way. Default: -last_visit.',
  },
);

const searchAndSort = {
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description:
        'Each word begins a word of the shown name ("an s" finds "Ana S."); case and accents do not matter. ' +
        'Also finds the customer with exactly this short code (any case, dash or not) or this phone number ' +
        '(as the store’s country writes it; only a customer who lets shops find them by it).',
    }),
  ),
  sort: CustomerSortParam,
};

export const CustomerListQuery = Type.Composite([PageQuery, Type.Object(searchAndSort)]);
export type CustomerListQuery = Static<typeof CustomerListQuery>;

export const CustomerExportQuery = Type.Object(searchAndSort);
export type CustomerExportQuery = Static<typeof CustomerExportQuery>;

/** A customer as the store's list shows them: nothing of what they do at other stores. */
export const StoreCustomerRecord = Type.Object(
  {
    id: Uuid,
    name: Type.String({ description: 'First name and the last name\'s initial: "Ana S."' }),
    short_code: Type.Union([Type.String(), Type.Null()], {
      description:
        'The code the counter types to find them, without its dash (`K7P4QX2M`, shown `K7P4-QX2M`).',
    }),
    first_visit: Type.Union([Time, Type.Null()], {
      description: 'Their first visit at this store; null when every visit was undone.',
    }),
    last_visit: Type.Union([Time, Type.Null()]),
    visits: Count,
    stamps: Type.Integer({ minimum: 0, description: 'Stamps received here, undone ones not.' }),
    rewards_earned: Count,
    rewards_redeemed: Count,
  },
  { title: 'StoreCustomer' },
);

const CustomerCardSummary = Type.Object(
  {
    reward_card_id: Uuid,
    title: Type.String(),
    active: Type.Boolean(),
    stamps: Type.Integer({ minimum: 0, description: 'On the card now.' }),
    stamps_required: Type.Integer({ minimum: 1 }),
    rewards_earned: Count,
    rewards_redeemed: Count,
    last_activity_at: Type.Union([Time, Type.Null()]),
  },
  { title: 'StoreCustomerCard' },
);

const CustomerInteraction = Type.Object(
  {
    id: Uuid,
    kind: Type.Union([Type.Literal('stamp'), Type.Literal('redeem'), Type.Literal('undo')]),
    count: Type.Integer({ minimum: 1 }),
    created_at: Time,
    undone: Type.Boolean({ description: 'A stamp or a redemption taken back later.' }),
    undoes_id: Type.Union([Uuid, Type.Null()], { description: 'On an undo: what it took back.' }),
    reward_card: Type.Object({ id: Uuid, title: Type.String() }),
    branch: Type.Union([Type.Object({ id: Uuid, name: Type.String() }), Type.Null()]),
  },
  { title: 'StoreCustomerInteraction' },
);

export const CustomerPageResponse = successEnvelope(pageOf(StoreCustomerRecord));
export type CustomerPageResponse = Static<typeof CustomerPageResponse>;

export const CustomerDetailResponse = successEnvelope(
  Type.Object(
    {
      customer: StoreCustomerRecord,
      cards: Type.Array(CustomerCardSummary),
      history: pageOf(CustomerInteraction),
    },
    { title: 'StoreCustomerDetail' },
  ),
);
export type CustomerDetailResponse = Static<typeof CustomerDetailResponse>;

export const CUSTOMER_ERRORS = errorAnswers(400, 401, 403, 404);

/** The export's answer: CSV, not JSON (docs/api.md, "Customers"). */
export const CustomerCsvResponse = {
  description:
    'text/csv: a byte order mark, a header row, then one row per customer in the order asked for: ' +
    'customer_id, name, first_visit, last_visit (local time with its offset), visits, stamps, ' +
    'rewards_earned, rewards_redeemed.',
  content: {
    'text/csv': { schema: Type.String({ description: 'CSV (RFC 4180), CRLF line ends.' }) },
  },
};
