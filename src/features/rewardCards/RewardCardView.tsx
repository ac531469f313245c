import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { CustomerCard, RewardCard } from '../../api/rewardCards';
import { CardExpiryText } from '../../components/CardExpiryText';
import { StampProgress } from './StampProgress';
import { formatDate } from '../../lib/viewerFormat';

interface RewardCardViewProps {
  card: RewardCard;
  /** The signed-in customer's progress on it, when they hold it. */
  progress?: CustomerCard;
  /** Offer a customer without progress to start collecting. */
  showStart?: boolean;
  actions?: ReactNode;
}

/** One reward card: what it gives, how many stamps it takes, and the customer's stamps on it. */
export function RewardCardView({
  card,
  progress,
  showStart = false,
  actions,
}: RewardCardViewProps) {
  return (
    <Card variant="outlined" component="article" aria-label={card.title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <CardGiftcardOutlined color="primary" />
            <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {card.title}
            </Typography>
            {!card.active && <Chip size="small" variant="outlined" label="Deactivated" />}
          </Stack>
          {card.description && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {card.description}
            </Typography>
          )}
          <Typography variant="body2">
            <strong>Reward:</strong> {card.reward_description} after {card.stamps_required}{' '}
            {card.stamps_required === 1 ? 'stamp' : 'stamps'}
          </Typography>
          {card.valid_until && (
            <Typography variant="body2" color="text.secondary">
              Valid until {formatDate(card.valid_until)}
            </Typography>
          )}
          {progress && (
            <StampProgress
              stamps={progress.stamps}
              required={card.stamps_required}
              waiting={progress.stamps_waiting}
            />
          )}
          {progress && <CardExpiryText card={progress} />}
          {!progress && showStart && (
            <Typography variant="body2" color="text.secondary">
              Show your QR code at the counter to collect your first stamp.
            </Typography>
          )}
        </Stack>
      </CardContent>
      {actions && <CardActions sx={{ justifyContent: 'flex-end' }}>{actions}</CardActions>}
    </Card>
  );
}
