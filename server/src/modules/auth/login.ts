import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { httpError } from '../../http/app-error';
import { createUsersRepository } from '../../repositories/users-repository';
import { randomToken } from '../../services/tokens/opaque-tokens';
import { loadAccount } from '../../services/accounts/account-loader';
import type { AccountRecord } from '../../contract/account';
import type { Sessions, Tokens } from '../../services/accounts/sessions';

export const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * Password sign-in. An unknown email is checked against a dummy hash made at start with the
 * same parameters, so it costs the same time as a wrong password and answers the same 401.
 */
export function createLogin(app: FastifyInstance, sessions: Sessions) {
  const users = createUsersRepository(app.db);
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= app.passwords.hash(randomToken()));
  // Made before the first request, so the first unknown email is not slower than the rest.
  app.addHook('onReady', async () => {
    await dummy();
  });

  return async function login(
    email: string,
    password: string,
    log: FastifyBaseLogger,
  ): Promise<AccountRecord & { tokens: Tokens }> {
    const user = await users.findByEmail(email.trim().toLowerCase());
    const valid = await app.passwords.verify(password, user?.passwordHash ?? (await dummy()));
    if (!user || !valid) {
      log.info(
        { event: 'login_failed', user_id: user?.id ?? null, reason: user ? 'password' : 'email' },
        'login failed',
      );
      throw httpError(401, 'UNAUTHENTICATED', INVALID_CREDENTIALS);
    }
    if (user.status !== 'active') {
      log.info({ event: 'login_refused', user_id: user.id }, 'login refused: account suspended');
      throw httpError(403, 'FORBIDDEN', 'This account is suspended. Please contact support.');
    }
    // Upgrade hashes made with older parameters while the password is at hand.
    const passwordHash = app.passwords.needsRehash(user.passwordHash)
      ? await app.passwords.hash(password)
      : undefined;
    const signedIn =
      (await users.update(user.id, { lastLoginAt: app.now(), passwordHash }, app.now())) ?? user;
    const tokens = await sessions.open(signedIn);
    log.info({ event: 'login', user_id: user.id }, 'login ok');
    return { ...(await loadAccount(app.db, signedIn)), tokens };
  };
}
