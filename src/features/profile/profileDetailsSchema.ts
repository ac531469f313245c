import { object, string, type InferType } from 'yup';
import type { ProfileUpdate } from '../../api/types';
import type { SessionUser } from '../session/sessionTypes';

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const profileDetailsSchema = object({
  first_name: string().trim().required('First name is required').max(100, 'First name is too long'),
  last_name: string().trim().required('Last name is required').max(100, 'Last name is too long'),
  username: string()
    .trim()
    .required('Username is required')
    .min(3, 'Username must be at least 3 characters')
    .max(30, 'Username must be at most 30 characters')
    .matches(/^[A-Za-z0-9._]*$/, 'Username may only use letters, digits, dots and underscores'),
  birth_date: string()
    .matches(/^(\d{4}-\d{2}-\d{2})?$/, 'Birth date must be a date')
    .test(
      'not-future',
      'Birth date cannot be in the future',
      (day) => !day || day <= isoDay(new Date()),
    )
    .test('plausible', 'Birth date must be after 1900', (day) => !day || day >= '1900-01-01'),
  gender: string().oneOf(['', ...GENDERS.map((g) => g.value)], 'Choose one of the listed options'),
});

export type ProfileDetailsValues = InferType<typeof profileDetailsSchema>;

/** The form's values for a user; the date input wants YYYY-MM-DD and "not set" is empty. */
export const detailsOf = (user: SessionUser): ProfileDetailsValues => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  username: user.username ?? '',
  birth_date: user.birth_date ? user.birth_date.slice(0, 10) : '',
  gender: user.gender ?? '',
});

/** What PUT /users/me receives: empty optional fields become null, which clears them. */
export const toProfileUpdate = (values: ProfileDetailsValues): ProfileUpdate => ({
  first_name: values.first_name,
  last_name: values.last_name,
  username: values.username,
  birth_date: values.birth_date || null,
  gender: values.gender || null,
});
