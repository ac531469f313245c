/**
 * A fresh `Idempotency-Key` (8 to 100 characters; docs/product.md, "Scanning a customer"): 128
 * random bits in hex. `crypto.getRandomValues` rather than `randomUUID`, which browsers offer only
 * on HTTPS and localhost, and a shop's tablet may reach a test server over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
