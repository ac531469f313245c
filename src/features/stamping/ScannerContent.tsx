import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../shared/paths';
import { useLookupCustomerQuery, type CustomerKey } from '../../api/stamping';
import { cardThatMatters } from './cardThatMatters';
import { CodeCapture } from './CodeCapture';
import { CustomerPanel } from './CustomerPanel';
import { ScannerChoiceFields } from './ScannerChoiceFields';
import { useScannerChoice, type ScannerPlace } from './useScannerChoice';

/**
 * What the scanner shows: the reward card to stamp on, then the camera (or the short code or
 * phone typed), then the customer. `initialCode` comes from a `/scan/:code` address opened by the
 * merchant; `onChange` is told after each stamp, redemption or undo. The customer is looked up on
 * the chosen card, and the answer lists their cards at the store: the scanner then opens on the
 * card that matters (cardThatMatters), chosen once per customer so a stamp never moves the screen
 * to another card. `place` is the store and branch a member of staff works at (the counter page).
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
  const [customer, setCustomer] = useState<CustomerKey | null>(
    initialCode ? { qr_code: initialCode } : null,
  );
  // The card the customer is looked up on (any card of the store answers all their cards there),
  // kept while they are on screen so choosing another card asks nothing again.
  const [anchorId, setAnchorId] = useState<string | null>(null);
  // The card shown for this customer: null until their lookup answers, then chosen once.
  const [focusId, setFocusId] = useState<string | null>(null);
  const { stores, detail, store, rewardCards, branch } = scanner;
  const lookupOn = anchorId ?? scanner.rewardCard?.id;
  const lookup = useLookupCustomerQuery(
    customer && lookupOn ? { rewardCardId: lookupOn, customer } : skipToken,
  );
  const found = lookup.data && !lookup.isFetching ? lookup.data : undefined;
  if (found && focusId === null && lookupOn) {
    // Set while rendering, once: React renders again at once with the card chosen.
    setAnchorId(lookupOn);
    setFocusId((cardThatMatters(rewardCards, found.store_cards) ?? scanner.rewardCard)?.id ?? '');
  }
  const rewardCard = rewardCards.find(({ id }) => id === focusId) ?? scanner.rewardCard;
  const next = () => {
    setCustomer(null);
    setAnchorId(null);
    setFocusId(null);
  };
  const shown = {
    ...scanner,
    rewardCard,
    choose: (change: Parameters<typeof scanner.choose>[0]) => {
      // Another card for the customer on screen: shown at once, and remembered like any choice.
      if (change.rewardCardId && customer) setFocusId(change.rewardCardId);
      // Another store: the customer is looked up there.
      if (change.storeId) {
        setAnchorId(null);
        setFocusId(null);
      }
      scanner.choose(change);
    },
  };

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
      <ScannerChoiceFields scanner={shown} />
      {customer ? (
        <CustomerPanel
          key={`${rewardCard.id} ${JSON.stringify(customer)}`}
          rewardCard={rewardCard}
          branchId={branch?.id}
          customer={customer}
          lookup={lookup}
          onNext={next}
          onChange={onChange}
        />
      ) : (
        <CodeCapture onCustomer={setCustomer} />
      )}
    </Stack>
  );
}
