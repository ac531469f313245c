import { api } from './baseApi';
import type { Envelope } from './types';

// `GET /home` for a signed-in customer (docs/api.md, "Home, reward cards, stamps"). The server
// writes its schema; until the generated contract (src/api/contract.ts) has it, these are the
// fields of the API contract's records that the SPA reads.

/** One customer's progress on one reward card. */
export interface CustomerCard {
  id: string;
  reward_card: { id: string; title: string; stamps_required: number };
  store: { id: string; name: string };
  stamps: number;
}

export interface CustomerHome {
  role: 'user';
  qr_code: string;
  cards: CustomerCard[];
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<CustomerHome, void>({
      query: () => '/home',
      transformResponse: (answer: Envelope<CustomerHome>) => answer.data,
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetHomeQuery } = homeApi;
