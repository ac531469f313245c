import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { CodeCapture } from './CodeCapture';
import { CustomerPanel } from './CustomerPanel';
import { ScannerChoiceFields } from './ScannerChoiceFields';
import { useScannerChoice, type ScannerPlace } from './useScannerChoice';

/**
 * What the scanner shows: the reward card to stamp on, then the camera (or the code typed), then
 * the customer. `initialCode` comes from a `/scan/:code` address opened by the merchant;
 * `onChange` is told after each stamp, redemption or undo; `place` is the store and branch a
 * member of staff works at (the counter page).
 */
export function ScannerContent({
  initialCode,
  onChange,
  place,
}: {
  initialCode?: string;
  onChange?: () => void;
  place?: ScannerPlace;
}) {
  const scanner = useScannerChoice(place);
  const [code, setCode] = useState<string | null>(initialCode ?? null);
  const { stores, detail, store, rewardCard, branch } = scanner;

  if (stores.isError || detail.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => void (stores.isError ? stores.refetch() : detail.refetch())}
          >
            Try again
          </Button>
        }
      >
        We couldn’t load your reward cards.
      </Alert>
    );
  }
  if (stores.isLoading || (store && !rewardCard && detail.isFetching)) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
        <CircularProgress size={24} />
        <Typography>Loading your reward cards...</Typography>
      </Box>
    );
  }
  if (place && !rewardCard) {
    return (
      <Alert severity="info">
        {place.store.name} has no active reward card yet. Ask the owner or a manager to create one.
      </Alert>
    );
  }
  if (!store) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.stores()}>
            My Stores
          </Button>
        }
      >
        You have no open store yet. Add one to start stamping cards.
      </Alert>
    );
  }
  if (!rewardCard) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" component={RouterLink} to={paths.storeDetail(store.id)}>
            Open the store
          </Button>
        }
      >
        {store.name} has no active reward card yet. Create one to start stamping.
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <ScannerChoiceFields scanner={scanner} />
      {code ? (
        <CustomerPanel
          key={`${rewardCard.id} ${code}`}
          rewardCard={rewardCard}
          branchId={branch?.id}
          code={code}
          onNext={() => setCode(null)}
          onChange={onChange}
        />
      ) : (
        <CodeCapture onCode={setCode} />
      )}
    </Stack>
  );
}
