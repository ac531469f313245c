import {
  type Subscription,
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
} from '../../api/billing/subscriptions';
import { useRefundSubscriptionMutation } from '../../api/billing/invoices';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';
import { usePendingKey } from '../../lib/usePendingKey';
import { formatDate, formatMoney } from '../../lib/viewerFormat';

interface DialogProps {
  subscription: Subscription;
  onClose: () => void;
}

/** docs/product.md, "Billing": cancelling keeps the plan until the end of the period. */
export function CancelDialog({ subscription, onClose }: DialogProps) {
  const [cancel, cancelling] = useCancelSubscriptionMutation();
  const cancelKey = usePendingKey();
  const end = formatDate(subscription.current_period_end);
  const confirm = async () => {
    const result = await cancel({ id: subscription.id, idempotencyKey: cancelKey.take() });
    cancelKey.settle(result.error);
    if (result.error) return; // said in the dialog
    void notify(`Your ${subscription.plan.name} plan will end on ${end}.`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title="Cancel your subscription?"
      confirmLabel="Cancel subscription"
      busyLabel="Cancelling..."
      dismissLabel="Keep my plan"
      busy={cancelling.isLoading}
      submission={cancelling}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Your {subscription.plan.name} plan stays active until {end}, then ends: you will not be
      charged again. You can keep it until that day with Reactivate.
    </ConfirmDialog>
  );
}

/** Undoes a cancel at the end of the period. */
export function ReactivateDialog({ subscription, onClose }: DialogProps) {
  const [reactivate, reactivating] = useReactivateSubscriptionMutation();
  const reactivateKey = usePendingKey();
  const renewal = formatDate(subscription.current_period_end);
  const price = `${formatMoney(subscription.plan.price_cents, subscription.plan.currency)} / ${subscription.plan.interval}`;
  const confirm = async () => {
    const result = await reactivate({
      id: subscription.id,
      idempotencyKey: reactivateKey.take(),
    });
    reactivateKey.settle(result.error);
    if (result.error) return;
    void notify(`Your ${subscription.plan.name} plan will renew on ${renewal}.`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title="Keep your subscription?"
      confirmLabel="Reactivate"
      busyLabel="Reactivating..."
      confirmColor="primary"
      busy={reactivating.isLoading}
      submission={reactivating}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Your {subscription.plan.name} plan will not end: it renews on {renewal} at {price}, charged to
      your default card.
    </ConfirmDialog>
  );
}

/**
 * docs/product.md, "Refunds": within 30 days of the first payment every payment comes back and the
 * plan ends at once; the dialog's words are that section's.
 */
export function RefundDialog({
  subscription,
  refundCents,
  onClose,
}: DialogProps & { refundCents: number }) {
  const [refund, refunding] = useRefundSubscriptionMutation();
  const refundKey = usePendingKey();
  const amount = formatMoney(refundCents, subscription.plan.currency);
  const confirm = async () => {
    const result = await refund({ id: subscription.id, idempotencyKey: refundKey.take() });
    refundKey.settle(result.error);
    if (!result.data) return; // a refusal is said in the dialog
    const back = formatMoney(result.data.refunded_cents, result.data.currency);
    void notify(`${back} refunded. Your subscription has ended.`, 'success');
    onClose();
  };
  return (
    <ConfirmDialog
      title="Cancel and refund your subscription?"
      confirmLabel="Cancel and refund"
      busyLabel="Refunding..."
      dismissLabel="Keep my plan"
      busy={refunding.isLoading}
      submission={refunding}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {/* docs/product.md, "Refunds": the dialog's sentence as written. */}
      Your subscription ends now and {amount} is refunded to your card. You can choose a plan again
      at any time.
    </ConfirmDialog>
  );
}
