import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account-routes';
import { createEmailCodes } from './email-codes';
import { passwordRoutes } from './password-routes';
import { sessionRoutes } from './session-routes';
import { createSessions } from '../../services/accounts/sessions';

/** Everything under `/auth`: sign-up, email codes, sessions and password reset. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = createSessions(app);
  const emailCodes = createEmailCodes(app);
  accountRoutes(app, sessions, emailCodes);
  sessionRoutes(app, sessions);
  passwordRoutes(app, sessions, emailCodes);
};

export default authRoutes;
