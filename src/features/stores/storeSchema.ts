import { object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import type { Store, StoreBody } from '../../api/stores';
import {
  addressOf,
  addressShape,
  blankAsNull,
  emailAddress,
  emptyAddress,
  phoneNumber,
  tooLong,
  website,
} from '../../lib/contactRules';

// The server's limits for a store (docs/api.md, "Types for the SPA"); `PUT /stores/:id` has the
// same ones.
const limits = bodyLimits['POST /stores'];

export const storeSchema = object({
  name: string()
    .trim()
    .required('Store name is required')
    .max(limits.name.maxLength, tooLong('Store name', limits.name.maxLength)),
  category_id: string().required('Category is required'),
  description: string()
    .trim()
    .max(limits.description.maxLength, tooLong('Description', limits.description.maxLength)),
  phone: phoneNumber(),
  email: emailAddress(limits.email.maxLength),
  website: website(limits.website.maxLength),
  ...addressShape(limits),
});

export type StoreValues = InferType<typeof storeSchema>;

/** A new store's blank values, its address in the browser's country. */
export const emptyStoreValues = (): StoreValues => ({
  name: '',
  category_id: '',
  description: '',
  phone: '',
  email: '',
  website: '',
  ...emptyAddress(),
});

/** The form's values for an existing store: what it holds, blanks for what it has not. */
export function storeValuesOf(store: Store): StoreValues {
  return {
    name: store.name,
    category_id: store.category?.id ?? '',
    description: store.description,
    phone: store.phone ?? '',
    email: store.email ?? '',
    website: store.website ?? '',
    ...addressOf(store),
  };
}

/** What the server receives: trimmed values, optional contacts left blank sent as null. */
export function storeBodyOf(values: StoreValues): StoreBody {
  const cast = storeSchema.cast(values);
  return {
    name: cast.name,
    category_id: cast.category_id,
    description: cast.description ?? '',
    phone: blankAsNull(cast.phone),
    email: blankAsNull(cast.email),
    website: blankAsNull(cast.website),
    ...addressOf(cast),
  };
}
