import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';
import type { Envelope } from './client/types';

/** `GET /config` (the server's `system` module): the settings the SPA needs from the server. */
export type ClientConfig = AnswerData<'/config', 'get'>;

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ClientConfig, void>({
      query: () => '/config',
      transformResponse: (answer: Envelope<ClientConfig>) => answer.data,
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = systemApi;
