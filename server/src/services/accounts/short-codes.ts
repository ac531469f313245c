import { createHash, randomBytes } from 'node:crypto';

// A customer's short code (docs/product.md, "Finding a customer"): what a cashier reads aloud and
// types when the camera cannot read the QR code. 8 characters of Crockford base32, 40 random bits.

/** Crockford's base32: digits and letters without I, L, O and U, which read like 1, 1, 0 and V. */
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SHORT_CODE_LENGTH = 8;

/** The bytes a code is drawn from: 5 bytes are 40 bits, 5 bits per character. */
export const SHORT_CODE_BYTES = 5;

/** The code `bytes` (at least SHORT_CODE_BYTES of them) spell, 5 bits per character. */
export function shortCodeOfBytes(bytes: Uint8Array): string {
  let bits = 0n;
  for (let index = 0; index < SHORT_CODE_BYTES; index += 1) {
    bits = (bits << 8n) | BigInt(bytes[index] ?? 0);
  }
  let code = '';
  for (let index = SHORT_CODE_LENGTH - 1; index >= 0; index -= 1) {
    code += SHORT_CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code;
}

/**
 * Whether a drawn code may be handed out: it has a letter. Eight digits could be a phone number, and
 * the counter's one field takes both (docs/product.md, "Finding a customer"); about 1 draw in
 * 10,000 is all digits and is drawn again.
 */
export function isUsableShortCode(code: string): boolean {
  return /[A-Z]/.test(code);
}

/** A fresh code from the system's cryptographic random source. */
export function randomShortCode(): string {
  for (;;) {
    const code = shortCodeOfBytes(randomBytes(SHORT_CODE_BYTES));
    if (isUsableShortCode(code)) return code;
  }
}

/**
 * A code that always follows from `seed` (the demo data's account ids: docs/product.md, "Demo
 * data"), drawn from its SHA-256 rather than from the demo's random stream, so adding it changed
 * no other demo row. Never for a real account: anyone knowing the seed knows the code.
 */
export function shortCodeFromSeed(seed: string): string {
  for (let round = 0; ; round += 1) {
    const code = shortCodeOfBytes(createHash('sha256').update(`${round}:${seed}`).digest());
    if (isUsableShortCode(code)) return code;
  }
}

/** Crockford's decoding of the look-alikes a person may type: O is 0, I and L are 1. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };

const CODE_PATTERN = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/**
 * The stored form of a typed code: any case, with or without the dash (or spaces) it is shown
 * with, look-alikes read as Crockford says. Null when it cannot be a code (wrong length, a U, a
 * sign), so the caller can say so instead of looking it up.
 */
export function normalizeShortCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[OIL]/g, (letter) => LOOK_ALIKES[letter] ?? letter);
  return CODE_PATTERN.test(code) ? code : null;
}

/** As the customer sees it: two groups of four, `K7P4-QX2M`. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
