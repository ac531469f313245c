import { fieldError, httpError } from '../../http/app-error';
import { normalizeShortCode } from '../../services/accounts/short-codes';
import type { CustomerKey } from '../../repositories/reward-cards-repository';
import { NO_CUSTOMER, NO_CUSTOMER_BY_CODE, NO_CUSTOMER_BY_PHONE } from './messages';

/** How the counter names a customer: the QR token, the short code or (lookups only) a phone. */
export interface CustomerKeyFields {
  qr_code?: string | undefined;
  code?: string | undefined;
  phone?: string | undefined;
}

type KeyField = keyof CustomerKeyFields;

/**
 * The one way of naming the customer a lookup, a stamp or a redemption was given
 * (docs/api.md, "Reward cards and stamps"): exactly one of `fields` (the phone only where
 * `fields` lists it), else a 400 naming them. A short code is read as Crockford says (any case,
 * dash or not, O for 0, I and L for 1); a phone is handed back as typed, for the caller to read in
 * its store's country.
 */
export function customerKeyOf(
  given: CustomerKeyFields,
  fields: readonly KeyField[],
): CustomerKey | { typedPhone: string } {
  const present = fields.filter((field) => given[field] !== undefined && given[field] !== '');
  const [field] = present;
  if (present.length !== 1 || !field) {
    const named = fields.join(', ').replace(/, ([^,]*)$/, ' or $1');
    const message = `Send exactly one of ${named}.`;
    const blamed = present.length > 1 ? present : [fields[0] ?? 'qr_code'];
    throw httpError(
      400,
      'VALIDATION_ERROR',
      message,
      Object.fromEntries(blamed.map((name) => [name, [message]])),
    );
  }
  const value = given[field] ?? '';
  if (field === 'qr_code') return { qrCode: value };
  if (field === 'phone') return { typedPhone: value };
  const shortCode = normalizeShortCode(value);
  if (!shortCode) {
    throw fieldError('code', 'A short code has 8 letters and digits, like K7P4-QX2M.');
  }
  return { shortCode };
}

/** What a lookup or a change says when no customer answers to `key`. */
export function noCustomerMessage(key: CustomerKey): string {
  if ('shortCode' in key) return NO_CUSTOMER_BY_CODE;
  if ('phone' in key) return NO_CUSTOMER_BY_PHONE;
  return NO_CUSTOMER;
}
