import { object, string, type InferType } from 'yup';
import { personName, username } from '../../lib/accountRules';
import type { ProfileUpdate } from '../../api/client/types';
import type { SessionUser } from '../../session/sessionTypes';

export const GENDERS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'non_binary', label: 'Non-binary' },
  { value: 'prefer_not_to_say', label: 'Prefer not to say' },
] as const;

type Gender = (typeof GENDERS)[number]['value'];

const isGender = (value: string | undefined): value is Gender =>
  GENDERS.some((gender) => gender.value === value);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const profileDetailsSchema = object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  username: username().required('Username is required'),
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
  gender: isGender(values.gender) ? values.gender : null,
});
