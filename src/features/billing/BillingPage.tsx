import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { asApiError } from '../../api/client/apiError';
import { type Subscription, useGetMySubscriptionsQuery } from '../../api/billing/subscriptions';
import { useGetInvoicesQuery } from '../../api/billing/invoices';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import type { StripeCardForm } from './AddCardDialog';
import { ChangePlan } from './ChangePlan';
import { CurrentPlanCard, type PlanAction } from './CurrentPlanCard';
import { Invoices } from './Invoices';
import { PastDueBanner } from './PastDueBanner';
import { PaymentMethods } from './PaymentMethods';
import { CancelDialog, ReactivateDialog, RefundDialog } from './SubscriptionDialogs';

interface BillingPageProps {
  /** Stripe's card form, from the payments feature; without it cards are added in test mode. */
  stripeCardForm?: StripeCardForm;
}

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** What a refund gives back: every paid invoice, less what was refunded already. */
function useRefundCents(subscription: Subscription) {
  const invoices = useGetInvoicesQuery(subscription.id);
  const paid = (invoices.data ?? [])
    .filter((invoice) => invoice.status === 'paid')
    .reduce((sum, invoice) => sum + invoice.amount_cents - invoice.amount_refunded_cents, 0);
  return paid > 0 ? paid : subscription.plan.price_cents;
}

function SubscriptionBilling({
  subscription,
  onFixCard,
}: {
  subscription: Subscription;
  onFixCard: () => void;
}) {
  const [action, setAction] = useState<PlanAction | null>(null);
  const refundCents = useRefundCents(subscription);
  const close = () => setAction(null);
  return (
    <>
      {subscription.status === 'past_due' && <PastDueBanner onFix={onFixCard} />}
      <CurrentPlanCard subscription={subscription} onAction={setAction} />
      {action === 'change' && <ChangePlan subscription={subscription} onDone={close} />}
      {action === 'cancel' && <CancelDialog subscription={subscription} onClose={close} />}
      {action === 'reactivate' && <ReactivateDialog subscription={subscription} onClose={close} />}
      {action === 'refund' && (
        <RefundDialog subscription={subscription} refundCents={refundCents} onClose={close} />
      )}
    </>
  );
}

/**
 * /dashboard/billing, for merchants (docs/product.md, "Billing"): the plan and its usage, changing,
 * cancelling, reactivating or refunding it, the saved cards and the invoices.
 */
export function BillingPage({ stripeCardForm }: BillingPageProps) {
  const subscriptions = useGetMySubscriptionsQuery();
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  // Newest first: the one the merchant is on, or the last one they had.
  const subscription: Subscription | undefined = subscriptions.data?.[0];

  const fixCard = () => {
    const heading = cardsHeading.current;
    if (!heading) return;
    heading.scrollIntoView?.({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    heading.focus({ preventScroll: true });
  };

  return (
    <PageFrame title="Billing" subtitle="Your plan, payment methods and invoices." maxWidth="md">
      <Stack spacing={3}>
        {subscriptions.data ? (
          subscription ? (
            <SubscriptionBilling subscription={subscription} onFixCard={fixCard} />
          ) : (
            <EmptyState
              icon={<ReceiptLongOutlined />}
              title="No subscription yet"
              description="Choose a plan to add stores, branches and reward cards. Your plan, cards and invoices will show here."
              action={
                <Button variant="contained" component={RouterLink} to={paths.subscription()}>
                  Choose a plan
                </Button>
              }
            />
          )
        ) : subscriptions.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void subscriptions.refetch()}>
                Try again
              </Button>
            }
          >
            Your subscription could not be loaded: {asApiError(subscriptions.error).message}
          </Alert>
        ) : (
          <Skeleton variant="rounded" height={260} role="status" aria-label="Loading your plan" />
        )}
        <PaymentMethods headingRef={cardsHeading} stripeCardForm={stripeCardForm} />
        {subscription && <Invoices subscriptionId={subscription.id} />}
      </Stack>
    </PageFrame>
  );
}
