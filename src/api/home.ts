import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';

/** `GET /home`: what the dashboard shows, by the caller's role. */
export type HomeAnswer = AnswerData<'/home', 'get'>;

export type CustomerHome = Extract<HomeAnswer, { role: 'user' }>;

export type MerchantHome = Extract<HomeAnswer, { role: 'merchant' }>;

export type AdminHome = Extract<HomeAnswer, { role: 'admin' }>;

/** One line of a merchant's recent activity: every store's stamps, rewards and undos. */
export type MerchantActivityRecord = MerchantHome['recent_activity'][number];

/** One line of a customer's recent activity. */
export type ActivityRecord = CustomerHome['recent_activity'][number];

/**
 * docs/product.md, "The customer's dashboard". A customer's home holds their cards, so it answers to
 * `CustomerCards` as well as `Home`: the live stream fetches both again after a reconnect, and its
 * card events patch them in place (src/api/live.ts). A merchant's home is read again as the
 * scanner closes after a change (features/stamping).
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeAnswer, void>({
      query: () => '/home',
      providesTags: ['Home', 'CustomerCards'],
    }),
  }),
});

// The customer's own cards (`GET /reward-cards/my`) are `useGetMyCardsQuery` of ./rewardCards: one
// endpoint of that name, whichever chunk loads first.
export const { useGetHomeQuery } = homeApi;
