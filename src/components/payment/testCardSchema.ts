import { object, string, type InferType } from 'yup';
import { submissionError, type Submission } from '../form/formErrors';

/** The sandbox's card form: a test card number, its expiry as MM/YY and a CVC. */
export const testCardSchema = object({
  card_number: string()
    .required('Card number is required')
    .test('digits', 'Card number must have 13 to 19 digits', (value = '') =>
      /^\d{13,19}$/.test(value.replace(/\s/g, '')),
    ),
  expiry: string()
    .required('Expiry date is required')
    .matches(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry date must be MM/YY')
    .test('future', 'Expiry date must not be in the past', (value = '') => {
      const match = /^(\d{2})\/(\d{2})$/.exec(value);
      if (!match) return true;
      const now = new Date();
      const year = 2000 + Number(match[2]);
      const month = Number(match[1]);
      return (
        year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
      );
    }),
  cvc: string()
    .required('CVC is required')
    .matches(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
});

export type TestCardValues = InferType<typeof testCardSchema>;

export const testCardInitialValues: TestCardValues = { card_number: '', expiry: '', cvc: '' };

/** The card as the sandbox endpoints take it. */
export function toSandboxCard({ card_number, expiry, cvc }: TestCardValues) {
  const [month, year] = expiry.split('/');
  return {
    card_number: card_number.replace(/\s/g, ''),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc,
  };
}

/**
 * The expiry as typed, with the "/" put in after the month: "1228" reads "12/28". A "/" typed
 * after the month stays, and one typed after a single digit means a leading zero ("4/" is "04/").
 * Deleting takes one character at a time: "12/2", "12/", "12".
 */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (typed.includes('/') && digits.length === 2) return `${digits}/`;
  if (typed.endsWith('/') && digits.length === 1 && digits !== '0') return `0${digits}/`;
  return digits;
}

/** The server names the expiry's parts (docs/api.md); the form has one field for both. */
const FORM_FIELD: Record<string, keyof TestCardValues> = {
  exp_month: 'expiry',
  exp_year: 'expiry',
};

/**
 * The card form's view of a submission: the server's field messages under the form's own names,
 * and the form's values as sent, so a message goes as soon as its field is changed (the card
 * number is sent without its spaces, the expiry as two numbers).
 */
export function cardFormSubmission(
  result: Submission,
  sent: TestCardValues | undefined,
): Submission {
  const error = submissionError(result);
  if (!error?.errors) return { error: result.error, originalArgs: sent };
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = FORM_FIELD[field] ?? field;
    errors[name] = [...(errors[name] ?? []), ...messages];
  }
  return { error: { ...error, errors }, originalArgs: sent };
}
