import { array, mixed, object, string, type InferType } from 'yup';
import type { StaffMember, StaffRole } from '../../api/staff';

// docs/product.md, "Staff": an invitation names an email, a role and the branches (none: all).

export const staffAccessShape = {
  role: mixed<StaffRole>().oneOf(['manager', 'cashier']).required('Choose a role'),
  branch_ids: array(string().required()).required(),
};

export const inviteStaffSchema = object({
  email: string()
    .trim()
    .required('Email is required')
    .email('Enter a valid email address')
    .max(254, 'Email is too long'),
  ...staffAccessShape,
});

export type InviteStaffValues = InferType<typeof inviteStaffSchema>;

export const newInviteValues = (): InviteStaffValues => ({
  email: '',
  role: 'cashier',
  branch_ids: [],
});

export const staffAccessSchema = object(staffAccessShape);

export type StaffAccessValues = InferType<typeof staffAccessSchema>;

export const accessValuesOf = ({ role, branch_ids }: StaffMember): StaffAccessValues => ({
  role,
  branch_ids: [...branch_ids],
});
