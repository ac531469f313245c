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

/** `GET /reward-cards/:id/customer?qr_code=`: who the scanned code belongs to, before stamping. */
export type CustomerLookup = AnswerData<'/reward-cards/{id}/customer', 'get'>;

/** `POST /reward-cards/:id/stamps` body (the `Idempotency-Key` header travels beside it). */
export type StampBody = RequestBody<'/reward-cards/{id}/stamps', 'post'>;

export type StampAnswer = AnswerData<'/reward-cards/{id}/stamps', 'post'> & Signed;

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
    lookupCustomer: build.query<CustomerLookup, { rewardCardId: string; qrCode: string }>({
      query: ({ rewardCardId, qrCode }) => ({
        url: `${cardPath(rewardCardId)}/customer`,
        params: { qr_code: qrCode },
      }),
      // A lookup is a moment at the counter: the next scan of the same code asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Once a change has answered, puts the card it answers into the scanner's lookups of it: the one
 * place the merchant's screens show a customer's stamps (docs/state-ownership.md, "A change
 * answered is a change cached"). A lookup matches by its code, or by the card it already holds
 * (an undo names no code). Nothing is fetched again: the merchant's recent activity and analytics
 * are read once as the scanner closes (features/stamping, ScannerDialog).
 */
async function patchLookups(
  { rewardCardId, qrCode }: { rewardCardId: string; qrCode?: string },
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
    if (args.rewardCardId !== rewardCardId) continue;
    dispatch(
      lookupApi.util.updateQueryData('lookupCustomer', args, (lookup) => {
        if (args.qrCode === qrCode || lookup.customer_card?.id === card.id) {
          lookup.customer_card = card;
        }
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
        patchLookups({ rewardCardId, qrCode: body.qr_code }, lifecycle),
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
        patchLookups({ rewardCardId, qrCode: body.qr_code }, lifecycle),
    }),
    /** Takes back a stamp or a redemption (`kind`) within its `undo_until`. */
    undoChange: build.mutation<
      UndoAnswer,
      { rewardCardId: string; idempotencyKey: string; kind: UndoableKind; interactionId: string }
    >({
      query: ({ rewardCardId, idempotencyKey, kind, interactionId }) => ({
        url: `${cardPath(rewardCardId)}/${UNDO_PATHS[kind]}/${encodeURIComponent(interactionId)}/undo`,
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: ({ rewardCardId }, lifecycle) => patchLookups({ rewardCardId }, lifecycle),
    }),
  }),
});

export const {
  useLookupCustomerQuery,
  useStampCustomerMutation,
  useRedeemRewardMutation,
  useUndoChangeMutation,
} = stampingApi;
