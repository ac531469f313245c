import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Elements } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/apiError';
import { useGetConfigQuery } from '../../api/config';
import {
  useConfirmSubscriptionMutation,
  useCreateSubscriptionMutation,
  useGetPlansQuery,
  type BillingInterval,
  type Subscription,
} from '../../api/subscriptions';
import { getStripe } from '../../lib/stripe';
import { notify } from '../../lib/toast';
import { PageFrame } from '../../components/PageFrame';
import { PlanCards } from './PlanCards';
import { formatPrice, plansFor, type PricedPlan } from './planPricing';
import { StripePaymentForm } from './StripePaymentForm';
import { TestCardForm } from './TestCardForm';
import { toSandboxCard, type TestCardValues } from './testCardSchema';
import { ThreeDSecureDialog } from './ThreeDSecureDialog';

export const SUBSCRIPTION_ACTIVE_MESSAGE = 'Subscription active';
export const AUTHENTICATION_FAILED_MESSAGE =
  'Authentication failed, so the card was not charged. Please try again or use another card.';
const NOT_ACTIVE_MESSAGE = 'The payment went through but the subscription is not active yet.';

interface SubscriptionPageProps {
  /**
   * What happens once the subscription is active. The app wires this to the onboarding machine
   * (SUBSCRIBED); without it the page opens the dashboard.
   */
  onSubscribed?: () => void | Promise<void>;
}

/** Onboarding step 3 (/merchant/subscription): a plan, then the card. */
export function SubscriptionPage({ onSubscribed }: SubscriptionPageProps) {
  const navigate = useNavigate();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const plans = useGetPlansQuery(interval);
  const [planId, setPlanId] = useState<string | null>(null);
  const priced = plansFor(plans.currentData ?? [], interval);
  const chosen = priced.find(({ plan }) => plan.id === planId);

  const finish = async () => {
    void notify(SUBSCRIPTION_ACTIVE_MESSAGE, 'success');
    if (onSubscribed) await onSubscribed();
    else navigate('/dashboard');
  };

  return (
    <PageFrame
      title="Subscription & Payment"
      subtitle="Step 3 of 3: choose a plan and pay by card."
    >
      {plans.isFetching && !plans.currentData ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading plans" />
        </Box>
      ) : plans.isError ? (
        <Alert severity="error">The plans could not be loaded. Please reload the page.</Alert>
      ) : (
        <Stack spacing={4}>
          <PlanCards
            plans={priced}
            interval={interval}
            onIntervalChange={setBillingInterval}
            selectedPlanId={chosen ? chosen.plan.id : null}
            onSelect={setPlanId}
          />
          {chosen && (
            <Checkout
              key={`${chosen.plan.id}-${interval}`}
              chosen={chosen}
              interval={interval}
              onActive={finish}
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

interface CheckoutProps {
  chosen: PricedPlan;
  interval: BillingInterval;
  onActive: () => Promise<void>;
}

/** The card step for the chosen plan, with the provider that GET /config names. */
function Checkout({ chosen, interval, onActive }: CheckoutProps) {
  const config = useGetConfigQuery();
  const price = `${formatPrice(chosen.priceCents, chosen.plan.currency)} / ${interval}`;
  const submitLabel = `Pay ${price}`;
  const stripeKey =
    config.data?.payment_provider === 'stripe' ? config.data.stripe_publishable_key : null;

  return (
    <Card variant="outlined" sx={{ maxWidth: 560, width: '100%', alignSelf: 'center' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
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

interface ProviderCheckoutProps {
  planId: string;
  interval: BillingInterval;
  submitLabel: string;
  onActive: () => Promise<void>;
}

/** Re-reads the subscription from the provider (no waiting for a webhook) and reports it. */
function useConfirm(onActive: () => Promise<void>) {
  const [confirm] = useConfirmSubscriptionMutation();
  return async (subscriptionId: string): Promise<string | undefined> => {
    try {
      const subscription = await confirm({ subscription_id: subscriptionId }).unwrap();
      if (subscription.status !== 'active') return NOT_ACTIVE_MESSAGE;
      await onActive();
      return undefined;
    } catch (caught) {
      return asApiError(caught).message;
    }
  };
}

function SandboxCheckout({ planId, interval, submitLabel, onActive }: ProviderCheckoutProps) {
  const [create] = useCreateSubscriptionMutation();
  const confirm = useConfirm(onActive);
  const [formError, setFormError] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [pendingAuth, setPendingAuth] = useState<Subscription | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const pay = async (values: TestCardValues) => {
    setFormError(undefined);
    setServerErrors(undefined);
    try {
      const answer = await create({
        plan_id: planId,
        interval,
        ...toSandboxCard(values),
      }).unwrap();
      if (answer.requires_action) setPendingAuth(answer.subscription);
      else if (answer.subscription.status === 'active') await onActive();
      else setFormError(await confirm(answer.subscription.id));
    } catch (caught) {
      const error = asApiError(caught);
      setServerErrors(error.errors);
      setFormError(error.message);
    }
  };

  const completeAuth = async () => {
    if (!pendingAuth) return;
    setAuthenticating(true);
    const error = await confirm(pendingAuth.id);
    setAuthenticating(false);
    setPendingAuth(null);
    setFormError(error);
  };

  const failAuth = () => {
    setPendingAuth(null);
    setFormError(AUTHENTICATION_FAILED_MESSAGE);
  };

  return (
    <>
      <TestCardForm
        onSubmit={pay}
        submitLabel={submitLabel}
        serverErrors={serverErrors}
        formError={formError}
      />
      <ThreeDSecureDialog
        open={pendingAuth !== null}
        busy={authenticating}
        onComplete={() => void completeAuth()}
        onFail={failAuth}
      />
    </>
  );
}

function StripeCheckout({
  publishableKey,
  planId,
  interval,
  submitLabel,
  onActive,
}: ProviderCheckoutProps & { publishableKey: string }) {
  const [create, creation] = useCreateSubscriptionMutation();
  const confirm = useConfirm(onActive);
  const [error, setError] = useState<string>();
  const answer = creation.data;

  const start = async () => {
    setError(undefined);
    try {
      const created = await create({ plan_id: planId, interval }).unwrap();
      if (!created.client_secret) setError(await confirm(created.subscription.id));
    } catch (caught) {
      setError(asApiError(caught).message);
    }
  };

  const confirmed = async () => {
    if (answer) setError(await confirm(answer.subscription.id));
  };

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {answer?.client_secret ? (
        <Elements
          stripe={getStripe(publishableKey)}
          options={{ clientSecret: answer.client_secret }}
        >
          <StripePaymentForm submitLabel={submitLabel} onConfirmed={confirmed} />
        </Elements>
      ) : (
        <Button
          variant="contained"
          size="large"
          onClick={() => void start()}
          disabled={creation.isLoading}
        >
          {creation.isLoading ? 'Preparing payment...' : 'Continue to payment'}
        </Button>
      )}
    </Stack>
  );
}
