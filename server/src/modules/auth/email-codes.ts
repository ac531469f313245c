import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CodePurpose, UserRow } from '../../db/schema';
import { fieldError, rateLimited } from '../../http/app-error';
import { createEmailCodesRepository } from '../../repositories/email-codes-repository';
import { passwordResetCodeEmail, verificationCodeEmail } from '../../services/mailer/code-emails';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

const TOO_MANY_WRONG = 'Too many wrong codes. Request a new code.';

const EMAILS = { verify_email: verificationCodeEmail, reset_password: passwordResetCodeEmail };

/** Six random digits, leading zeros kept. */
function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * One-time codes sent by email: issued at most once a minute per account and purpose, valid for
 * 10 minutes, single use, dead after 5 wrong tries. Only an HMAC of each code is stored.
 */
export function createEmailCodes(app: FastifyInstance) {
  const codes = createEmailCodesRepository(app.db);
  const secondsSince = (date: Date) => (app.now().getTime() - date.getTime()) / 1000;
  // A dead code can be replaced once the resend cooldown is over: that is when to retry.
  const deadCode = (createdAt: Date) =>
    rateLimited(TOO_MANY_WRONG, RESEND_COOLDOWN_SECONDS - secondsSince(createdAt));

  return {
    /**
     * Sends a new code, replacing the live one. Inside the cooldown it sends nothing and answers
     * how many seconds are left. A mail failure is logged, not thrown: the person can ask again.
     */
    async send(user: UserRow, purpose: CodePurpose): Promise<{ retryAfterSeconds?: number }> {
      const live = await codes.find(user.id, purpose);
      if (live && !live.consumedAt && secondsSince(live.createdAt) < RESEND_COOLDOWN_SECONDS) {
        return { retryAfterSeconds: RESEND_COOLDOWN_SECONDS - secondsSince(live.createdAt) };
      }
      const code = newCode();
      const now = app.now();
      await codes.replace({
        userId: user.id,
        purpose,
        codeHash: app.codeHasher.hash(user.id, purpose, code),
        expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000),
        createdAt: now,
      });
      const email = EMAILS[purpose]({
        to: user.email,
        firstName: user.firstName,
        code,
        validityMinutes: CODE_LIFETIME_MINUTES,
      });
      try {
        await app.mailer.send(email);
      } catch (error) {
        app.log.error({ err: error, kind: email.kind, user_id: user.id }, 'could not send email');
      }
      return {};
    },

    /** Uses up the code if `otp` is it; else throws the answer the caller should see. */
    async consume(user: UserRow, purpose: CodePurpose, otp: string): Promise<void> {
      const row = await codes.find(user.id, purpose);
      if (!row || row.consumedAt) {
        throw fieldError('otp', 'There is no code waiting for this email. Request a new code.');
      }
      if (row.attempts >= MAX_WRONG_CODES) throw deadCode(row.createdAt);
      if (row.expiresAt <= app.now()) {
        throw fieldError('otp', 'This code has expired. Request a new one.');
      }
      const candidate = otp.replace(/\s+/g, '');
      if (!app.codeHasher.matches(row.codeHash, user.id, purpose, candidate)) {
        const attempts = (await codes.countWrongGuess(row.id, MAX_WRONG_CODES)) ?? MAX_WRONG_CODES;
        const left = MAX_WRONG_CODES - attempts;
        if (left <= 0) throw deadCode(row.createdAt);
        const plural = left === 1 ? 'attempt' : 'attempts';
        throw fieldError('otp', `That code is not right. ${left} ${plural} left.`);
      }
      if (!(await codes.consume(row.id, app.now()))) {
        throw fieldError('otp', 'This code has already been used. Request a new one.');
      }
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
