// Jest stand-in for the React bindings: Elements renders its children, PaymentElement renders a
// labelled placeholder, and the hooks hand out the fake Stripe object from the stripe-js mock.
import type { ReactNode } from 'react';
import { stripeMock } from '../@stripe/stripe-js';

export const Elements = ({ children }: { children?: ReactNode }) => <>{children}</>;
export const PaymentElement = () => <div data-testid="stripe-payment-element">Card details</div>;
export const CardElement = () => <div data-testid="stripe-card-element">Card details</div>;
export const useStripe = () => stripeMock;
export const useElements = () => ({
  submit: jest.fn(async () => ({})),
  getElement: jest.fn(() => null),
});
