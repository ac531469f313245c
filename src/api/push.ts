import { api } from './client/baseApi';
import type { AnswerData, RequestBody } from './client/contract';

/** `GET /push/public-key`: the VAPID public key, the browser's `applicationServerKey`. */
export type PushPublicKey = AnswerData<'/push/public-key', 'get'>;
/** `POST /push/subscriptions`: `PushSubscription.toJSON()` and the browser's time zone. */
export type PushSubscriptionBody = RequestBody<'/push/subscriptions', 'post'>;
export type PushSubscriptionRecord = AnswerData<'/push/subscriptions', 'post'>;
export type PushUnsubscribeBody = RequestBody<'/push/subscriptions', 'delete'>;

/** docs/api.md, "Web push": this device's subscription for the signed-in customer. */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({
      query: () => '/push/public-key',
    }),
    subscribePush: build.mutation<PushSubscriptionRecord, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<
      AnswerData<'/push/subscriptions', 'delete'>,
      PushUnsubscribeBody
    >({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetPushPublicKeyQuery,
  useLazyGetPushPublicKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = pushApi;
