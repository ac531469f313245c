import { Type, type Static } from '@sinclair/typebox';
import { errorAnswers, successEnvelope } from '../../contract/envelope';

const Uuid = Type.String({ format: 'uuid' });

export const StoreParams = Type.Object({ storeId: Uuid });

export const PreferenceRecord = Type.Object(
  {
    store_id: Uuid,
    store_name: Type.String(),
    email: Type.Boolean(),
    push: Type.Boolean(),
  },
  { title: 'Message preference' },
);
export type PreferenceRecord = Static<typeof PreferenceRecord>;

export const PreferencesResponse = successEnvelope(Type.Array(PreferenceRecord));
export type PreferencesResponse = Static<typeof PreferencesResponse>;
export const PreferenceResponse = successEnvelope(PreferenceRecord);
export type PreferenceResponse = Static<typeof PreferenceResponse>;

export const PreferenceBody = Type.Object({
  email: Type.Boolean({ description: 'Emails from this shop.' }),
  push: Type.Boolean({ description: 'Push notifications from this shop.' }),
});
export type PreferenceBody = Static<typeof PreferenceBody>;

export const TokenQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 600, description: 'The link’s signed token.' }),
});

export const TokenParams = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 600 }),
});

/**
 * RFC 8058's body (`List-Unsubscribe=One-Click`, form-encoded) or the SPA's JSON: the token in
 * the query says everything, so the body is not required.
 */
export const UnsubscribeBody = Type.Optional(
  Type.Object({
    'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 100 })),
  }),
);

export const LinkFacts = Type.Object({
  store_id: Uuid,
  store_name: Type.String(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('push')]),
  subscribed: Type.Boolean({ description: 'Whether the channel is on now.' }),
});
export const LinkFactsResponse = successEnvelope(LinkFacts);
export type LinkFactsResponse = Static<typeof LinkFactsResponse>;

export const MESSAGING_ERRORS = errorAnswers(400, 401, 403, 404);
export const LINK_ERRORS = errorAnswers(400);
