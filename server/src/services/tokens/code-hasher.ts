import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Hashes one-time email codes with an HMAC keyed from the server secret. A 6-digit code has only
 * a million values, so a plain hash would fall to a loop over them; without the key a copy of the
 * table is useless. The user id and purpose are bound in, so a code never counts elsewhere.
 */
export interface CodeHasher {
  hash(userId: string, purpose: string, code: string): string;
  /** Constant-time comparison with a stored hash. */
  matches(storedHash: string, userId: string, purpose: string, code: string): boolean;
}

export function createCodeHasher(serverSecret: Uint8Array): CodeHasher {
  // A key of its own, derived once, so this HMAC never shares a key with token signing.
  const key = createHmac('sha256', serverSecret).update('qrewards/email-codes/v1').digest();
  const hash = (userId: string, purpose: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${userId}\n${code}`).digest('base64url');
  return {
    hash,
    matches(storedHash, userId, purpose, code) {
      const expected = Buffer.from(storedHash);
      const actual = Buffer.from(hash(userId, purpose, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
