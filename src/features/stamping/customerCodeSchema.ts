import { object, string, type InferType } from 'yup';
import { typedCustomer } from './typedCustomer';

/** docs/product.md, "Scanning a customer". */
export const NOT_A_CUSTOMER_CODE = 'This is not a QRewards customer code.';

/** docs/product.md, "Finding a customer": said under the typed field. */
export const NOT_A_CODE_OR_PHONE =
  'Type the short code under the customer’s QR code, or their phone.';

export const customerCodeSchema = object({
  code: string()
    .trim()
    .required('Type the customer’s short code or phone number.')
    .test('customer-code', NOT_A_CODE_OR_PHONE, (value) => !value || !!typedCustomer(value)),
});

export type CustomerCodeValues = InferType<typeof customerCodeSchema>;
