import type { CustomerKey } from '../../api/stamping';
import { looksLikeShortCode } from '../../lib/shortCode';
import { customerCodeFrom } from './customerCode';

/**
 * What the cashier typed in "Short code or phone" (docs/product.md, "Finding a customer"): a
 * short code (8 letters and digits with at least one letter: the server never hands out one of
 * digits only), a phone number (digits, with a +, spaces, dots, dashes or brackets), or the QR
 * code's own text or address, still accepted. Null when it is none of them.
 */
export function typedCustomer(typed: string): CustomerKey | null {
  const text = typed.trim();
  if (!text) return null;
  // A short code, or a mistyped one (the server says what a short code looks like): QR codes'
  // own text is far longer.
  const compact = text.replace(/[\s-]/g, '');
  if (/[a-z]/i.test(compact) && (looksLikeShortCode(text) || /^[0-9a-z]{6,10}$/i.test(compact))) {
    return { code: text };
  }
  const digits = text.replace(/\D/g, '');
  if (/^\+?[\d\s().-]+$/.test(text) && digits.length >= 6 && digits.length <= 15) {
    return { phone: text };
  }
  const qrCode = customerCodeFrom(text);
  return qrCode ? { qr_code: qrCode } : null;
}
