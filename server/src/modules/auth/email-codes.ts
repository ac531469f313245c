import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CodePurpose, EmailCodeRow, UserRow } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { createEmailCodesRepository } from '../../repositories/email-codes-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { passwordResetCodeEmail, verificationCodeEmail } from '../../services/mailer/code-emails';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The one answer to every code that does not verify: wrong, expired, used, dead after too many
 * tries, or sent for an email with no code waiting (unknown, already verified). Telling them apart
 * would tell a stranger which emails have accounts (docs/reliability.md, "Account enumeration").
 */
export const WRONG_CODE =
  'That code is not right or has expired. Check the latest email, or request a new code.';

const EMAILS = { verify_email: verificationCodeEmail, reset_password: passwordResetCodeEmail };

/** What the person's latest code can still do: docs/api.md, "Auth", `GET /auth/verification`. */
export type CodeState = 'live' | 'expired' | 'used_up' | 'none';

/** A used code (or none) is `none`; a code with no tries left is `used_up` even before it expires. */
export function codeStateOf(row: EmailCodeRow | undefined, now: Date): CodeState {
  if (!row || row.consumedAt) return 'none';
  if (row.attempts >= MAX_WRONG_CODES) return 'used_up';
  if (row.expiresAt <= now) return 'expired';
  return 'live';
}

/**
 * When a new code may be sent: a minute after a live code, at once otherwise. A used-up code does
 * not hold the person back: its five tries are gone, so waiting would only keep them stuck.
 */
export function resendAvailableAt(row: EmailCodeRow | undefined, now: Date): Date {
  if (!row || codeStateOf(row, now) !== 'live') return now;
  const ready = new Date(row.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000);
  return ready > now ? ready : now;
}

/**
 * What the lookups of an email without a code to check use in place of an account id and a stored
 * hash: no row has that id, and the hash has a real one's length, so the same statements and the
 * same HMAC run as for an account waiting with its code.
 */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';
const DECOY_HASH = 'A'.repeat(43);

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
  const users = createUsersRepository(app.db);
  const wrongCode = () => fieldError('otp', WRONG_CODE);

  return {
    /**
     * Sends a new code, replacing the live one. Inside the cooldown it sends nothing and answers
     * how many seconds are left. A mail failure is logged, not thrown: the person can ask again.
     */
    async send(user: UserRow, purpose: CodePurpose): Promise<{ retryAfterSeconds?: number }> {
      const now = app.now();
      const ready = resendAvailableAt(await codes.find(user.id, purpose), now);
      if (ready > now) return { retryAfterSeconds: (ready.getTime() - now.getTime()) / 1000 };
      const code = newCode();
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

    /**
     * Uses up the code of `purpose` sent to `email` if `otp` is it, and answers its account; else
     * throws WRONG_CODE, whatever the reason. `eligible` says whether the account may use such a
     * code now (verify-email: not verified yet). After MAX_WRONG_CODES wrong tries the code is
     * dead: even the right one is refused.
     *
     * Until the answer, an unknown email, an account that may not use a code and a wrong code do
     * the same work: the account read, the code read (of no account: NO_ACCOUNT), one HMAC. The
     * one write a wrong code makes, its count, is done after the answer: a write commits to disk
     * and took several times a read, which a stranger would time (docs/reliability.md, "Account
     * enumeration").
     */
    async consumeForEmail(
      email: string,
      purpose: CodePurpose,
      otp: string,
      eligible: (user: UserRow) => boolean,
    ): Promise<UserRow> {
      const found = await users.findByEmail(email.trim().toLowerCase());
      const user = found && eligible(found) ? found : undefined;
      const userId = user?.id ?? NO_ACCOUNT;
      const row = await codes.find(userId, purpose);
      const live = row && !row.consumedAt && row.attempts < MAX_WRONG_CODES ? row : undefined;
      const candidate = otp.replace(/\s+/g, '');
      const matches = app.codeHasher.matches(
        row?.codeHash ?? DECOY_HASH,
        userId,
        purpose,
        candidate,
      );
      if (user && live && matches && live.expiresAt > app.now()) {
        if (await codes.consume(live.id, app.now())) return user;
        throw wrongCode();
      }
      if (live && !matches) {
        app.background.run('count a wrong code', () =>
          codes.countWrongGuess(live.id, MAX_WRONG_CODES),
        );
      }
      throw wrongCode();
    },

    /** The latest code of `purpose`, as the person may be told about it (never the code itself). */
    async describe(user: UserRow, purpose: CodePurpose) {
      const now = app.now();
      const row = await codes.find(user.id, purpose);
      const state = codeStateOf(row, now);
      const live = state === 'live' ? row : undefined;
      return {
        state,
        expiresAt: live?.expiresAt ?? null,
        attemptsLeft: live ? MAX_WRONG_CODES - live.attempts : 0,
        resendAvailableAt: resendAvailableAt(row, now),
        checkedAt: now,
      };
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
