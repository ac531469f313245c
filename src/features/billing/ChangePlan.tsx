import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Subscription, useGetPlansQuery } from '../../api/billing/subscriptions';
import { PlanCards } from '../../components/payment/PlanCards';
import { plansFor } from '../../components/payment/planPricing';
import { ChangePlanDialog } from './ChangePlanDialog';

interface ChangePlanProps {
  subscription: Subscription;
  onDone: () => void;
}

/**
 * The plans of the onboarding's payment step, priced for the subscription's interval (a change
 * keeps it: `PUT /subscriptions/:id` takes a plan only); choosing one asks first.
 */
export function ChangePlan({ subscription, onDone }: ChangePlanProps) {
  const interval = subscription.plan.interval;
  const plans = useGetPlansQuery(interval);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const priced = plansFor(plans.data ?? [], interval);
  const chosen = priced.find(({ plan }) => plan.id === chosenId)?.plan;
  const heading = useRef<HTMLHeadingElement>(null);

  // The plans open below the plan card, out of sight on a phone: bring them into view and move the
  // focus to them, as the payment step does with its card form.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Stack component="section" aria-labelledby="change-plan-title" spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography
          id="change-plan-title"
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ scrollMarginTop: 96, outline: 'none' }}
        >
          Choose a new plan
        </Typography>
        <Button onClick={onDone}>Close</Button>
      </Stack>
      {plans.data ? (
        <PlanCards
          plans={priced}
          interval={interval}
          selectedPlanId={chosenId}
          currentPlanId={subscription.plan.id}
          onSelect={setChosenId}
        />
      ) : plans.isError ? (
        // The toast has said why (docs/product.md, "Errors and messages").
        <Alert severity="error">The plans could not be loaded.</Alert>
      ) : (
        <Skeleton variant="rounded" height={280} role="status" aria-label="Loading plans" />
      )}
      {chosen && (
        <ChangePlanDialog
          subscription={subscription}
          plan={chosen}
          onClose={() => setChosenId(null)}
          onChanged={onDone}
        />
      )}
    </Stack>
  );
}
