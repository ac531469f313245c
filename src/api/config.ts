import { api } from './baseApi';
import type { AnswerData } from './contract';
import type { Envelope } from './types';

/** `GET /config`: the settings the SPA needs from the server. */
export type ClientConfig = AnswerData<'/config', 'get'>;

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
