import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Subscription } from '../../api/billing/subscriptions';
import { paths } from '../../shared/paths';
import { SUBSCRIPTION_STATUS, refundOpen } from './billingFormat';
import { formatDate, formatMoney } from '../../lib/viewerFormat';
import { PlanUsage } from './PlanUsage';

export type PlanAction = 'change' | 'cancel' | 'reactivate' | 'refund';

/** docs/product.md, "Refunds": said where the refund button would be, once it was used. */
export const MONEY_BACK_USED =
  'You have had the 30-day money-back guarantee once already: it is once per merchant, so this plan is not refunded if you cancel. It stays yours until the end of the period you paid for.';

interface CurrentPlanCardProps {
  subscription: Subscription;
  onAction: (action: PlanAction) => void;
}

/** When the plan renews or ends, in words. */
function periodText(subscription: Subscription): string {
  const end = formatDate(subscription.current_period_end);
  if (subscription.status === 'canceled') {
    return `Ended on ${formatDate(subscription.canceled_at ?? subscription.current_period_end)}`;
  }
  if (subscription.status === 'incomplete') return 'The first payment is not finished yet.';
  if (subscription.cancel_at_period_end) return `Ends on ${end}: it will not renew.`;
  return `Renews on ${end}`;
}

/** docs/product.md, "Billing": the plan, its price, status and next date, its usage, and what to do. */
export function CurrentPlanCard({ subscription, onAction }: CurrentPlanCardProps) {
  const { plan, status } = subscription;
  const chip = SUBSCRIPTION_STATUS[status];
  const live = status === 'active' || status === 'past_due';
  const refundable = live && refundOpen(subscription.refundable_until);
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-plan-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={3}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <div>
              <Typography variant="overline" color="text.secondary">
                Current plan
              </Typography>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id="current-plan-title" variant="h5" component="h2">
                  {plan.name}
                </Typography>
                <Chip size="small" label={chip.label} color={chip.color} />
              </Stack>
              <Typography sx={{ mt: 0.5 }}>
                {formatMoney(plan.price_cents, plan.currency)} / {plan.interval}
              </Typography>
              <Typography color="text.secondary">{periodText(subscription)}</Typography>
              {live && subscription.money_back_used && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {MONEY_BACK_USED}
                </Typography>
              )}
              {refundable && subscription.refundable_until && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {/* docs/product.md, "Refunds": beside the refund button, as written. */}
                  Money-back guarantee: until {formatDate(subscription.refundable_until)} you can
                  end your subscription and get every payment back in full. Refunds can take 5–10
                  days to appear on your statement.
                </Typography>
              )}
            </div>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexShrink: 0 }}>
              {live && !subscription.cancel_at_period_end && (
                <Button variant="contained" onClick={() => onAction('change')}>
                  Change plan
                </Button>
              )}
              {live && subscription.cancel_at_period_end && (
                <Button variant="contained" onClick={() => onAction('reactivate')}>
                  Reactivate
                </Button>
              )}
              {(status === 'canceled' || status === 'incomplete') && (
                <Button variant="contained" component={RouterLink} to={paths.subscription()}>
                  {status === 'canceled' ? 'Choose a plan' : 'Finish payment'}
                </Button>
              )}
            </Stack>
          </Stack>
          {live && <PlanUsage />}
          {live && (!subscription.cancel_at_period_end || refundable) && (
            <>
              <Divider />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                {!subscription.cancel_at_period_end && (
                  <Button color="error" onClick={() => onAction('cancel')}>
                    Cancel subscription
                  </Button>
                )}
                {refundable && (
                  <Button color="error" onClick={() => onAction('refund')}>
                    Cancel and refund
                  </Button>
                )}
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
