import { ErrorEnvelope } from '../../contract/envelope';
import { perMinutePerEmail, perMinutePerIp } from '../../http/rate-limits';
import type { TypedApp } from '../../http/typed-app';
import type { EmailCodes } from './email-codes';
import { createPasswordReset, FORGOT_MESSAGE, forgotTooSoon } from './password-reset';
import { EmailBody, MessageResponse, ResetPasswordBody } from './schemas';
import type { Sessions } from '../../services/accounts/sessions';

/** `POST /auth/forgot-password`, `/auth/reset-password`. */
export function passwordRoutes(app: TypedApp, sessions: Sessions, emailCodes: EmailCodes): void {
  const passwordReset = createPasswordReset(app, sessions, emailCodes);

  app.post(
    '/forgot-password',
    {
      config: { rateLimit: perMinutePerIp(app, 5) },
      // One request a minute per email, known or not, so the refusal names no account: inside
      // the minute nothing would be sent, and the page says when it can be (docs/api.md, "Auth").
      preHandler: perMinutePerEmail(app, 'forgot-password', 1, forgotTooSoon),
      schema: {
        operationId: 'forgotPassword',
        security: [],
        tags: ['auth'],
        summary: 'Email a code to reset the password',
        description:
          'Same answer whether or not the account exists; a second request for one email within a minute answers 429 with Retry-After.',
        body: EmailBody,
        response: { 200: MessageResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request): Promise<MessageResponse> => {
      passwordReset.forgot(request.body.email, request.log);
      return { success: true, message: FORGOT_MESSAGE };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { rateLimit: perMinutePerIp(app, 10) },
      schema: {
        operationId: 'resetPassword',
        security: [],
        tags: ['auth'],
        summary: 'Choose a new password with the emailed code',
        description: 'Ends every session of the account; sign in again with the new password.',
        body: ResetPasswordBody,
        response: { 200: MessageResponse, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request): Promise<MessageResponse> => {
      const { email, otp, new_password: newPassword } = request.body;
      await passwordReset.reset(email, otp, newPassword, request.log);
      return { success: true, message: 'Your password is changed. Please sign in again.' };
    },
  );
}
