import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetPlansQuery, type BillingInterval } from '../../api/subscriptions';
import { notify } from '../../lib/toast';
import { PageFrame } from '../../components/PageFrame';
import { Checkout } from './Checkout';
import { PlanCards } from '../../components/payment/PlanCards';
import { plansFor } from '../../components/payment/planPricing';
import { paths } from '../../app/paths';

export const SUBSCRIPTION_ACTIVE_MESSAGE = 'Subscription active';

/** docs/product.md, "Refunds": said before the merchant pays. */
export const REFUND_POLICY =
  '30-day money-back guarantee: ask for a refund on the Billing page within 30 days of paying and get the full amount back. If your merchant request is rejected, your payment is refunded in full.';

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
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {REFUND_POLICY}
          </Typography>
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
