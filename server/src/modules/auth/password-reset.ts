import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createUsersRepository } from '../../repositories/users-repository';
import type { EmailCodes } from './email-codes';
import type { Sessions } from '../../services/accounts/sessions';

export const FORGOT_MESSAGE =
  'If an account uses this email, we sent it a code to reset the password.';

/** The refusal of a second request within the minute: the same for every email, known or not. */
export const forgotTooSoon = (seconds: number) =>
  `A code was asked for this email less than a minute ago. You can ask again in ${seconds} seconds.`;

/** "Forgot password": a code by email, then a new password that ends every session. */
export function createPasswordReset(
  app: FastifyInstance,
  sessions: Sessions,
  emailCodes: EmailCodes,
) {
  const users = createUsersRepository(app.db);

  return {
    /**
     * Sends the code after the answer is out: the same answer in the same time whether or not
     * the email has an account (docs/reliability.md, "Account enumeration"). Inside the resend
     * cooldown nothing is sent.
     */
    forgot(email: string, log: FastifyBaseLogger): void {
      app.background.run('send password reset code', async () => {
        const user = await users.findByEmail(email.trim().toLowerCase());
        if (!user || user.status !== 'active') return;
        const { retryAfterSeconds } = await emailCodes.send(user, 'reset_password');
        if (retryAfterSeconds === undefined) {
          log.info({ event: 'password_reset_requested', user_id: user.id }, 'reset code sent');
        }
      });
    },

    async reset(
      email: string,
      otp: string,
      newPassword: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      // An unknown email reads like a wrong code, in the same time.
      const user = await emailCodes.consumeForEmail(email, 'reset_password', otp, () => true);
      const passwordHash = await app.passwords.hash(newPassword);
      // The code came by email, so the address is proven too.
      await users.bumpTokenVersion(user.id, { passwordHash, emailVerified: true }, app.now());
      await sessions.closeAll(user.id);
      log.info({ event: 'password_reset', user_id: user.id }, 'password reset: all sessions ended');
    },
  };
}
