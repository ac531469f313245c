import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import { useGetConfigQuery } from '../../api/system';
import {
  SANDBOX_TEST_CARDS,
  type TestCardCheck,
  type TestCardOutcome,
  useCheckTestCardMutation,
} from '../../api/billing/paymentMethods';
import { useAppSelector } from '../../shared/hooks';
import { PageFrame } from '../../components/PageFrame';
import { selectUser } from '../../session/sessionSlice';
import { cardBrandName } from '../../lib/viewerFormat';

// Stripe's React bindings load only when the provider is Stripe.
const StripeCardSetup = lazy(() =>
  import('./StripeCardSetup').then((module) => ({ default: module.StripeCardSetup })),
);

type TestCard = (typeof SANDBOX_TEST_CARDS)[number];

interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

const TITLE = 'Payment test';
const SUBTITLE =
  'See what each test card does when saved and when charged. Trying a card saves nothing and charges nothing.';

/** What a check found, said plainly: when charged, and when saved (docs/api.md). */
function resultText(check: TestCardCheck): string {
  if (check.outcome === 'approved') {
    return `Approved: the payment would go through (${cardBrandName(check.brand)} ending in ${check.last4}).`;
  }
  if (check.outcome === 'declined') {
    const reason = `Declined: ${check.decline_reason ?? 'no reason given.'}`;
    return check.saves
      ? `${reason} The card can be saved: the decline comes with its first payment.`
      : `${reason} Saving the card is refused too.`;
  }
  return 'Needs authentication (3-D Secure): the bank would ask the card holder to confirm the payment.';
}

const SEVERITY: Record<TestCardOutcome, Outcome['severity']> = {
  approved: 'success',
  declined: 'error',
  requires_action: 'info',
};

/**
 * The check's result, coloured by what happened; a result other than the card's expected one is
 * a warning that says so, never a green one (the provider is not behaving as documented).
 */
function outcomeOf(check: TestCardCheck, card: TestCard): Outcome {
  if (check.outcome !== card.expected || check.saves !== card.saves) {
    return {
      severity: 'warning',
      text: `Not as expected (${card.outcome}). ${resultText(check)}`,
    };
  }
  return { severity: SEVERITY[check.outcome], text: resultText(check) };
}

/**
 * /payment-test, for a signed-in merchant: what each published test card does, checked with the
 * sandbox without saving the card (docs/api.md, `POST /payment-methods/test-card`), and with
 * Stripe a card saved through Stripe's form (a SetupIntent).
 */
export function PaymentTestPage() {
  const user = useAppSelector(selectUser);
  return (
    <PageFrame title={TITLE} subtitle={SUBTITLE} maxWidth="md">
      {user?.role_id === 'merchant' ? (
        <CardChecks />
      ) : (
        <Alert severity="info">
          The payment test needs a merchant account: sign in as a merchant to try the test cards.
        </Alert>
      )}
    </PageFrame>
  );
}

function CardChecks() {
  const config = useGetConfigQuery();
  const [checkTestCard] = useCheckTestCardMutation();
  const [running, setRunning] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const provider = config.data?.payment_provider;
  const expYear = new Date().getFullYear() + 3;

  const check = async (card: TestCard) => {
    setRunning(card.number);
    let outcome: Outcome;
    try {
      const check = await checkTestCard({
        card_number: card.number.replace(/\s/g, ''),
        exp_month: 12,
        exp_year: expYear,
        cvc: '123',
      }).unwrap();
      outcome = outcomeOf(check, card);
    } catch (caught) {
      outcome = { severity: 'error', text: asApiError(caught).message };
    }
    setOutcomes((current) => ({ ...current, [card.number]: outcome }));
    setRunning(null);
  };

  if (config.isLoading) return <CircularProgress aria-label="Loading the payment provider" />;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>Payment provider:</Typography>
        <Chip
          label={
            provider === 'stripe'
              ? 'Stripe'
              : provider === 'sandbox'
                ? 'Sandbox (test mode)'
                : 'Unknown'
          }
          color={provider === 'stripe' ? 'primary' : 'default'}
        />
      </Stack>
      {provider === 'stripe' && (
        <>
          <Card variant="outlined" component="section" aria-labelledby="save-a-card">
            <CardContent>
              <Typography id="save-a-card" variant="h6" component="h2" gutterBottom>
                Save a card
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                The card is typed into Stripe&apos;s own form and confirmed with Stripe; this app
                keeps only its brand, last four digits and expiry.
              </Typography>
              {config.data?.stripe_publishable_key ? (
                <Suspense fallback={<CircularProgress aria-label="Loading Stripe" />}>
                  <StripeCardSetup publishableKey={config.data.stripe_publishable_key} />
                </Suspense>
              ) : (
                <Alert severity="error">
                  Stripe is the provider but no publishable key is configured
                  (STRIPE_PUBLISHABLE_KEY).
                </Alert>
              )}
            </CardContent>
          </Card>
          <Alert severity="info">
            With Stripe, card numbers go only into Stripe&apos;s own form (above, or on the
            subscription page), so the cards below cannot be checked here: type one into the form to
            see what it does.
          </Alert>
        </>
      )}
      {SANDBOX_TEST_CARDS.map((card) => {
        const outcome = outcomes[card.number];
        return (
          <Card key={card.number} variant="outlined" component="section" aria-label={card.number}>
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Box>
                  <Typography sx={{ fontFamily: 'monospace' }}>{card.number}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    Expected: {card.outcome}
                  </Typography>
                </Box>
                {provider !== 'stripe' && (
                  <Button
                    variant="outlined"
                    onClick={() => void check(card)}
                    disabled={running !== null}
                  >
                    {running === card.number ? 'Checking...' : `Try ${card.number}`}
                  </Button>
                )}
              </Stack>
              {outcome && (
                <Alert severity={outcome.severity} sx={{ mt: 2 }}>
                  {outcome.text}
                </Alert>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
