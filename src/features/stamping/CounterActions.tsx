import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useState } from 'react';
import type { CustomerCard, RewardCard } from '../../api/rewardCards';
import type { ChangeKey, CounterOffer } from '../../api/stamping';
import { StampProgress } from '../../components/StampProgress';
import { stampCountText } from '../../components/stampCount';
import { NEXT_STAMP_ADDS } from './counterMessages';
import { StampCountControl } from './StampCountControl';
import { useCounterActions } from './useCounterActions';

interface CounterActionsProps {
  rewardCard: RewardCard;
  branchId?: string;
  /** How the stamp and the redemption name the customer. */
  customerKey: ChangeKey;
  customer: { first_name: string };
  /**
   * The card as the lookup holds it, each change's answer included (src/api/stamping.ts); null
   * before the customer's first stamp here.
   */
  card: CustomerCard | null;
  /** The customer's open offers at the store (the lookup's): the next stamp adds them. */
  offers: CounterOffer[];
  /** Told after each change the server made. */
  onChange?: () => void;
}

/**
 * The customer's name and stamps, and Stamp, Redeem (once the card is full) and Undo. On a full
 * card Redeem is the main button: further stamps only wait for the next card.
 */
export function CounterActions({
  rewardCard,
  branchId,
  customerKey,
  customer,
  card,
  offers,
  onChange,
}: CounterActionsProps) {
  const [count, setCount] = useState(1);
  const counter = useCounterActions({
    rewardCardId: rewardCard.id,
    customerKey,
    branchId,
    firstName: customer.first_name,
    reward: rewardCard.reward_description,
    onChange,
  });
  const stamps = card?.stamps ?? 0;
  const waiting = card?.stamps_waiting ?? 0;
  const required = rewardCard.stamps_required;
  const full = stamps >= required;
  const { notice } = counter;

  const stampButton = (
    <Button
      key="stamp"
      variant={full ? 'outlined' : 'contained'}
      size="large"
      startIcon={<AddCircleOutline />}
      onClick={() => void counter.stamp(count).then((done) => done && setCount(1))}
      disabled={counter.busy}
    >
      {counter.stamping ? 'Stamping...' : count === 1 ? 'Stamp' : `Stamp ${count}`}
    </Button>
  );
  const redeemButton = (
    <Button
      key="redeem"
      variant={full ? 'contained' : 'outlined'}
      color="success"
      size="large"
      startIcon={<CardGiftcardOutlined />}
      onClick={() => void counter.redeem()}
      disabled={counter.busy || !full}
    >
      {counter.redeeming ? 'Redeeming...' : 'Redeem'}
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p" sx={{ wordBreak: 'break-word' }}>
          {customer.first_name}
        </Typography>
        {full && <Chip color="success" label="Reward ready" />}
      </Stack>
      <div>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {rewardCard.title}: {stampCountText(stamps, required, waiting)}
        </Typography>
        <StampProgress stamps={stamps} required={required} waiting={waiting} size={32} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Reward: {rewardCard.reward_description}
        </Typography>
      </div>
      {offers.length > 0 && (
        <Alert severity="info" icon={<CardGiftcardOutlined />}>
          {NEXT_STAMP_ADDS}
          {offers.map((offer, index) => (
            <strong key={`${index}-${offer.label}`} style={{ display: 'block' }}>
              {offer.label}
            </strong>
          ))}
        </Alert>
      )}
      {counter.busy && <LinearProgress aria-label="Saving" />}
      {notice && (
        <Alert
          severity={notice.severity}
          action={
            notice.retry && (
              <Button color="inherit" onClick={notice.retry} disabled={counter.busy}>
                Try again
              </Button>
            )
          }
        >
          {notice.message}
          {notice.detail && <span style={{ display: 'block' }}>{notice.detail}</span>}
        </Alert>
      )}
      <StampCountControl count={count} onCount={setCount} disabled={counter.busy} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {full ? [redeemButton, stampButton] : [stampButton, redeemButton]}
        {counter.canUndo && (
          <Button
            size="large"
            startIcon={<UndoOutlined />}
            onClick={() => void counter.undo()}
            disabled={counter.busy}
          >
            {counter.undoing ? 'Undoing...' : 'Undo'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
