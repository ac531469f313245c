import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

/** The `reward_card` record: a store's loyalty program (docs/api.md, "Reward cards and stamps"). */
export type RewardCard = AnswerData<'/reward-cards', 'post'>;

/** The `customer_card` record: one customer's progress on a reward card. */
export type CustomerCard = AnswerData<'/reward-cards/my', 'get'>[number];

/** `POST /reward-cards`: a new card of one of the caller's stores (it starts active). */
export type RewardCardBody = RequestBody<'/reward-cards', 'post'>;

/** A card's own fields, as its form writes them for a create or an update. */
export type RewardCardFields = Omit<RewardCardBody, 'store_id'>;

/** `PUT /reward-cards/:id`: any of the card's fields, `active` included. */
export type RewardCardUpdate = RequestBody<'/reward-cards/{id}', 'put'>;

// A store's cards are tagged by their store (`STORE-<id>`), a tag the store page provides too, so
// a card created, edited or deactivated redraws both the owner's editor and the public page.
const storeCards = (storeId: string) => ({ type: 'RewardCard' as const, id: `STORE-${storeId}` });
const MY_CARDS = { type: 'CustomerCards' as const, id: 'MY' };

/** docs/api.md, "Reward cards and stamps". */
export const rewardCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every card of a store for its owner, deactivated ones included; active ones for others. */
    getRewardCards: build.query<RewardCard[], string>({
      query: (storeId) => ({ url: '/reward-cards', params: { store_id: storeId } }),
      providesTags: (_answer, _error, storeId) => [storeCards(storeId)],
    }),
    /**
     * The signed-in customer's cards: their progress at every store where they have one. A live
     * card event patches it with the card it carries (src/api/live.ts).
     */
    getMyCards: build.query<CustomerCard[], void>({
      query: () => '/reward-cards/my',
      providesTags: [MY_CARDS],
    }),
    createRewardCard: build.mutation<RewardCard, RewardCardBody>({
      query: (body) => ({ url: '/reward-cards', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { store_id }) => [storeCards(store_id)],
    }),
    updateRewardCard: build.mutation<
      RewardCard,
      RewardCardUpdate & { id: string; store_id: string }
    >({
      // `store_id` names the cards to refresh; a card's store never changes.
      query: ({ id, store_id: _storeId, ...body }) => ({
        url: `/reward-cards/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_answer, _error, { store_id }) => [storeCards(store_id), MY_CARDS],
    }),
    /** The answer is the card, now inactive (docs/api.md, "Reward cards and stamps"). */
    deactivateRewardCard: build.mutation<RewardCard, { id: string; store_id: string }>({
      query: ({ id }) => ({ url: `/reward-cards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { store_id }) => [storeCards(store_id), MY_CARDS],
    }),
  }),
});

export const {
  useGetRewardCardsQuery,
  useGetMyCardsQuery,
  useCreateRewardCardMutation,
  useUpdateRewardCardMutation,
  useDeactivateRewardCardMutation,
} = rewardCardsApi;
