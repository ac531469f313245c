import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '../../contract/envelope';
import { accountOf } from '../../plugins/auth';
import { createHome } from './home';
import { HomeResponse } from './schemas';

/** `GET /home`: the signed-in person's start page, shaped by their role (docs/api.md, "Home"). */
const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const home = createHome(app);

  app.get(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'getHome',
        tags: ['home'],
        summary: 'The start page of the signed-in account: `role` says which of three shapes',
        security: [{ bearerAuth: [] }],
        response: { 200: HomeResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request): Promise<HomeResponse> => {
      const { user, merchant } = accountOf(request);
      if (user.roleId === 'admin') return { success: true, data: await home.admin(user) };
      if (user.roleId === 'merchant' && merchant) {
        return { success: true, data: await home.merchant(user, merchant) };
      }
      return { success: true, data: await home.customer(user) };
    },
  );
};

export default homeRoutes;
