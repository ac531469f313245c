import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';
import type { StaffSignature } from './staff';

/**
 * Who made the change (docs/api.md, "Staff"): null for the owner. Hand-written beside the
 * generated answers until the server's staff routes land; then the generated types carry it.
 */
interface Signed {
  staff?: StaffSignature;
}

/**
 * `GET /reward-cards/:id/customer?qr_code=|code=|phone=`: who the scanned code, the typed short
 * code or the phone belongs to, with their cards at the store, before stamping.
 */
export type CustomerLookup = AnswerData<'/reward-cards/{id}/customer', 'get'>;

/** How the counter names a customer to the lookup (docs/api.md, "Reward cards and stamps"). */
export type CustomerKey = { qr_code: string } | { code: string } | { phone: string };

/** How a stamp or a redemption names them: the QR code scanned, or the short code. */
export type ChangeKey = { qr_code: string } | { code: string };

/** `POST /reward-cards/:id/stamps` body (the `Idempotency-Key` header travels beside it). */
export type StampBody = RequestBody<'/reward-cards/{id}/stamps', 'post'>;

export type StampAnswer = AnswerData<'/reward-cards/{id}/stamps', 'post'> & Signed;

/** An offer a message made, which the customer's next stamp at the store adds by itself. */
export type CounterOffer = StampAnswer['offers'][number];

export type RedeemBody = RequestBody<'/reward-cards/{id}/redeem', 'post'>;

export type RedeemAnswer = AnswerData<'/reward-cards/{id}/redeem', 'post'> & Signed;

export type UndoAnswer = AnswerData<'/reward-cards/{id}/stamps/{interactionId}/undo', 'post'> &
  Signed;

/** What can be undone at the counter: a stamp, or a redemption given by mistake. */
export type UndoableKind = 'stamp' | 'redeem';

/** Each kind's undo route (docs/api.md, "Reward cards and stamps"); both answer the card. */
const UNDO_PATHS: Record<UndoableKind, string> = { stamp: 'stamps', redeem: 'redeem' };

const cardPath = (rewardCardId: string) => `/reward-cards/${encodeURIComponent(rewardCardId)}`;

/** The scanned customer's card, as a stamp, a redemption or an undo answers it. */
type AnsweredCard = StampAnswer['customer_card'];

/**
 * The customer behind a scanned code. A separate injection, so the changes below can name it in
 * their cache updates.
 */
const lookupApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupCustomer: build.query<CustomerLookup, { rewardCardId: string; customer: CustomerKey }>({
      query: ({ rewardCardId, customer }) => ({
        url: `${cardPath(rewardCardId)}/customer`,
        params: customer,
      }),
      // A lookup is a moment at the counter: the next scan of the same code asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Whether a lookup's answer is of the customer a change named (an undo names none). */
function sameCustomer(
  args: { customer: CustomerKey },
  lookup: CustomerLookup,
  named: Partial<ChangeKey> | undefined,
): boolean {
  if (!named) return false;
  if ('qr_code' in named && 'qr_code' in args.customer) {
    return named.qr_code === args.customer.qr_code;
  }
  return 'code' in named && named.code === lookup.customer.short_code;
}

/**
 * Once a change has answered, puts the card it answers into the scanner's lookups of it: the one
 * place the merchant's screens show a customer's stamps (docs/state-ownership.md, "A change
 * answered is a change cached"). A lookup matches by the customer the change named, or by the card
 * it already holds (an undo names no customer); the card goes into its `store_cards`, and into its
 * `customer_card` when it is the lookup's own program. Nothing is fetched again: the merchant's
 * recent activity and analytics are read once as the scanner closes (features/stamping,
 * ScannerDialog).
 */
async function patchLookups(
  {
    rewardCardId,
    named,
    offers,
  }: {
    rewardCardId: string;
    named?: Partial<ChangeKey>;
    /**
     * The customer's open offers after the change: none after a stamp (it used them all), the
     * undone stamp's back after its undo; undefined: unchanged.
     */
    offers?: CounterOffer[];
  },
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof lookupApi.util.updateQueryData>) => unknown;
    getState: () => Parameters<typeof lookupApi.util.selectCachedArgsForQuery>[0];
    queryFulfilled: Promise<{ data: { customer_card: AnsweredCard } }>;
  },
): Promise<void> {
  let card: AnsweredCard;
  try {
    card = (await queryFulfilled).data.customer_card;
  } catch {
    // A failed change changed nothing; the counter says why (useCounterActions).
    return;
  }
  for (const args of lookupApi.util.selectCachedArgsForQuery(getState(), 'lookupCustomer')) {
    dispatch(
      lookupApi.util.updateQueryData('lookupCustomer', args, (lookup) => {
        const held = lookup.store_cards.findIndex((entry) => entry.id === card.id);
        if (held < 0 && !sameCustomer(args, lookup, named)) return;
        if (held < 0) lookup.store_cards.push(card);
        else lookup.store_cards[held] = card;
        if (args.rewardCardId === rewardCardId) lookup.customer_card = card;
        if (offers) lookup.offers = offers;
      }),
    );
  }
}

/**
 * What the merchant's scanner calls (docs/product.md, "Scanning a customer"): the customer behind
 * a scanned code, and the stamp, redeem and undo (the stores and cards to stamp on are the stores
 * slice's `GET /stores/me` and `GET /stores/:id`). Each change's answer is the card, which patches
 * the lookup (`patchLookups`): a tap is one exchange (docs/performance.md, "Exchanges per tap").
 */
export const stampingApi = lookupApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * docs/product.md, "Scanning a customer": the same `Idempotency-Key` never stamps, redeems or
     * undoes twice, so the caller makes one key per tap and sends it again when it retries that
     * tap (useCounterActions).
     */
    stampCustomer: build.mutation<
      StampAnswer,
      { rewardCardId: string; idempotencyKey: string; body: StampBody }
    >({
      query: ({ rewardCardId, idempotencyKey, body }) => ({
        url: `${cardPath(rewardCardId)}/stamps`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      onQueryStarted: ({ rewardCardId, body }, lifecycle) =>
        patchLookups({ rewardCardId, named: body, offers: [] }, lifecycle),
    }),
    redeemReward: build.mutation<
      RedeemAnswer,
      { rewardCardId: string; idempotencyKey: string; body: RedeemBody }
    >({
      query: ({ rewardCardId, idempotencyKey, body }) => ({
        url: `${cardPath(rewardCardId)}/redeem`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body,
      }),
      onQueryStarted: ({ rewardCardId, body }, lifecycle) =>
        patchLookups({ rewardCardId, named: body }, lifecycle),
    }),
    /**
     * Takes back a stamp or a redemption (`kind`) within its `undo_until`; `offers`: those the
     * undone stamp used, which the server gives back.
     */
    undoChange: build.mutation<
      UndoAnswer,
      {
        rewardCardId: string;
        idempotencyKey: string;
        kind: UndoableKind;
        interactionId: string;
        offers?: CounterOffer[];
      }
    >({
      query: ({ rewardCardId, idempotencyKey, kind, interactionId }) => ({
        url: `${cardPath(rewardCardId)}/${UNDO_PATHS[kind]}/${encodeURIComponent(interactionId)}/undo`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: ({ rewardCardId, offers }, lifecycle) =>
        patchLookups({ rewardCardId, offers: offers?.length ? offers : undefined }, lifecycle),
    }),
  }),
});

export const {
  useLookupCustomerQuery,
  useStampCustomerMutation,
  useRedeemRewardMutation,
  useUndoChangeMutation,
} = stampingApi;
