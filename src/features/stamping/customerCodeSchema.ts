import { object, string, type InferType } from 'yup';
import { customerCodeFrom } from './customerCode';

/** docs/product.md, "Scanning a customer". */
export const NOT_A_CUSTOMER_CODE = 'This is not a QRewards customer code.';

export const customerCodeSchema = object({
  code: string()
    .trim()
    .required('Type the customer’s code.')
    .test('customer-code', NOT_A_CUSTOMER_CODE, (value) => !value || !!customerCodeFrom(value)),
});

export type CustomerCodeValues = InferType<typeof customerCodeSchema>;
