import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

/** `GET /stores/me/settings`: the merchant's defaults (the stamping rules). */
export type StoreSettings = AnswerData<'/stores/me/settings', 'get'>;
export type StoreSettingsBody = RequestBody<'/stores/me/settings', 'put'>;

/** docs/api.md, "Stores": the merchant's stamping rules. */
export const storeSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoreSettings: build.query<StoreSettings, void>({
      query: () => '/stores/me/settings',
      providesTags: ['StoreSettings'],
    }),
    updateStoreSettings: build.mutation<StoreSettings, StoreSettingsBody>({
      query: (body) => ({ url: '/stores/me/settings', method: 'PUT', body }),
      invalidatesTags: ['StoreSettings'],
    }),
  }),
});

export const { useGetStoreSettingsQuery, useUpdateStoreSettingsMutation } = storeSettingsApi;
