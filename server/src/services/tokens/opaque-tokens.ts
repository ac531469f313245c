import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token: 32 bytes (256 bits) unless said otherwise. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * How refresh tokens are stored. A plain SHA-256 is enough: the token is 256 random bits, so
 * there is nothing to brute-force, and a stolen table holds no usable token.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
