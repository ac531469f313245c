import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleServiceAccount } from '../../config';

/** What the Wallet REST API asks of a caller: the issuer's objects and classes. */
export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** The OAuth 2.0 JWT-bearer grant (RFC 7523), as Google's token endpoint takes it. */
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

/** How long the assertion is good for: Google takes at most an hour. */
const ASSERTION_SECONDS = 3600;
/** A token this close to its end is not used: the request it goes with could outlive it. */
const EXPIRY_MARGIN_MS = 60_000;

export interface AccessTokens {
  /** A token for the Wallet API: the cached one while it lasts, else a fresh one. */
  get(): Promise<string>;
  /** Forgets the cached token (the API said 401: revoked, or the clock was wrong). */
  drop(): void;
}

/**
 * Access tokens of the service account, by the JWT-bearer grant: an assertion signed RS256 with its
 * key, posted to its key's `token_uri` (Google's, or the stand-in's in tests). google-auth-library
 * would add a dependency tree for these forty lines, and its JWT client posts to a token address of
 * its own rather than the key's `token_uri`, which the tests' stand-in needs.
 */
export function createAccessTokens(
  account: GoogleServiceAccount,
  options: { timeoutMs: number; now?: () => number },
): AccessTokens {
  const key = createPrivateKey(account.privateKey);
  const now = options.now ?? Date.now;
  let cached: { token: string; until: number } | undefined;
  // Jobs running at once share one grant rather than each asking for its own.
  let pending: Promise<string> | undefined;

  async function fresh(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.clientEmail)
      .setAudience(account.tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(key);
    const response = await fetch(account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString(),
      redirect: 'error',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      // Google's error body names the cause (invalid_grant: a deleted key, a wrong clock).
      const detail = (await response.text()).slice(0, 300);
      throw new Error(`Google's token endpoint answered ${response.status}: ${detail}`);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new Error("Google's token endpoint answered without access_token and expires_in");
    }
    cached = {
      token: body.access_token,
      until: now() + body.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return body.access_token;
  }

  return {
    async get() {
      if (cached && now() < cached.until) return cached.token;
      pending ??= fresh().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    drop() {
      cached = undefined;
    },
  };
}
