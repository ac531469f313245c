import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '../../contract/envelope';
import { UuidIdParams } from '../../contract/params';
import { httpError } from '../../http/app-error';
import { perMinutePerIp } from '../../http/rate-limits';
import { accountOf } from '../../plugins/auth';
import { createWalletPassesRepository } from '../../repositories/wallet-passes-repository';
import { GoogleSaveLinkResponse } from './google-schemas';

const tags = ['wallet'];
const security = [{ bearerAuth: [] }];

/**
 * "Save to Google Wallet" for one of the customer's cards (docs/api.md, "Wallet passes"): the
 * pass is made on the first ask, and the link carries its loyalty class and object as they are
 * now. Google keeps them up to date afterwards through the `wallet.google` jobs.
 */
const googleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passes = createWalletPassesRepository(app.db);

  app.post(
    '/cards/:id/google',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      config: { rateLimit: perMinutePerIp(app, 30) },
      schema: {
        operationId: 'saveCardToGoogleWallet',
        tags,
        security,
        summary: 'A "Save to Google Wallet" link for one of the signed-in customer\'s cards',
        description:
          "`id` is the customer card's id (`GET /reward-cards/my`). 404 when the card is not the caller's, or when the server has no Google Wallet settings (`GET /config` says `wallets.google`).",
        params: UuidIdParams,
        response: { 200: GoogleSaveLinkResponse, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request): Promise<GoogleSaveLinkResponse> => {
      const google = app.wallet.google;
      if (!google) throw httpError(404, 'NOT_FOUND', 'Google Wallet is not set up on this server.');
      // Another customer's card reads as no card at all: ids are not confirmed to strangers.
      const pass = await passes.ensureOwned(request.params.id, accountOf(request).user.id);
      const current = pass && (await app.wallet.current(pass.id));
      if (!current) throw httpError(404, 'NOT_FOUND', 'You have no card with this id.');
      return { success: true, data: { url: await google.saveUrl(current.content) } };
    },
  );
};

export default googleRoutes;
