import { ErrorEnvelope } from '../../contract/envelope';
import { perMinutePerIp } from '../../http/rate-limits';
import type { TypedApp } from '../../http/typed-app';
import type { EmailCodes } from './email-codes';
import { createRegistration } from './registration';
import {
  AccountResponse,
  EmailBody,
  MessageResponse,
  RegisterBody,
  RegisterResponse,
  VerificationResponse,
  VerifyEmailBody,
} from './schemas';
import { accountOf } from '../../plugins/auth';
import type { Sessions } from '../../services/accounts/sessions';
import { createVerification, RESEND_MESSAGE } from './verification';

/** `POST /auth/register`, `/auth/verify-email`, `/auth/resend-otp`, `GET /auth/verification`. */
export function accountRoutes(app: TypedApp, sessions: Sessions, emailCodes: EmailCodes): void {
  const register = createRegistration(app, sessions, emailCodes);
  const verification = createVerification(app, emailCodes);

  app.post(
    '/register',
    {
      config: { rateLimit: perMinutePerIp(app, 5) },
      schema: {
        operationId: 'register',
        security: [],
        tags: ['auth'],
        summary: 'Create an account (customer or merchant)',
        description:
          'Signs the new account in and emails a 6-digit code. `business_name` is required when `account_type` is `merchant`.',
        body: RegisterBody,
        response: {
          201: RegisterResponse,
          400: ErrorEnvelope,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const account = await register(request.body, request.log);
      reply.code(201);
      return {
        success: true as const,
        message: 'Account created. We sent a 6-digit code to your email.',
        data: { ...account, pending_verification: true as const },
      };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { rateLimit: perMinutePerIp(app, 10) },
      schema: {
        operationId: 'verifyEmail',
        security: [],
        tags: ['auth'],
        summary: 'Verify the email with the emailed code',
        body: VerifyEmailBody,
        response: {
          200: AccountResponse,
          400: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request): Promise<AccountResponse> => ({
      success: true,
      message: 'Your email is verified.',
      data: await verification.verify(request.body.email, request.body.otp, request.log),
    }),
  );

  app.post(
    '/resend-otp',
    {
      config: { rateLimit: perMinutePerIp(app, 5) },
      schema: {
        operationId: 'resendOtp',
        security: [],
        tags: ['auth'],
        summary: 'Send a new verification code',
        description:
          'Same answer, at once, whether or not the account exists; the code is sent afterwards, at most one a minute per email.',
        body: EmailBody,
        response: { 200: MessageResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request): Promise<MessageResponse> => {
      verification.resend(request.body.email);
      return { success: true, message: RESEND_MESSAGE };
    },
  );

  app.get(
    '/verification',
    {
      config: { allowUnverifiedEmail: true },
      preHandler: app.authenticate,
      schema: {
        operationId: 'getVerificationState',
        tags: ['auth'],
        summary: "The signed-in account's verification code, as its page may describe it",
        description:
          'Whether a code is live and until when, its tries left, and when a new one may be sent. Signed in only: an anonymous answer would say which emails wait for a code.',
        security: [{ bearerAuth: [] }],
        response: { 200: VerificationResponse, 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request): Promise<VerificationResponse> => ({
      success: true,
      data: await verification.describe(accountOf(request).user),
    }),
  );
}
