import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

// The SPA's names for the customer's side of messages (docs/api.md, "Messaging"), read from the
// generated types.

/** One shop the customer holds a card of, and whether it may email them or send a push. */
export type MessagePreference = AnswerData<'/messaging/preferences', 'get'>[number];
export type MessagePreferenceBody = RequestBody<'/messaging/preferences/{storeId}', 'put'>;

/** What an unsubscribe link names: the shop, the channel, and whether it is on now. */
export type UnsubscribeTarget = AnswerData<'/messaging/unsubscribe', 'get'>;

const unsubscribePath = (token: string) =>
  `/messaging/unsubscribe?token=${encodeURIComponent(token)}`;

/** The customer's choice of messages, shop by shop (docs/product.md, "Automations"). */
export const messagingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessagePreferences: build.query<MessagePreference[], void>({
      query: () => '/messaging/preferences',
      providesTags: ['MessagePreferences'],
    }),
    saveMessagePreference: build.mutation<
      MessagePreference,
      { storeId: string; body: MessagePreferenceBody }
    >({
      query: ({ storeId, body }) => ({
        url: `/messaging/preferences/${encodeURIComponent(storeId)}`,
        method: 'PUT',
        body,
      }),
      // The switch shows the choice at once; a refusal puts it back.
      async onQueryStarted({ storeId, body }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          messagingApi.util.updateQueryData('getMessagePreferences', undefined, (shops) => {
            const shop = shops.find((entry) => entry.store_id === storeId);
            if (shop) Object.assign(shop, body);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    /** Reads what the link names; changes nothing (mail scanners open links). */
    readUnsubscribe: build.query<UnsubscribeTarget, string>({
      query: (token) => unsubscribePath(token),
    }),
    unsubscribe: build.mutation<unknown, string>({
      query: (token) => ({ url: unsubscribePath(token), method: 'POST', body: {} }),
      invalidatesTags: ['MessagePreferences'],
    }),
  }),
});

export const {
  useGetMessagePreferencesQuery,
  useSaveMessagePreferenceMutation,
  useReadUnsubscribeQuery,
  useUnsubscribeMutation,
} = messagingApi;
