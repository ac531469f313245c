import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BillingInterval,
  useGetMySubscriptionsQuery,
  useGetPlansQuery,
} from '../../api/billing/subscriptions';
import { notify } from '../../lib/toast';
import { PageFrame } from '../../components/PageFrame';
import { Checkout } from './Checkout';
import { PlanCards } from '../../components/payment/PlanCards';
import { plansFor } from '../../components/payment/planPricing';
import { paths } from '../../shared/paths';

export const SUBSCRIPTION_ACTIVE_MESSAGE = 'Subscription active';

const REJECTION_REFUND =
  'If we cannot accept your merchant request, your subscription is cancelled and every payment refunded in full.';

/** docs/product.md, "Refunds": what the payment page says under the plans, as written. */
export const REFUND_POLICY = [
  'Try QRewards risk-free: if it is not for you, ask for a refund within 30 days of your first payment and we will give back every payment in full. You can change plans at any time; you pay only the difference for the time left.',
  REJECTION_REFUND,
];

/** The same, to a merchant who has had the money-back guarantee (it is once per merchant). */
export const REFUND_POLICY_AFTER_MONEY_BACK = [
  'You have had the 30-day money-back guarantee once already: it is once per merchant, so this plan is not refunded if you cancel. You can change plans at any time; you pay only the difference for the time left.',
  REJECTION_REFUND,
];

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
  const mine = useGetMySubscriptionsQuery();
  const policy = mine.data?.some((subscription) => subscription.money_back_used)
    ? REFUND_POLICY_AFTER_MONEY_BACK
    : REFUND_POLICY;
  const [planId, setPlanId] = useState<string | null>(null);
  /** Counts the choices of a plan; 0 after an interval switch, which moves no focus. */
  const [focusRequest, setFocusRequest] = useState(0);
  const priced = plansFor(plans.currentData ?? [], interval);
  const chosen = priced.find(({ plan }) => plan.id === planId);

  const choose = (id: string) => {
    setPlanId(id);
    setFocusRequest((count) => count + 1);
  };

  const switchInterval = (next: BillingInterval) => {
    setBillingInterval(next);
    setFocusRequest(0);
  };

  const finish = async () => {
    void notify(SUBSCRIPTION_ACTIVE_MESSAGE, 'success');
    if (onSubscribed) await onSubscribed();
    else navigate(paths.dashboard());
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
            onIntervalChange={switchInterval}
            selectedPlanId={chosen ? chosen.plan.id : null}
            onSelect={choose}
          />
          <Stack spacing={1} sx={{ textAlign: 'center' }}>
            {policy.map((sentence) => (
              <Typography key={sentence} variant="body2" color="text.secondary">
                {sentence}
              </Typography>
            ))}
          </Stack>
          {chosen && (
            <Checkout
              key={`${chosen.plan.id}-${interval}`}
              chosen={chosen}
              interval={interval}
              onActive={finish}
              focusRequest={focusRequest}
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
