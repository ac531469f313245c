import { mixed, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import type { Branch, BranchFields, OpeningHours } from '../../api/branches';
import { addressShape, phoneNumber } from '../../lib/contactRules';
import { normalizeOpeningHours } from './openingHours';

// The server's limits for a branch (docs/api.md, "Types for the SPA"); `PUT /branches/:id` has
// the same ones.
const limits = bodyLimits['POST /branches'];
const max = (label: string, length: number) => `${label} must be at most ${length} characters`;

export const branchSchema = object({
  name: string()
    .trim()
    .required('Branch name is required')
    .max(limits.name.maxLength, max('Branch name', limits.name.maxLength)),
  ...addressShape(limits),
  phone: phoneNumber(),
  status: mixed<Branch['status']>().oneOf(['open', 'closed']).required(),
});

export type BranchValues = InferType<typeof branchSchema> & { opening_hours: OpeningHours };

/** A new branch starts from its store's address, open on weekdays 09:00 to 17:00. */
export function newBranchValues(store: {
  address_line: string;
  city: string;
  postal_code: string;
  country: string;
}): BranchValues {
  const weekday: [string, string][] = [['09:00', '17:00']];
  return {
    name: '',
    address_line: store.address_line,
    city: store.city,
    postal_code: store.postal_code,
    country: store.country,
    phone: '',
    status: 'open',
    opening_hours: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday },
  };
}

export function branchValuesOf(branch: Branch): BranchValues {
  return {
    name: branch.name,
    address_line: branch.address_line,
    city: branch.city,
    postal_code: branch.postal_code,
    country: branch.country,
    phone: branch.phone ?? '',
    status: branch.status,
    opening_hours: branch.opening_hours,
  };
}

export function branchBodyOf(values: BranchValues): BranchFields {
  const cast = branchSchema.cast(values);
  return {
    name: cast.name,
    address_line: cast.address_line,
    city: cast.city,
    postal_code: cast.postal_code,
    country: cast.country,
    phone: cast.phone?.trim() || null,
    status: cast.status,
    opening_hours: normalizeOpeningHours(values.opening_hours),
  };
}
