import { timingSafeEqual } from 'node:crypto';
import type { CodeHasher } from '../tokens/code-hasher';

/** A channel a customer can turn off per shop. */
export type Channel = 'email' | 'push';

/**
 * What an unsubscribe link names: the customer, the shop and the channel. A click link names the
 * message. Both carry no expiry: a link in an old email still unsubscribes (RFC 8058 asks that it
 * keep working).
 */
export type LinkClaims =
  { t: 'unsubscribe'; u: string; s: string; c: Channel } | { t: 'click'; m: string };

export const BAD_LINK =
  'This link is not valid: it may have been cut or changed. Open it again from the message, or change your choices in your profile.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Links that work without signing in: the claims in base64url JSON, then an HMAC keyed from the
 * server secret (the code hasher's derived key, with a purpose of its own).
 */
export function createLinkTokens(hasher: CodeHasher) {
  const PURPOSE = 'messaging-link/v1';
  const CLICK = 'messaging-click/v1';
  return {
    sign(claims: LinkClaims): string {
      // A click link is a path segment (at most 100 characters): the message id and 128 bits of
      // the MAC, not the JSON.
      if (claims.t === 'click')
        return `${claims.m}.${hasher.hash('', CLICK, claims.m).slice(0, 22)}`;
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${body}.${hasher.hash('', PURPOSE, body)}`;
    },
    /** The claims, or null for a token that is cut, changed or not one of ours. */
    verify(token: string): LinkClaims | null {
      const [body, mac, extra] = token.split('.');
      if (!body || !mac || extra !== undefined || token.length > 600) return null;
      if (UUID.test(body)) {
        const expectedClick = Buffer.from(hasher.hash('', CLICK, body).slice(0, 22));
        const givenClick = Buffer.from(mac);
        const same =
          expectedClick.length === givenClick.length && timingSafeEqual(expectedClick, givenClick);
        return same ? { t: 'click', m: body.toLowerCase() } : null;
      }
      const expected = Buffer.from(hasher.hash('', PURPOSE, body));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
        return isClaims(claims) ? claims : null;
      } catch {
        return null;
      }
    },
  };
}

function isClaims(value: unknown): value is LinkClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  if (claims.t === 'click') return typeof claims.m === 'string' && UUID.test(claims.m);
  return (
    claims.t === 'unsubscribe' &&
    typeof claims.u === 'string' &&
    UUID.test(claims.u) &&
    typeof claims.s === 'string' &&
    UUID.test(claims.s) &&
    (claims.c === 'email' || claims.c === 'push')
  );
}

export type LinkTokens = ReturnType<typeof createLinkTokens>;
