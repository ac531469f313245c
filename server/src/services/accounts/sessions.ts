import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, InvalidTokenError } from '../../contract/domain-errors';
import { createRefreshTokensRepository } from '../../repositories/refresh-tokens-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { randomToken, sha256 } from '../tokens/opaque-tokens';

/** docs/product.md, "Numbers and limits": a sign-in lasts 24 hours; refreshing never extends it. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The `tokens` record of docs/api.md. */
export interface Tokens {
  access_token: string;
  refresh_token: string;
  access_expires_at: string;
  refresh_expires_at: string;
}

const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

/**
 * How long a rotated refresh token may come back without ending its session: tabs of one browser
 * racing to refresh, an answer lost to a reload (docs/reliability.md, "Sessions in several tabs").
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Sessions are refresh-token families. Opening one signs an access token whose `sid` is the
 * family id; refreshing rotates the refresh token inside the family; a replayed (used) token
 * revokes the family, because either the thief or the owner holds a copy (RFC 9700 §4.14.2),
 * unless it comes back within REFRESH_REUSE_GRACE_MS of its rotation.
 */
export function createSessions(app: FastifyInstance) {
  const refreshTokens = createRefreshTokensRepository(app.db);
  const users = createUsersRepository(app.db);

  async function issue(user: UserRow, familyId: string, expiresAt: Date): Promise<Tokens> {
    const refresh = randomToken();
    await refreshTokens.insert({
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt,
      createdAt: app.now(),
    });
    const access = await app.accessTokens.sign({
      sub: user.id,
      role: user.roleId,
      ver: user.tokenVersion,
      sid: familyId,
    });
    return {
      access_token: access.token,
      refresh_token: refresh,
      access_expires_at: access.expiresAt.toISOString(),
      refresh_expires_at: expiresAt.toISOString(),
    };
  }

  return {
    /** A new session for `user` (its token_version as stored now). */
    open(user: UserRow): Promise<Tokens> {
      return issue(user, randomUUID(), new Date(app.now().getTime() + SESSION_LIFETIME_MS));
    },

    /** Spends `presented` and answers the family's next tokens; 401 TOKEN_INVALID otherwise. */
    async refresh(presented: string, log: FastifyBaseLogger = app.log): Promise<Tokens> {
      const hash = sha256(presented);
      const row = await refreshTokens.findByHash(hash);
      if (!row || row.revokedAt) throw new InvalidTokenError(INVALID_REFRESH);
      const now = app.now();
      if (row.expiresAt <= now) throw new InvalidTokenError(INVALID_REFRESH);
      if (!(await refreshTokens.markUsed(row.id, now))) {
        // Spent already, maybe by a refresh racing this one: read when, and whether it still lives.
        const spent = row.usedAt ? row : await refreshTokens.findByHash(hash);
        if (!spent || spent.revokedAt) throw new InvalidTokenError(INVALID_REFRESH);
        const usedAt = spent.usedAt ?? now;
        const context = { user_id: row.userId, family_id: row.familyId };
        if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          await refreshTokens.revokeFamily(row.familyId, now);
          log.warn(
            { event: 'refresh_token_reuse', ...context },
            'refresh token reuse detected: session revoked',
          );
          throw new InvalidTokenError(INVALID_REFRESH);
        }
        // The tokens issued at the rotation are kept only as hashes: this caller gets its own.
        log.info(
          { event: 'refresh_token_reuse_within_grace', ...context },
          'rotated refresh token reused within the grace: fresh tokens in the same session',
        );
      }
      const user = await users.findById(row.userId);
      if (!user) throw new InvalidTokenError(INVALID_REFRESH);
      if (user.status !== 'active') {
        throw new ForbiddenError('This account is suspended. Please contact support.');
      }
      return issue(user, row.familyId, row.expiresAt);
    },

    /** Ends one session: its refresh tokens, and (through the auth guard) its access tokens. */
    close(familyId: string): Promise<void> {
      return refreshTokens.revokeFamily(familyId, app.now());
    },

    /** Ends every session of the account. */
    closeAll(userId: string): Promise<void> {
      return refreshTokens.revokeAllOfUser(userId, app.now());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
