import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Plan,
  type Subscription,
  useChangePlanMutation,
} from '../../api/billing/subscriptions';
import { useGetPlanChangePreviewQuery } from '../../api/billing/invoices';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { notify } from '../../lib/toast';
import { usePendingKey } from '../../lib/usePendingKey';
import { formatDate, formatMoney } from '../../lib/viewerFormat';

interface ChangePlanDialogProps {
  subscription: Subscription;
  plan: Plan;
  onClose: () => void;
  onChanged: () => void;
}

function Line({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 600 : undefined, flexShrink: 0 }}>
        {amount}
      </Typography>
    </Stack>
  );
}

/**
 * docs/product.md, "Billing": the change is confirmed on the provider's own figures (the preview:
 * its lines, each once, the credit for the unused time among them; due now; the credit kept for
 * the next invoice; the next invoice), never on a price the page works out.
 */
export function ChangePlanDialog({
  subscription,
  plan,
  onClose,
  onChanged,
}: ChangePlanDialogProps) {
  const preview = useGetPlanChangePreviewQuery({
    subscriptionId: subscription.id,
    planId: plan.id,
  });
  const [change, changing] = useChangePlanMutation();
  const changeKey = usePendingKey();
  const figures = preview.data;
  const money = (cents: number) => formatMoney(cents, figures?.currency ?? plan.currency);

  const confirm = async () => {
    const body = { plan_id: plan.id };
    const result = await change({
      id: subscription.id,
      body,
      idempotencyKey: changeKey.take(body),
    });
    changeKey.settle(result.error);
    if (result.error) return;
    void notify(`You are now on the ${plan.name} plan.`, 'success');
    onChanged();
  };

  return (
    <ConfirmDialog
      title={`Change to ${plan.name}?`}
      confirmLabel="Confirm change"
      busyLabel="Changing..."
      confirmColor="primary"
      busy={changing.isLoading}
      confirmDisabled={!figures}
      submission={preview.isError ? { error: preview.error } : changing}
      onConfirm={() => void confirm()}
      onClose={onClose}
      details={
        figures ? (
          <Box aria-label="What the change costs" role="group" sx={{ mt: 2 }}>
            {figures.lines.map((line, index) => (
              // Two lines may read the same; each is one item of the bill.
              <Line key={index} label={line.description} amount={money(line.amount_cents)} />
            ))}
            <Divider sx={{ my: 1 }} />
            <Line label="Due now" amount={money(figures.amount_due_now_cents)} strong />
            {figures.credit_left_cents > 0 && (
              <Line
                label="Credit kept for your next invoice"
                amount={money(figures.credit_left_cents)}
              />
            )}
            <Line
              label={`Next invoice, ${formatDate(figures.next_invoice_at)}`}
              amount={money(figures.next_invoice_amount_cents)}
            />
          </Box>
        ) : preview.isError ? null : (
          <Stack
            spacing={1}
            sx={{ mt: 2 }}
            role="status"
            aria-label="Loading the price of the change"
          >
            <Skeleton variant="text" />
            <Skeleton variant="text" />
            <Skeleton variant="text" />
          </Stack>
        )
      }
    >
      {preview.isError
        ? 'The price of the change could not be worked out, so nothing was changed.'
        : `Your ${subscription.plan.name} plan becomes ${plan.name} now. The unused part of this period is credited; the card on file pays what is due now.`}
    </ConfirmDialog>
  );
}
