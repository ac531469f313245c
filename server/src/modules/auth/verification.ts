import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fieldError, httpError, rateLimited } from '../../http/app-error';
import { createUsersRepository } from '../../repositories/users-repository';
import { loadAccount } from '../users/account-loader';
import type { AccountRecord } from '../users/records';
import type { EmailCodes } from './email-codes';

export const NO_CODE = 'There is no code waiting for this email. Request a new code.';
export const RESEND_MESSAGE =
  'If this email belongs to an account waiting for verification, a new code is on its way.';

/** Email verification: checking the code, and sending a new one. */
export function createVerification(app: FastifyInstance, emailCodes: EmailCodes) {
  const users = createUsersRepository(app.db);

  return {
    async verify(email: string, otp: string, log: FastifyBaseLogger): Promise<AccountRecord> {
      const user = await users.findByEmail(email.trim().toLowerCase());
      // An unknown email reads like a known one without a code: no account list to mine here.
      if (!user) throw fieldError('otp', NO_CODE);
      if (user.emailVerified) {
        throw httpError(409, 'CONFLICT', 'This email is already verified. Please sign in.');
      }
      await emailCodes.consume(user, 'verify_email', otp);
      const verified = await users.update(user.id, { emailVerified: true }, app.now());
      log.info({ event: 'email_verified', user_id: user.id }, 'email verified');
      return loadAccount(app.db, verified ?? user);
    },

    /** Same answer for unknown, verified and waiting accounts; only the cooldown shows. */
    async resend(email: string): Promise<void> {
      const user = await users.findByEmail(email.trim().toLowerCase());
      if (!user || user.emailVerified || user.status !== 'active') return;
      const { retryAfterSeconds } = await emailCodes.send(user, 'verify_email');
      if (retryAfterSeconds !== undefined) {
        const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
        throw rateLimited(`Please wait ${seconds} seconds before asking for a new code.`, seconds);
      }
    },
  };
}
