// Jest stand-in for the React bindings: Elements renders its children, PaymentElement renders a
// labelled placeholder, and the hooks hand out the fake Stripe object from the stripe-js mock and
// the Elements group of the enclosing <Elements>' client secret (`elementsFor` there).
import { createContext, useContext, type ReactNode } from 'react';
import { elementsFor, stripeMock } from '../@stripe/stripe-js';

const ClientSecret = createContext<string | undefined>(undefined);

export const Elements = ({
  children,
  options,
}: {
  children?: ReactNode;
  options?: { clientSecret?: string };
}) => <ClientSecret.Provider value={options?.clientSecret}>{children}</ClientSecret.Provider>;
export const PaymentElement = () => <div data-testid="stripe-payment-element">Card details</div>;
export const CardElement = () => <div data-testid="stripe-card-element">Card details</div>;
export const useStripe = () => stripeMock;
export const useElements = () => elementsFor(useContext(ClientSecret));
