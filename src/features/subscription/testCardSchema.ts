import { object, string, type InferType } from 'yup';

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
