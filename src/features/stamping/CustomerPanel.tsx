import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { asApiError } from '../../api/client/apiError';
import type { RewardCard } from '../../api/rewardCards';
import { useLookupCustomerQuery } from '../../api/stamping';
import { CounterActions } from './CounterActions';
import { UNREACHABLE_MESSAGE, mayRetry } from './counterMessages';

interface CustomerPanelProps {
  rewardCard: RewardCard;
  branchId?: string;
  code: string;
  /** Back to the camera for the next customer. */
  onNext: () => void;
  /** Told after each stamp, redemption or undo the server made. */
  onChange?: () => void;
}

/** The scanned customer: who it is (their first name only), then their card and what to do. */
export function CustomerPanel({
  rewardCard,
  branchId,
  code,
  onNext,
  onChange,
}: CustomerPanelProps) {
  const lookup = useLookupCustomerQuery({ rewardCardId: rewardCard.id, qrCode: code });
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
  if (!lookup.data || lookup.isFetching) {
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
        code={code}
        customer={lookup.data.customer}
        card={lookup.data.customer_card}
        onChange={onChange}
      />
      {next}
    </Stack>
  );
}
