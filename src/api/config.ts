import { api } from './baseApi';
import type { PaymentProvider } from './subscriptions';
import type { Envelope } from './types';

/** api-contract.md "System": `GET /config`. */
export interface ClientConfig {
  payment_provider: PaymentProvider;
  stripe_publishable_key: string | null;
  environment: string;
}

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ClientConfig, void>({
      query: () => '/config',
      transformResponse: (answer: Envelope<ClientConfig>) => answer.data,
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = configApi;
