import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';

/** `GET /config` (the server's `system` module): the settings the SPA needs from the server. */
export type ClientConfig = AnswerData<'/config', 'get'>;

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query<ClientConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
    }),
  }),
});

export const { useGetConfigQuery } = systemApi;
