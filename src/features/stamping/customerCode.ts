/** Longer than any code the server hands out, short enough to refuse a pasted paragraph. */
const MAX_CODE_LENGTH = 200;

/**
 * The customer code in what was scanned or typed: the code itself, or the address a personal QR
 * code encodes, `<origin>/scan/<code>` (docs/product.md, "Scanning a customer"). Any origin is
 * taken, so a code printed from another address of the same service still reads; the server says
 * whether the code belongs to anyone. Null when it is neither.
 */
export function customerCodeFrom(scanned: string): string | null {
  const text = scanned.trim();
  if (!text || text.length > MAX_CODE_LENGTH) return null;
  if (/^https?:\/\//i.test(text)) return codeOfScanUrl(text);
  return /\s|\//.test(text) ? null : text;
}

function codeOfScanUrl(text: string): string | null {
  try {
    const match = /^\/scan\/([^/]+)\/?$/.exec(new URL(text).pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    // Not a URL after all, or a broken %-escape in it.
    return null;
  }
}
