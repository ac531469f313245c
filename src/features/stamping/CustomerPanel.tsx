import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import type { RewardCard } from '../../api/rewardCards';
import type { ChangeKey, CustomerKey, CustomerLookup } from '../../api/stamping';
import { CounterActions } from './CounterActions';
import { UNREACHABLE_MESSAGE, mayRetry } from './counterMessages';

/** The lookup as ScannerContent holds it (RTK Query's answer, the parts read here). */
interface Lookup {
  data?: CustomerLookup;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface CustomerPanelProps {
  rewardCard: RewardCard;
  branchId?: string;
  /** How the cashier named the customer: scanned, or typed. */
  customer: CustomerKey;
  lookup: Lookup;
  /** Back to the camera for the next customer. */
  onNext: () => void;
  /** Told after each stamp, redemption or undo the server made. */
  onChange?: () => void;
}

/**
 * A change names the customer as the lookup did when it was by QR code; after a short code or a
 * phone, by the short code the lookup answered (docs/api.md, "Reward cards and stamps").
 */
function changeKeyOf(customer: CustomerKey, lookup: CustomerLookup): ChangeKey {
  return 'qr_code' in customer
    ? { qr_code: customer.qr_code }
    : { code: lookup.customer.short_code };
}

/** The customer found: who it is (their first name only), then their card and what to do. */
export function CustomerPanel({
  rewardCard,
  branchId,
  customer,
  lookup,
  onNext,
  onChange,
}: CustomerPanelProps) {
  const next = (
    <Button onClick={onNext} sx={{ alignSelf: 'flex-start' }}>
      Scan next customer
    </Button>
  );

  if (lookup.isError) {
    const problem = asApiError(lookup.error);
    const retry = mayRetry(problem);
    return (
      <Stack spacing={2}>
        <Alert
          severity={retry ? 'error' : 'warning'}
          action={
            retry && (
              <Button color="inherit" onClick={() => void lookup.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {typeof problem.status === 'number' ? problem.message : UNREACHABLE_MESSAGE}
        </Alert>
        {next}
      </Stack>
    );
  }
  const found = lookup.data;
  if (!found || lookup.isFetching) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={24} />
        <Typography>Looking up the customer...</Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <CounterActions
        rewardCard={rewardCard}
        branchId={branchId}
        customerKey={changeKeyOf(customer, found)}
        customer={found.customer}
        card={found.store_cards.find((card) => card.reward_card.id === rewardCard.id) ?? null}
        offers={found.offers}
        onChange={onChange}
      />
      {next}
    </Stack>
  );
}
