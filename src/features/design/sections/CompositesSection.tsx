import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingInterval } from '../../../api/billing/subscriptions';
import { StampProgress as CounterStampProgress } from '../../../components/StampProgress';
import { KpiCard } from '../../analytics/KpiCard';
import { kpiChange } from '../../analytics/kpiChange';
import { MerchantRegisterSteps } from '../../auth/MerchantRegisterSteps';
import { CustomerQrCard } from '../../dashboard/CustomerQrCard';
import { RewardCardView } from '../../rewardCards/RewardCardView';
import { StoreCard } from '../../../components/store/StoreCard';
import { PlanCards } from '../../../components/payment/PlanCards';
import { plansFor } from '../../../components/payment/planPricing';
import { notify } from '../../../lib/toast';
import { lazyPage } from '../../../shared/lazyPage';
import { setupStore } from '../../../shared/store';
import {
  SAMPLE_QR_CODE,
  samplePlans,
  sampleDeactivatedCard,
  sampleHiddenStore,
  sampleProgress,
  sampleReadyCard,
  sampleRewardCard,
  sampleStore,
} from '../samples';
import { Subheading } from '../Subheading';

// The same chunk the layout opens on "Sign In" (app/AppLayout.tsx).
const LoginModal = lazyPage(() => import('../../auth/LoginModal'), 'LoginModal');

function PlanCardsDemo() {
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const [selected, setSelected] = useState<string | null>('plan-growth');
  return (
    <PlanCards
      plans={plansFor(samplePlans, interval)}
      interval={interval}
      onIntervalChange={setBillingInterval}
      selectedPlanId={selected}
      onSelect={setSelected}
    />
  );
}

/**
 * The login dialog on a store of its own, signed out: it opens for a designer who is signed in,
 * and whatever is typed into it changes nobody's session. Sending it is stopped before the form
 * sees it, so the gallery never calls the API (docs/design.md).
 */
function LoginModalDemo() {
  const [open, setOpen] = useState(false);
  const [store] = useState(setupStore);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open the login dialog
      </Button>
      {open && (
        <Provider store={store}>
          <Box
            component="span"
            onSubmitCapture={(event) => {
              event.preventDefault();
              event.stopPropagation();
              void notify('The gallery signs nobody in: this dialog is a sample.', 'info');
            }}
          >
            <Suspense fallback={null}>
              <LoginModal open onClose={() => setOpen(false)} />
            </Suspense>
          </Box>
        </Provider>
      )}
    </>
  );
}

/** The merchant dashboard's KPI cards, one of each change (docs/product.md, "The merchant's dashboard"). */
function KpiCards() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <KpiCard
        label="Scans"
        value="1,284"
        change={kpiChange(1284, 1142)}
        against="the previous 30 days"
      />
      <KpiCard
        label="Redemptions"
        value="37"
        change={kpiChange(37, 52)}
        against="the previous 30 days"
      />
      <KpiCard
        label="New customers"
        value="18"
        change={kpiChange(18, 0)}
        against="the previous 30 days"
      />
    </Stack>
  );
}

/** The product's own components, imported from where the product uses them, on sample data. */
export function CompositesSection() {
  return (
    <>
      <Subheading>Plan cards</Subheading>
      <PlanCardsDemo />
      <Subheading>Reward cards and stamps</Subheading>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RewardCardView card={sampleRewardCard} progress={sampleProgress(sampleRewardCard, 3)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RewardCardView card={sampleReadyCard} progress={sampleProgress(sampleReadyCard, 5)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <RewardCardView card={sampleDeactivatedCard} showStart />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            The counter&apos;s stamps (scanner, customer dashboard): <code>StampProgress</code> of
            src/components.
          </Typography>
          <CounterStampProgress stamps={5} required={8} />
          <Box sx={{ mt: 1 }}>
            <CounterStampProgress stamps={2} required={6} size={20} />
          </Box>
        </Grid>
      </Grid>
      <Subheading>QR card</Subheading>
      <Box sx={{ maxWidth: 400 }}>
        <CustomerQrCard qrCode={SAMPLE_QR_CODE} firstName="Lena" />
      </Box>
      <Subheading>Store cards</Subheading>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StoreCard store={sampleStore} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <StoreCard store={sampleHiddenStore} showStatus />
        </Grid>
      </Grid>
      <Subheading>Onboarding steps</Subheading>
      <Box sx={{ maxWidth: 480 }}>
        <MerchantRegisterSteps />
      </Box>
      <Subheading>Login dialog</Subheading>
      <LoginModalDemo />
      <Subheading>KPI card</Subheading>
      <KpiCards />
    </>
  );
}
