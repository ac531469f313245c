import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MerchantRow, Role, UserRow } from '../db/schema';
import { httpError } from '../http/app-error';
import { createCounterDevicesRepository } from '../repositories/counter-devices-repository';
import type { CounterPlace } from '../services/staff/store-access';
import { createUsersRepository } from '../repositories/users-repository';
import { createPasswordHasher, type PasswordHasher } from '../services/passwords/password-hasher';
import {
  createAccessTokens,
  type AccessClaims,
  type AccessTokens,
} from '../services/tokens/access-tokens';
import { createCodeHasher, type CodeHasher } from '../services/tokens/code-hasher';
import { resolveJwtSecret } from '../services/tokens/jwt-secret';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Who is calling: the account as it is in the database now, and the token's claims. */
export interface Account {
  user: UserRow;
  /** The business of a merchant account, read with the user; null for other roles. */
  merchant: MerchantRow | null;
  claims: AccessClaims;
  /**
   * A counter session's device and where it stands (docs/product.md, "Counter mode"); null for an
   * ordinary sign-in. Store access keeps such a caller to this store and branch.
   */
  counter: CounterPlace | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    accessTokens: AccessTokens;
    /** HMACs of one-time email codes, keyed from the same server secret. */
    codeHasher: CodeHasher;
    /**
     * preHandler: a valid bearer token of an active account, whose session is open and whose
     * token_version matches, else 401/403. Also refuses unverified emails (403
     * EMAIL_NOT_VERIFIED) unless the route says `config: { allowUnverifiedEmail: true }`.
     */
    authenticate: PreHandler;
    /** preHandler, after `authenticate`: 403 FORBIDDEN unless the caller has one of `roles`. */
    requireRole(...roles: Role[]): PreHandler;
    /**
     * preHandlers of a merchant-only route: `authenticate`, then 403 FORBIDDEN for any other role
     * or an account without its merchant row; sets `request.merchant` (read it with `merchantOf`).
     */
    requireMerchant: PreHandler[];
    /** preHandlers of an admin-only route: `authenticate`, then 403 FORBIDDEN for any other role. */
    requireAdmin: PreHandler[];
    /** preHandler, after `authenticate`: 403 EMAIL_NOT_VERIFIED for an unverified email. */
    requireVerifiedEmail: PreHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes without it. */
    account: Account | null;
    /** Set by `requireMerchant`; null on routes without it. */
    merchant: MerchantRow | null;
  }
  interface FastifyContextConfig {
    /** Lets an unverified account through `authenticate` (only /auth/*, GET /users/me, step status). */
    allowUnverifiedEmail?: boolean;
    /**
     * Lets a counter session through `authenticate` (docs/product.md, "Counter mode"): the
     * counter's lookup, stamp, redeem, undo, store read and stream. Every other route refuses it.
     */
    counter?: boolean;
  }
}

export function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error('route uses request.account without app.authenticate');
  return request.account;
}

/** The calling merchant's business, on a route behind `app.requireMerchant`. */
export function merchantOf(request: FastifyRequest): MerchantRow {
  if (!request.merchant) throw new Error('route uses merchantOf without app.requireMerchant');
  return request.merchant;
}

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const DEVICE_UNKNOWN = 'This device is no longer a counter. A manager can sign it in again.';
const COUNTER_ONLY = 'This counter session only works at the counter.';

async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!accountOf(request).user.emailVerified) {
    throw httpError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email to continue.');
  }
}

/** Bearer-token authentication and role checks, for every route module to use as preHandlers. */
export default fp(
  async function auth(app: FastifyInstance) {
    const secret = resolveJwtSecret(app.config);
    const accessTokens = createAccessTokens({
      secret,
      ttlSeconds: app.config.accessTokenTtlSeconds,
      now: () => app.now(),
    });
    const users = createUsersRepository(app.db);
    const counterDevices = createCounterDevicesRepository(app.db);

    /** A counter session's device, still signed in, and whether this route is the counter's. */
    async function counterPlaceOf(
      request: FastifyRequest,
      claims: AccessClaims,
    ): Promise<CounterPlace | null> {
      if (claims.dev === undefined) return null;
      const place = await counterDevices.placeOf(claims.dev);
      if (!place) throw httpError(401, 'COUNTER_DEVICE_UNKNOWN', DEVICE_UNKNOWN);
      if (!request.routeOptions.config.counter) {
        throw httpError(403, 'COUNTER_ONLY', COUNTER_ONLY);
      }
      return { deviceId: claims.dev, ...place };
    }

    app.decorate('passwords', createPasswordHasher(app.config.passwordHashCost));
    app.decorate('accessTokens', accessTokens);
    app.decorate('codeHasher', createCodeHasher(secret));
    app.decorateRequest('account', null);
    app.decorate('requireVerifiedEmail', requireVerifiedEmail);

    app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) {
        throw httpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      }
      const claims = await accessTokens.verify(token);
      const found = await users.findWithSession(claims.sub, claims.sid);
      // A counter session has no sign-in of its own: its device being signed in is its session.
      const counter = await counterPlaceOf(request, claims);
      // A bumped token_version (logout-all, password change) or a closed session ends the token.
      if (!found || found.user.tokenVersion !== claims.ver || (!counter && !found.sessionOpen)) {
        throw httpError(401, 'TOKEN_INVALID', SESSION_ENDED);
      }
      if (found.user.status !== 'active') {
        throw httpError(403, 'FORBIDDEN', 'This account is suspended. Please contact support.');
      }
      const merchant = found.user.roleId === 'merchant' ? found.merchant : null;
      request.account = { user: found.user, merchant, claims, counter };
      if (!request.routeOptions.config.allowUnverifiedEmail) await requireVerifiedEmail(request);
    });

    const requireRole = (...roles: Role[]): PreHandler =>
      async function requireRole(request: FastifyRequest) {
        if (!roles.includes(accountOf(request).user.roleId)) {
          throw httpError(403, 'FORBIDDEN', 'Your account cannot do this.');
        }
      };
    app.decorate('requireRole', requireRole);
    app.decorateRequest('merchant', null);
    app.decorate('requireMerchant', [
      app.authenticate,
      requireRole('merchant'),
      async function requireMerchantRow(request: FastifyRequest) {
        const { merchant } = accountOf(request);
        if (!merchant) throw httpError(403, 'FORBIDDEN', 'Only merchant accounts can do this.');
        request.merchant = merchant;
      },
    ]);
    app.decorate('requireAdmin', [app.authenticate, requireRole('admin')]);
  },
  { name: 'auth', dependencies: ['app-config', 'clock', 'database'] },
);
