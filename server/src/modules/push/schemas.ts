import { Type, type Static } from '@sinclair/typebox';
import { successEnvelope } from '../../contract/envelope';

/** Longer than any push service's endpoint (FCM, Mozilla, Apple, Windows: 150 to 600 characters). */
export const ENDPOINT_MAX_LENGTH = 1000;

export const PublicKeyResponse = successEnvelope(
  Type.Object(
    {
      public_key: Type.String({
        description: "VAPID public key (unpadded base64url): the browser's `applicationServerKey`.",
      }),
    },
    { title: 'Push public key' },
  ),
);
export type PublicKeyResponse = Static<typeof PublicKeyResponse>;

/**
 * `POST /push/subscriptions`: the browser's `PushSubscription.toJSON()` (its `expirationTime` is
 * dropped) and the browser's time zone. The keys' decoded lengths are checked by the handler
 * (endpoint.ts), which words each problem for its field.
 */
export const SubscribeBody = Type.Object({
  endpoint: Type.String({
    minLength: 1,
    maxLength: ENDPOINT_MAX_LENGTH,
    description: "The push service's https:// address for this browser.",
  }),
  keys: Type.Object({
    p256dh: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The browser's P-256 public key: 65 bytes in base64url.",
    }),
    auth: Type.String({
      minLength: 1,
      maxLength: 100,
      description: "The browser's authentication secret: 16 bytes in base64url.",
    }),
  }),
  time_zone: Type.String({
    format: 'time-zone',
    maxLength: 64,
    description: 'IANA time zone of the device (Europe/Berlin): quiet hours follow it.',
  }),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

export const UnsubscribeBody = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: ENDPOINT_MAX_LENGTH }),
});
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

export const PushSubscriptionRecord = Type.Object(
  {
    endpoint: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Push subscription' },
);
export type PushSubscriptionRecord = Static<typeof PushSubscriptionRecord>;

export const PushSubscriptionResponse = successEnvelope(PushSubscriptionRecord);
export type PushSubscriptionResponse = Static<typeof PushSubscriptionResponse>;

export const UnsubscribedResponse = successEnvelope(
  Type.Object({ endpoint: Type.String() }, { title: 'Push subscription removed' }),
);
export type UnsubscribedResponse = Static<typeof UnsubscribedResponse>;
