import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createAutomationMessagesRepository } from '../../repositories/automation-messages-repository';
import { createMessagePreferencesRepository } from '../../repositories/message-preferences-repository';
import { httpError } from '../../http/app-error';
import { accountOf } from '../../plugins/auth';
import {
  BAD_LINK,
  createLinkTokens,
  type Channel,
} from '../../services/automations/message-tokens';
import {
  LINK_ERRORS,
  LinkFactsResponse,
  MESSAGING_ERRORS,
  PreferenceBody,
  PreferenceResponse,
  PreferencesResponse,
  StoreParams,
  TokenParams,
  TokenQuery,
  UnsubscribeBody,
} from './schemas';

const NO_CARD_THERE = 'You hold no card at this shop.';

/**
 * The customer's side of messages (docs/api.md, "Messaging"): their channels per shop, the
 * one-click unsubscribe that works without signing in (RFC 8058), and the tracked link.
 */
const messagingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tokens = createLinkTokens(app.codeHasher);
  const preferences = createMessagePreferencesRepository(app.db);
  const schema = { tags: ['messaging'] };
  // Links from messages: no account, the signed token decides.
  const fromLink = { ...schema, security: [] };
  const signedIn = { ...schema, security: [{ bearerAuth: [] }] };

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` form-encoded (this module only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const unsubscribeClaims = (token: string) => {
    const claims = tokens.verify(token);
    if (!claims || claims.t !== 'unsubscribe') throw httpError(400, 'BAD_REQUEST', BAD_LINK);
    return claims;
  };

  app.get(
    '/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'getMessagePreferences',
        summary: 'Every shop the caller holds a card at, with email and push on or off',
        response: { 200: PreferencesResponse, ...MESSAGING_ERRORS },
      },
    },
    async (request): Promise<PreferencesResponse> => ({
      success: true,
      data: await preferences.list(accountOf(request).user.id),
    }),
  );

  app.put(
    '/preferences/:storeId',
    {
      preHandler: app.authenticate,
      schema: {
        ...signedIn,
        operationId: 'saveMessagePreference',
        summary: 'Turn a shop’s email and push on or off',
        params: StoreParams,
        body: PreferenceBody,
        response: { 200: PreferenceResponse, ...MESSAGING_ERRORS },
      },
    },
    async (request): Promise<PreferenceResponse> => {
      const userId = accountOf(request).user.id;
      const [found] = await preferences.list(userId, request.params.storeId);
      if (!found) throw httpError(404, 'NOT_FOUND', NO_CARD_THERE);
      await preferences.set(userId, found.store_id, request.body, app.now());
      return {
        success: true,
        message: 'Your choices for this shop were saved.',
        data: { ...found, ...request.body },
      };
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        ...fromLink,
        operationId: 'readUnsubscribeLink',
        summary: 'What an unsubscribe link names (shop, channel); changes nothing',
        querystring: TokenQuery,
        response: { 200: LinkFactsResponse, ...LINK_ERRORS },
      },
    },
    async (request): Promise<LinkFactsResponse> => {
      const claims = unsubscribeClaims(request.query.token);
      const store = await preferences.storeName(claims.s);
      if (!store) throw httpError(400, 'BAD_REQUEST', BAD_LINK);
      const [found] = await preferences.list(claims.u, claims.s);
      return {
        success: true,
        data: {
          store_id: store.id,
          store_name: store.name,
          channel: claims.c,
          subscribed: found ? found[claims.c] : true,
        },
      };
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        ...fromLink,
        operationId: 'unsubscribe',
        summary: 'One-click unsubscribe (RFC 8058): no session, the token says who and what',
        querystring: TokenQuery,
        body: UnsubscribeBody,
        response: { 200: LinkFactsResponse, ...LINK_ERRORS },
      },
    },
    async (request): Promise<LinkFactsResponse> => {
      const claims = unsubscribeClaims(request.query.token);
      const store = await preferences.storeName(claims.s);
      if (!store) throw httpError(400, 'BAD_REQUEST', BAD_LINK);
      const channel: Channel = claims.c;
      try {
        await preferences.set(claims.u, store.id, { [channel]: false }, app.now());
      } catch (error) {
        // The account was deleted since: nothing is sent to it any more anyway.
        if ((error as { code?: string }).code !== '23503') throw error;
      }
      return {
        success: true,
        message: `You will get no more ${channel === 'email' ? 'emails' : 'push notifications'} from ${store.name}.`,
        data: { store_id: store.id, store_name: store.name, channel, subscribed: false },
      };
    },
  );

  app.get(
    '/click/:token',
    {
      schema: {
        ...fromLink,
        operationId: 'followMessageLink',
        summary: 'A message’s tracked link: records the first click, then goes to the app',
        params: TokenParams,
        response: { 302: { type: 'null', description: 'To the app.' }, ...LINK_ERRORS },
      },
    },
    async (request, reply) => {
      const claims = tokens.verify(request.params.token);
      if (!claims || claims.t !== 'click') throw httpError(400, 'BAD_REQUEST', BAD_LINK);
      await createAutomationMessagesRepository(app.db).markClicked(claims.m, app.now());
      return reply.redirect(`${app.config.publicUrl}/`, 302);
    },
  );
};

export default messagingRoutes;
