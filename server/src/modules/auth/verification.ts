import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createUsersRepository } from '../../repositories/users-repository';
import { loadAccount } from '../../services/accounts/account-loader';
import type { UserRow } from '../../db/schema';
import type { AccountRecord } from '../../contract/account';
import type { EmailCodes } from './email-codes';

export const RESEND_MESSAGE =
  'If this email belongs to an account waiting for verification, a new code is on its way.';

/** Email verification: checking the code, and sending a new one. */
export function createVerification(app: FastifyInstance, emailCodes: EmailCodes) {
  const users = createUsersRepository(app.db);

  return {
    async verify(email: string, otp: string, log: FastifyBaseLogger): Promise<AccountRecord> {
      // Unknown and already verified read like a wrong code, in the same time: no account list to
      // mine here.
      const user = await emailCodes.consumeForEmail(
        email,
        'verify_email',
        otp,
        (found) => !found.emailVerified,
      );
      const verified = await users.update(user.id, { emailVerified: true }, app.now());
      log.info({ event: 'email_verified', user_id: user.id }, 'email verified');
      return loadAccount(app.db, verified ?? user);
    },

    /**
     * What the signed-in person's code page may truthfully say: whether a code is live, until
     * when, how many tries it has left, and when a new one may be sent. Times are the server's,
     * with `checked_at` beside them, so a browser with a wrong clock still counts right.
     */
    async describe(user: UserRow) {
      const code = await emailCodes.describe(user, 'verify_email');
      return {
        email: user.email,
        email_verified: user.emailVerified,
        code: user.emailVerified ? ('none' as const) : code.state,
        expires_at: code.expiresAt?.toISOString() ?? null,
        attempts_left: code.attemptsLeft,
        resend_available_at: code.resendAvailableAt.toISOString(),
        checked_at: code.checkedAt.toISOString(),
      };
    },

    /**
     * Sends a new code after the answer is out, so that neither the answer nor its timing says
     * whether the email has an account waiting (docs/reliability.md, "Account enumeration").
     * Inside the 60 s cooldown after a live code nothing is sent; a signed-in page learns when it
     * ends from `describe`.
     */
    resend(email: string): void {
      app.background.run('resend verification code', async () => {
        const user = await users.findByEmail(email.trim().toLowerCase());
        if (!user || user.emailVerified || user.status !== 'active') return;
        await emailCodes.send(user, 'verify_email');
      });
    },
  };
}
