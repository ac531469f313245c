import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

/** `GET /reward-cards/:id/customer?qr_code=`: who the scanned code belongs to, before stamping. */
export type CustomerLookup = AnswerData<'/reward-cards/{id}/customer', 'get'>;

/** `POST /reward-cards/:id/stamps` body (the `Idempotency-Key` header travels beside it). */
export type StampBody = RequestBody<'/reward-cards/{id}/stamps', 'post'>;

export type StampAnswer = AnswerData<'/reward-cards/{id}/stamps', 'post'>;

export type RedeemBody = RequestBody<'/reward-cards/{id}/redeem', 'post'>;

export type RedeemAnswer = AnswerData<'/reward-cards/{id}/redeem', 'post'>;

export type UndoAnswer = AnswerData<'/reward-cards/{id}/stamps/{interactionId}/undo', 'post'>;

/** What can be undone at the counter: a stamp, or a redemption given by mistake. */
export type UndoableKind = 'stamp' | 'redeem';

/** Each kind's undo route (docs/api.md, "Reward cards and stamps"); both answer the card. */
const UNDO_PATHS: Record<UndoableKind, string> = { stamp: 'stamps', redeem: 'redeem' };

const cardPath = (rewardCardId: string) => `/reward-cards/${encodeURIComponent(rewardCardId)}`;

/**
 * What the merchant's scanner calls (docs/product.md, "Scanning a customer"): the customer behind
 * a scanned code, and the stamp, redeem and undo (the stores and cards to stamp on are the stores
 * slice's `GET /stores/me` and `GET /stores/:id`). A change to a card moves the merchant's numbers
 * on `GET /home` and in the analytics, hence `Home` and `Analytics`.
 */
export const stampingApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupCustomer: build.query<CustomerLookup, { rewardCardId: string; qrCode: string }>({
      query: ({ rewardCardId, qrCode }) => ({
        url: `${cardPath(rewardCardId)}/customer`,
        params: { qr_code: qrCode },
      }),
      // A lookup is a moment at the counter: the next scan of the same code asks again.
      keepUnusedDataFor: 0,
    }),
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
      invalidatesTags: ['Home', 'Analytics'],
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
      invalidatesTags: ['Home', 'Analytics'],
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
      invalidatesTags: ['Home', 'Analytics'],
    }),
  }),
});

export const {
  useLookupCustomerQuery,
  useStampCustomerMutation,
  useRedeemRewardMutation,
  useUndoChangeMutation,
} = stampingApi;
