import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Plan } from '../../../api/billing/subscriptions';
import { apiBaseUrl } from '../../../api/client/apiBaseUrl';
import { formatMoney } from '../../../lib/viewerFormat';
import { selectIsSignedIn } from '../../../session/sessionSlice';
import { useAppSelector } from '../../../shared/hooks';
import { paths } from '../../../shared/paths';
import { belowFoldIntros } from '../belowFoldContent';
import { LandingSection } from './LandingSection';

type Plans = { state: 'loading' } | { state: 'ready'; plans: Plan[] } | { state: 'failed' };

/**
 * The plans as `GET /subscription/plans` answers them, read once the app runs. Not through RTK
 * Query: its API slice stays out of the landing page's download (docs/adr/0002). The prerendered
 * page holds the section with placeholders: prices are written in the visitor's language and the
 * plan's currency, which only the visitor's browser knows, and a price baked in at build time
 * would go stale when a plan changes (docs/product.md, "Landing page").
 */
function usePlans(): Plans {
  const [plans, setPlans] = useState<Plans>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${apiBaseUrl()}/subscription/plans?interval=month`, { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as { success?: boolean; data?: Plan[] };
        if (!response.ok || !body.success || !Array.isArray(body.data)) throw new Error('plans');
        setPlans({ state: 'ready', plans: body.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setPlans({ state: 'failed' });
      });
    return () => controller.abort();
  }, []);
  return plans;
}

/**
 * Placeholders and cards of one height, taller than a plan's card at 390 and 1280 px, so nothing
 * below moves when the plans arrive (a first click on the footer stays where it was:
 * e2e/first-interaction-kept.spec.ts).
 */
const CARD_MIN_HEIGHT = 400;

const CARD = {
  height: '100%',
  minHeight: CARD_MIN_HEIGHT,
  p: 3,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
} as const;

/** "1 store", "Unlimited reward cards" (a negative limit means none). */
const limitText = (count: number, one: string, many: string) =>
  count < 0 ? `Unlimited ${many}` : `${count} ${count === 1 ? one : many}`;

function PlanCard({ plan }: { plan: Plan }) {
  const lines = [
    limitText(plan.max_stores, 'store', 'stores'),
    limitText(plan.max_branches, 'branch', 'branches'),
    limitText(plan.max_reward_cards, 'reward card', 'reward cards'),
    ...plan.features,
  ];
  return (
    // Boxes rather than MUI's Card and Skeleton: those would join the landing page's later chunk
    // for this section alone (docs/performance.md, "Budgets").
    <Box component="article" aria-labelledby={`plan-${plan.id}`} sx={CARD}>
      <Typography id={`plan-${plan.id}`} variant="h6" component="h3">
        {plan.name}
      </Typography>
      <Typography variant="h4" component="p" sx={{ my: 1, fontWeight: 700 }}>
        {formatMoney(plan.price_cents, plan.currency)}
        <Typography component="span" sx={{ color: 'text.secondary' }}>
          {' / month'}
        </Typography>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{plan.description}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {lines.map((line) => (
          <li key={line}>
            <Typography variant="body2">{line}</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The merchant plans and their prices, between the reviews and the FAQ; the footer's Pricing link. */
export function PricingSection() {
  const plans = usePlans();
  // Someone signed in has nothing to sign up for (docs/product.md, "Landing page").
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <LandingSection id="pricing" intro={belowFoldIntros.pricing}>
      <Box
        aria-busy={plans.state === 'loading'}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {plans.state === 'loading' &&
          [0, 1, 2].map((index) => <Box key={index} sx={{ ...CARD, bgcolor: 'action.hover' }} />)}
        {plans.state === 'ready' &&
          plans.plans.map((plan) => <PlanCard key={plan.id} plan={plan} />)}
        {plans.state === 'failed' && (
          <Typography sx={{ gridColumn: '1 / -1', textAlign: 'center', color: 'text.secondary' }}>
            The plans could not be loaded just now. Merchants see them, with their prices, when they
            sign up.
          </Typography>
        )}
      </Box>
      {!signedIn && (
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            component={RouterLink}
            to={paths.merchantRegister()}
            variant="contained"
            size="large"
          >
            Become a Merchant
          </Button>
        </Box>
      )}
    </LandingSection>
  );
}
