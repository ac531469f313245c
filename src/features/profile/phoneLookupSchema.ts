import { boolean, object, type InferType } from 'yup';
import type { ProfileUpdate } from '../../api/client/types';
import { blankAsNull, phoneNumber } from '../../lib/contactRules';
import type { SessionUser } from '../../session/sessionTypes';

/** docs/product.md, "Finding a customer": the switch needs a number. */
export const PHONE_FIRST = 'Add your phone number before letting shops find you by it.';

/** A profile has no address, so its number is an international one. */
export const PHONE_INTERNATIONAL =
  'Phone must be an international number with its country code, e.g. +351 912 345 678.';

export const phoneLookupSchema = object({
  phone: phoneNumber(PHONE_INTERNATIONAL),
  phone_findable: boolean()
    .required()
    .test('needs-phone', PHONE_FIRST, function needsPhone(findable) {
      return !findable || !!(this.parent as { phone?: string }).phone?.trim();
    }),
});

export type PhoneLookupValues = InferType<typeof phoneLookupSchema>;

export const phoneLookupOf = (user: SessionUser): PhoneLookupValues => ({
  phone: user.phone ?? '',
  phone_findable: user.phone_findable ?? false,
});

/** What PUT /users/me receives: a blank number removes it, and the permission with it. */
export const toPhoneUpdate = (values: PhoneLookupValues): ProfileUpdate => ({
  phone: blankAsNull(values.phone),
  phone_findable: values.phone_findable && !!values.phone?.trim(),
});
