import { mixed, object, string, type InferType } from 'yup';
import { bodyLimits } from '../../api/generated/limits';
import type { Branch, BranchFields, OpeningHours } from '../../api/branches';
import {
  addressOf,
  addressShape,
  blankAsNull,
  phoneNumber,
  tooLong,
  type Address,
} from '../../lib/contactRules';
import { normalizeOpeningHours } from './openingHours';

// The server's limits for a branch (docs/api.md, "Types for the SPA"); `PUT /branches/:id` has
// the same ones.
const limits = bodyLimits['POST /branches'];

export const branchSchema = object({
  name: string()
    .trim()
    .required('Branch name is required')
    .max(limits.name.maxLength, tooLong('Branch name', limits.name.maxLength)),
  ...addressShape(limits),
  phone: phoneNumber(),
  status: mixed<Branch['status']>().oneOf(['open', 'closed']).required(),
});

export type BranchValues = InferType<typeof branchSchema> & { opening_hours: OpeningHours };

/** A new branch starts from its store's address, open on weekdays 09:00 to 17:00. */
export function newBranchValues(store: Address): BranchValues {
  const weekday: [string, string][] = [['09:00', '17:00']];
  return {
    name: '',
    ...addressOf(store),
    phone: '',
    status: 'open',
    opening_hours: { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday },
  };
}

export function branchValuesOf(branch: Branch): BranchValues {
  return {
    name: branch.name,
    ...addressOf(branch),
    phone: branch.phone ?? '',
    status: branch.status,
    opening_hours: branch.opening_hours,
  };
}

export function branchBodyOf(values: BranchValues): BranchFields {
  const cast = branchSchema.cast(values);
  return {
    name: cast.name,
    ...addressOf(cast),
    phone: blankAsNull(cast.phone),
    status: cast.status,
    opening_hours: normalizeOpeningHours(values.opening_hours),
  };
}
