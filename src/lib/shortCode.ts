// A customer's short code (docs/product.md, "Finding a customer"): 8 characters of Crockford
// base32, stored without its dash, shown in two groups of four so it reads aloud in two breaths.

/** `K7P4QX2M` as the customer sees it: `K7P4-QX2M`. */
export function formatShortCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/**
 * Whether typed text can be a short code: 8 letters and digits once the dash and spaces are
 * dropped, with the look-alikes the server reads as digits (O, I, L). The server has the last word.
 */
export function looksLikeShortCode(typed: string): boolean {
  return /^[0-9A-HJ-NP-TV-Z]{8}$/i.test(typed.replace(/[\s-]/g, ''));
}
