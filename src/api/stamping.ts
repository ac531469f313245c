import { api } from './baseApi';
import type { Envelope } from './types';
import type {
  CustomerLookup,
  MyStoresAnswer,
  RedeemAnswer,
  RedeemBody,
  StampAnswer,
  StampBody,
  StoreDetail,
  UndoAnswer,
} from './pendingScanContract';

const cardPath = (rewardCardId: string) => `/reward-cards/${encodeURIComponent(rewardCardId)}`;

/**
 * What the merchant's scanner calls (docs/product.md, "Scanning a customer"): the stores and
 * reward cards to stamp on, the customer behind a scanned code, and the stamp, redeem and undo.
 * A change to a card moves the merchant's numbers on `GET /home`, hence `Home`.
 */
export const stampingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /stores/me`: the stores the scanner offers (the stores pages have their own reads). */
    getScannerStores: build.query<MyStoresAnswer, void>({
      query: () => '/stores/me',
      transformResponse: (answer: Envelope<MyStoresAnswer>) => answer.data,
    }),
    /** `GET /stores/:id`: the store's branches and active reward cards. */
    getScannerStore: build.query<StoreDetail, string>({
      query: (storeId) => `/stores/${encodeURIComponent(storeId)}`,
      transformResponse: (answer: Envelope<StoreDetail>) => answer.data,
    }),
    lookupCustomer: build.query<CustomerLookup, { rewardCardId: string; qrCode: string }>({
      query: ({ rewardCardId, qrCode }) => ({
        url: `${cardPath(rewardCardId)}/customer`,
        params: { qr_code: qrCode },
      }),
      transformResponse: (answer: Envelope<CustomerLookup>) => answer.data,
      // A lookup is a moment at the counter: the next scan of the same code asks again.
      keepUnusedDataFor: 0,
    }),
    /**
     * docs/product.md, "Scanning a customer": the same `Idempotency-Key` never stamps twice, so
     * the caller makes one key per tap and sends it again when it retries that tap.
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
      transformResponse: (answer: Envelope<StampAnswer>) => answer.data,
      invalidatesTags: ['Home'],
    }),
    redeemReward: build.mutation<RedeemAnswer, { rewardCardId: string; body: RedeemBody }>({
      query: ({ rewardCardId, body }) => ({
        url: `${cardPath(rewardCardId)}/redeem`,
        method: 'POST',
        body,
      }),
      transformResponse: (answer: Envelope<RedeemAnswer>) => answer.data,
      invalidatesTags: ['Home'],
    }),
    undoStamp: build.mutation<UndoAnswer, { rewardCardId: string; interactionId: string }>({
      query: ({ rewardCardId, interactionId }) => ({
        url: `${cardPath(rewardCardId)}/stamps/${encodeURIComponent(interactionId)}/undo`,
        method: 'POST',
      }),
      transformResponse: (answer: Envelope<UndoAnswer>) => answer.data,
      invalidatesTags: ['Home'],
    }),
  }),
});

export const {
  useGetScannerStoresQuery,
  useGetScannerStoreQuery,
  useLookupCustomerQuery,
  useStampCustomerMutation,
  useRedeemRewardMutation,
  useUndoStampMutation,
} = stampingApi;
