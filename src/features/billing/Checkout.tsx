import { useEffect, useRef } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useGetConfigQuery } from '../../api/system';
import type { BillingInterval } from '../../api/billing/subscriptions';
import type { PricedPlan } from '../../components/payment/planPricing';
import { formatMoney } from '../../lib/viewerFormat';
import { SandboxCheckout } from './SandboxCheckout';
import { StripeCheckout } from './StripeCheckout';

interface ChosenPlanCheckoutProps {
  chosen: PricedPlan;
  interval: BillingInterval;
  onActive: () => Promise<void>;
  /**
   * Changes each time a plan is chosen (0: none since the last interval switch): the card step
   * then comes into view and takes the focus. On a phone the plans fill the screen and the card
   * step opens below them, out of sight.
   */
  focusRequest: number;
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The card step for the chosen plan, with the provider that GET /config names. */
export function Checkout({ chosen, interval, onActive, focusRequest }: ChosenPlanCheckoutProps) {
  const config = useGetConfigQuery();
  const cardRef = useRef<HTMLDivElement>(null);
  const price = `${formatMoney(chosen.priceCents, chosen.plan.currency)} / ${interval}`;
  const submitLabel = `Pay ${price}`;
  const stripeKey =
    config.data?.payment_provider === 'stripe' ? config.data.stripe_publishable_key : null;
  const ready = !config.isLoading;

  useEffect(() => {
    const card = cardRef.current;
    if (focusRequest === 0 || !ready || !card) return;
    card.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    // The first thing to fill in or press: the card number, or Stripe's "Continue to payment".
    card.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  }, [focusRequest, ready]);

  return (
    <Card
      ref={cardRef}
      variant="outlined"
      component="section"
      aria-labelledby="checkout-title"
      // Clear of the sticky navigation bar once scrolled to.
      sx={{ maxWidth: 560, width: '100%', alignSelf: 'center', scrollMarginTop: 80 }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography id="checkout-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Pay for {chosen.plan.name} ({price})
        </Typography>
        {config.isLoading ? (
          <CircularProgress aria-label="Loading the payment form" />
        ) : stripeKey ? (
          <StripeCheckout
            publishableKey={stripeKey}
            planId={chosen.plan.id}
            interval={interval}
            submitLabel={submitLabel}
            onActive={onActive}
          />
        ) : (
          <SandboxCheckout
            planId={chosen.plan.id}
            interval={interval}
            submitLabel={submitLabel}
            onActive={onActive}
          />
        )}
      </CardContent>
    </Card>
  );
}
