import { accountOf } from '../../plugins/auth';
import { ErrorEnvelope } from '../../contract/envelope';
import { perMinutePerEmail, perMinutePerIp } from '../../http/rate-limits';
import type { TypedApp } from '../../http/typed-app';
import { createUsersRepository } from '../../repositories/users-repository';
import { createLogin } from './login';
import { LoginBody, LoginResponse, MessageResponse, RefreshBody, RefreshResponse } from './schemas';
import type { Sessions } from '../../services/accounts/sessions';

const bearer = [{ bearerAuth: [] }];

/** `POST /auth/login`, `/auth/refresh`, `/auth/logout`, `/auth/logout-all`. */
export function sessionRoutes(app: TypedApp, sessions: Sessions): void {
  const login = createLogin(app, sessions);
  const users = createUsersRepository(app.db);

  app.post(
    '/login',
    {
      config: { rateLimit: perMinutePerIp(app, 10) },
      preHandler: perMinutePerEmail(app, 'login', 5),
      schema: {
        operationId: 'login',
        security: [],
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          '`pending_verification` is true while the email is not verified: the tokens then reach only /auth/*, GET /users/me and GET /onboarding/step-status.',
        body: LoginBody,
        response: {
          200: LoginResponse,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request): Promise<LoginResponse> => {
      const { user, merchant, tokens } = await login(
        request.body.email,
        request.body.password,
        request.log,
      );
      return {
        success: true,
        message: 'Login successful!',
        pending_verification: !user.email_verified,
        data: { user, merchant, tokens },
      };
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        operationId: 'refreshSession',
        security: [],
        tags: ['auth'],
        summary: 'Trade a refresh token for new tokens',
        description:
          'Refresh tokens are single use. Presenting a spent one ends its whole session (401 TOKEN_INVALID), unless it was spent less than 10 seconds ago: then it answers fresh tokens in the same session (tabs of one browser racing to refresh).',
        body: RefreshBody,
        response: { 200: RefreshResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request): Promise<RefreshResponse> => {
      const tokens = await sessions.refresh(request.body.refresh, request.log);
      return {
        success: true,
        access: tokens.access_token,
        refresh: tokens.refresh_token,
        access_expires_at: tokens.access_expires_at,
        refresh_expires_at: tokens.refresh_expires_at,
      };
    },
  );

  app.post(
    '/logout',
    {
      config: { allowUnverifiedEmail: true },
      preHandler: app.authenticate,
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'End this session',
        security: bearer,
        response: { 200: MessageResponse, 401: ErrorEnvelope },
      },
    },
    async (request): Promise<MessageResponse> => {
      await sessions.close(accountOf(request).claims.sid);
      return { success: true, message: 'You are signed out.' };
    },
  );

  app.post(
    '/logout-all',
    {
      config: { allowUnverifiedEmail: true },
      preHandler: app.authenticate,
      schema: {
        operationId: 'logoutEverywhere',
        tags: ['auth'],
        summary: 'End every session of the account, access tokens included',
        security: bearer,
        response: { 200: MessageResponse, 401: ErrorEnvelope },
      },
    },
    async (request): Promise<MessageResponse> => {
      const { user } = accountOf(request);
      await users.bumpTokenVersion(user.id, {}, app.now());
      await sessions.closeAll(user.id);
      request.log.info({ event: 'logout_all', user_id: user.id }, 'all sessions ended');
      return { success: true, message: 'You are signed out everywhere.' };
    },
  );
}
