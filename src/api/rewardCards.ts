import { api } from './baseApi';
import type { CustomerCard, RewardCard, RewardCardBody } from './pendingContract';
import type { Envelope } from './types';

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
      transformResponse: (answer: Envelope<RewardCard[]>) => answer.data,
      providesTags: (_answer, _error, storeId) => [storeCards(storeId)],
    }),
    /** The signed-in customer's cards: their progress at every store where they have one. */
    getMyCards: build.query<CustomerCard[], void>({
      query: () => '/reward-cards/my',
      transformResponse: (answer: Envelope<CustomerCard[]>) => answer.data,
      providesTags: [MY_CARDS],
    }),
    createRewardCard: build.mutation<RewardCard, RewardCardBody & { store_id: string }>({
      query: (body) => ({ url: '/reward-cards', method: 'POST', body }),
      transformResponse: (answer: Envelope<RewardCard>) => answer.data,
      invalidatesTags: (_answer, _error, { store_id }) => [storeCards(store_id)],
    }),
    updateRewardCard: build.mutation<RewardCard, RewardCardBody & { id: string; store_id: string }>(
      {
        // `store_id` names the cards to refresh; a card's store never changes.
        query: ({ id, store_id: _storeId, ...body }) => ({
          url: `/reward-cards/${encodeURIComponent(id)}`,
          method: 'PUT',
          body,
        }),
        transformResponse: (answer: Envelope<RewardCard>) => answer.data,
        invalidatesTags: (_answer, _error, { store_id }) => [storeCards(store_id), MY_CARDS],
      },
    ),
    deactivateRewardCard: build.mutation<unknown, { id: string; store_id: string }>({
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
