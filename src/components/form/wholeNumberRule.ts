import { number } from 'yup';

/**
 * A required whole number between the server's `minimum` and `maximum` (its generated
 * `bodyLimits`), with messages naming the field: the stamping rules' and the automations' forms.
 */
export const wholeNumberRule = (
  label: string,
  { minimum, maximum }: { minimum: number; maximum: number },
) =>
  number()
    .typeError(`${label} must be a whole number`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(minimum, `${label} must be between ${minimum} and ${maximum}`)
    .max(maximum, `${label} must be between ${minimum} and ${maximum}`);
