import { Suspense } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { BillingPage } from '../features/billing/BillingPage';
import type { StripeCardForm } from '../features/billing/AddCardDialog';
import { retryableLazy } from '../lib/retryableLazy';

// Stripe's React bindings load only when the provider is Stripe and a card is being added.
const StripeCardSetup = retryableLazy(() =>
  import('../features/billing/StripeCardSetup').then((module) => module.StripeCardSetup),
);

/** The payments feature's Stripe card form, for the billing page's "Add a card". */
const stripeCardForm: StripeCardForm = ({ publishableKey, onSaved }) => (
  <Suspense fallback={<CircularProgress aria-label="Loading Stripe" />}>
    <StripeCardSetup publishableKey={publishableKey} onSaved={onSaved} />
  </Suspense>
);

/**
 * The billing page with Stripe's card form from the payments feature (docs/architecture.md, "A page
 * made of several features"): the billing feature may not import it, so the app hands it over.
 */
export function BillingRoute() {
  return <BillingPage stripeCardForm={stripeCardForm} />;
}
