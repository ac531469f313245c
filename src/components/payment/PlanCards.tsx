import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BillingInterval } from '../../api/billing/subscriptions';
import { formatMoney } from '../../lib/viewerFormat';
import type { PricedPlan } from './planPricing';

interface PlanCardsProps {
  plans: PricedPlan[];
  interval: BillingInterval;
  /** Without it the interval is fixed and no switch shows (a plan change keeps the interval). */
  onIntervalChange?: (interval: BillingInterval) => void;
  selectedPlanId: string | null;
  onSelect: (planId: string) => void;
  /** The plan the merchant is on: marked, and not offered again. */
  currentPlanId?: string;
}

/** "1 store", "15 branches", "Unlimited reward cards" (a negative limit means none). */
function limitText(count: number, one: string, many: string): string {
  if (count < 0) return `Unlimited ${many}`;
  return `${count} ${count === 1 ? one : many}`;
}

/** One line of a plan: a tick and what the plan gives. */
function PlanLine({ children }: { children: string }) {
  return (
    <ListItem disableGutters sx={{ py: 0.25 }}>
      <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
        <CheckCircleOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={children} />
    </ListItem>
  );
}

/** The plans with a Monthly/Yearly switch; choosing one moves on to the card. */
export function PlanCards({
  plans,
  interval,
  onIntervalChange,
  selectedPlanId,
  onSelect,
  currentPlanId,
}: PlanCardsProps) {
  return (
    <Stack spacing={3}>
      {onIntervalChange && (
        <ToggleButtonGroup
          exclusive
          value={interval}
          onChange={(_, value: BillingInterval | null) => value && onIntervalChange(value)}
          aria-label="Billing interval"
          sx={{ alignSelf: 'center' }}
        >
          <ToggleButton value="month">Monthly</ToggleButton>
          <ToggleButton value="year">Yearly</ToggleButton>
        </ToggleButtonGroup>
      )}
      <Grid container spacing={3}>
        {plans.map(({ plan, priceCents }) => {
          const selected = plan.id === selectedPlanId;
          const current = plan.id === currentPlanId;
          return (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <Card
                component="section"
                aria-label={`${plan.name} plan`}
                variant="outlined"
                sx={{
                  height: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  borderColor: selected || current ? 'primary.main' : undefined,
                }}
              >
                {/* Grows, so every plan's button sits at the bottom of its card, in one row. */}
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography variant="h6" component="h2">
                    {plan.name}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ my: 1 }}>
                    {formatMoney(priceCents, plan.currency)}
                    <Typography component="span" color="text.secondary">
                      {interval === 'year' ? ' / year' : ' / month'}
                    </Typography>
                  </Typography>
                  <Typography color="text.secondary">{plan.description}</Typography>
                  <List dense>
                    <PlanLine>{limitText(plan.max_stores, 'store', 'stores')}</PlanLine>
                    <PlanLine>{limitText(plan.max_branches, 'branch', 'branches')}</PlanLine>
                    <PlanLine>
                      {limitText(plan.max_reward_cards, 'reward card', 'reward cards')}
                    </PlanLine>
                    {plan.features.map((feature) => (
                      <PlanLine key={feature}>{feature}</PlanLine>
                    ))}
                  </List>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  {current ? (
                    <Button fullWidth variant="outlined" disabled>
                      Your current plan
                    </Button>
                  ) : (
                    <Button
                      fullWidth
                      variant={selected ? 'contained' : 'outlined'}
                      aria-pressed={selected}
                      onClick={() => onSelect(plan.id)}
                    >
                      {selected ? `${plan.name} selected` : `Choose ${plan.name}`}
                    </Button>
                  )}
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
