import { errors, jwtVerify, SignJWT } from 'jose';
import { ExpiredTokenError, InvalidTokenError } from '../../contract/domain-errors';
import type { Role } from '../../db/schema';

const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'at+jwt';
export const TOKEN_ISSUER = 'qrewards';
export const TOKEN_AUDIENCE = 'qrewards-api';

/** What an access token says. `ver` is the account's token_version, `sid` its session family. */
export interface AccessClaims {
  sub: string;
  role: Role;
  ver: number;
  sid: string;
  /**
   * Set on a counter session (docs/product.md, "Counter mode"): the counter device it was unlocked
   * on. Such a token reaches the counter's routes only, at that device's branch.
   */
  dev?: string;
}

export interface SignedAccessToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  /** `ttlSeconds` overrides the configured lifetime (a counter session lasts a shift). */
  sign(claims: AccessClaims, ttlSeconds?: number): Promise<SignedAccessToken>;
  /** Throws 401 TOKEN_EXPIRED or TOKEN_INVALID. */
  verify(token: string): Promise<AccessClaims>;
}

const ROLES: readonly unknown[] = ['user', 'merchant', 'admin'];

function isAccessClaims(
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & AccessClaims {
  return (
    typeof payload.sub === 'string' &&
    typeof payload.sid === 'string' &&
    Number.isSafeInteger(payload.ver) &&
    ROLES.includes(payload.role) &&
    (payload.dev === undefined || typeof payload.dev === 'string')
  );
}

/**
 * Short-lived access tokens (RFC 9068 profile: `typ: at+jwt`). Verification pins the algorithm
 * (no `none`, no key confusion), the type, the issuer and the audience, so a token made for
 * something else with the same key is refused. `now` is the app's clock, so tests can move time.
 */
export function createAccessTokens(options: {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => Date;
}): AccessTokens {
  const { secret, ttlSeconds, now } = options;
  return {
    async sign(claims, lifetimeSeconds = ttlSeconds) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = new Date((issuedAt + lifetimeSeconds) * 1000);
      const counter = claims.dev === undefined ? {} : { dev: claims.dev };
      const token = await new SignJWT({
        role: claims.role,
        ver: claims.ver,
        sid: claims.sid,
        ...counter,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
        .setSubject(claims.sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
      return { token, expiresAt };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          typ: TOKEN_TYPE,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now(),
        });
        if (!isAccessClaims(payload)) throw new errors.JWTClaimValidationFailed('claims', payload);
        const { sub, role, ver, sid, dev } = payload;
        return dev === undefined ? { sub, role, ver, sid } : { sub, role, ver, sid, dev };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new ExpiredTokenError('Your session has expired. Please sign in again.');
        }
        throw new InvalidTokenError('Your session is not valid. Please sign in again.');
      }
    },
  };
}
