import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorAnswers } from '../../contract/envelope';
import { UuidIdParams } from '../../contract/params';
import { httpError } from '../../http/app-error';
import { perMinutePerIp } from '../../http/rate-limits';
import { accountOf } from '../../plugins/auth';
import { createWalletPassesRepository } from '../../repositories/wallet-passes-repository';
import { createPassDownloadTokens } from '../../services/wallet/apple/download-tokens';
import type { AppleWallet } from '../../services/wallet/wallet-vendors';
import { attachmentOf } from './attachment';
import { AppleLinkResponse, DownloadParams, PkpassResponse } from './apple-schemas';

// docs/api.md, "Wallet passes": the answers' words.
const NOT_SET_UP = 'Apple Wallet is not set up on this server.';
const NO_SUCH_CARD = 'You have no card with this id.';
const CARD_GONE = 'This card no longer exists.';

/**
 * "Add to Apple Wallet" (docs/api.md, "Wallet passes"): the customer asks for a download link
 * with their session; the browser then navigates to it without one, and iOS Safari hands the
 * answer (`application/vnd.apple.pkpass`) to Wallet.
 */
const appleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const downloads = createPassDownloadTokens({ hasher: app.codeHasher, now: () => app.now() });
  const passes = createWalletPassesRepository(app.db);
  const tags = ['wallet'];

  const appleWallet = (): AppleWallet => {
    if (!app.wallet.apple) throw httpError(404, 'NOT_FOUND', NOT_SET_UP);
    return app.wallet.apple;
  };

  app.post(
    '/cards/:id/apple',
    {
      preHandler: [app.authenticate, app.requireRole('user')],
      config: { rateLimit: perMinutePerIp(app, 30) },
      schema: {
        operationId: 'createApplePassLink',
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'A download link for the Apple Wallet pass of one of the caller’s cards',
        description:
          'Makes the pass on the first ask. The link works for 10 minutes, without a session: the browser navigates to it.',
        params: UuidIdParams,
        response: { 200: AppleLinkResponse, ...errorAnswers(400, 401, 403, 404, 429) },
      },
    },
    async (request): Promise<AppleLinkResponse> => {
      appleWallet();
      // Another customer's card is as absent as one that never existed.
      const pass = await passes.ensureOwned(request.params.id, accountOf(request).user.id);
      if (!pass) throw httpError(404, 'NOT_FOUND', NO_SUCH_CARD);
      const { token, expiresAt } = downloads.sign(pass.id);
      return {
        success: true,
        data: {
          url: `${app.config.apiPrefix}/wallet/apple/download/${token}`,
          expires_at: expiresAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/apple/download/:token',
    {
      config: { rateLimit: perMinutePerIp(app, 30) },
      schema: {
        operationId: 'downloadApplePass',
        tags,
        // The link's token decides, not a session.
        security: [],
        summary: 'The signed Apple Wallet pass (.pkpass) a download link names',
        description:
          'Built as the card is now. 401 TOKEN_EXPIRED after 10 minutes, 401 TOKEN_INVALID for a changed link.',
        params: DownloadParams,
        response: { 200: PkpassResponse, ...errorAnswers(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const apple = appleWallet();
      const passId = downloads.verify(request.params.token);
      const current = await app.wallet.current(passId);
      if (!current) throw httpError(404, 'NOT_FOUND', CARD_GONE);
      const file = await apple.build(current.content, current.pass.authenticationToken);
      return (
        reply
          .header('content-type', 'application/vnd.apple.pkpass')
          .header('content-disposition', attachmentOf(current.content.storeName, 'pkpass'))
          .header('cache-control', 'no-store')
          .header('last-modified', current.pass.updatedAt.toUTCString())
          // The schema types the answer as text; Fastify sends a Buffer's bytes as they are.
          .send(file as unknown as string)
      );
    },
  );
};

export default appleRoutes;
