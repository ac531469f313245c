import { looksLikePhoneNumber } from '../../contract/formats';
import type { CustomerSearch } from '../../repositories/store-customers-repository';
import { toE164 } from '../../services/accounts/phone-numbers';
import { normalizeShortCode } from '../../services/accounts/short-codes';

/**
 * What a typed search finds in a store's customers (docs/product.md, "Customers"): names whose
 * words begin with the words typed, and also, when the text can be one, the customer with exactly
 * that short code (as a cashier reads it: any case, dash or not) or that phone number, written the
 * way the store's country writes it, if the customer lets shops find them by it.
 */
export function customerSearchOf(
  typed: string | undefined,
  country: string,
): CustomerSearch | undefined {
  const text = typed?.trim();
  if (!text) return undefined;
  // One word only: a name of two words never reads as a code.
  const shortCode = /\s/.test(text) ? null : normalizeShortCode(text);
  const phone = looksLikePhoneNumber(text) ? toE164(text, country) : null;
  return { words: text, shortCode, phone };
}
