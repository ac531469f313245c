import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcardOutlined from '@mui/icons-material/CardGiftcardOutlined';
import type { CustomerCard } from '../../api/rewardCards';
import { StampProgress } from '../../components/StampProgress';
import { stampCountText, waitingForNextCard } from '../../components/stampCount';
import { CardExpiryText } from '../../components/CardExpiryText';

/**
 * One reward card of the customer: the store, the stamps collected, and the reward once it is
 * ready; `actions` (the wallet buttons) under them.
 */
export function CustomerCardTile({ card, actions }: { card: CustomerCard; actions?: ReactNode }) {
  const { reward_card: rewardCard, store, stamps, stamps_waiting: waiting } = card;
  const required = rewardCard.stamps_required;
  const ready = card.rewards_ready > 0;
  // docs/product.md, "Without an active plan": the stamps stay; the store gives none for now.
  const { paused } = card;
  return (
    <Card
      component="li"
      aria-label={`${rewardCard.title} at ${store.name}`}
      sx={{
        listStyle: 'none',
        ...(ready && { borderColor: 'success.main', borderWidth: 2 }),
      }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1.5 }}
        >
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {rewardCard.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {store.name}
            </Typography>
          </div>
          {ready && (
            <Chip
              color="success"
              icon={<CardGiftcardOutlined />}
              label="Reward ready"
              sx={{ flexShrink: 0 }}
            />
          )}
        </Stack>
        <StampProgress stamps={stamps} required={required} waiting={waiting} />
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {ready && !paused
            ? `Show your code at ${store.name} to get: ${rewardCard.reward_description}.`
            : `${stampCountText(stamps, required)} · Reward: ${rewardCard.reward_description}`}
        </Typography>
        {waiting > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {waitingForNextCard(waiting)}
          </Typography>
        )}
        <CardExpiryText card={card} />
        {paused && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {store.name} is not giving stamps or rewards right now. Your stamps are kept.
          </Typography>
        )}
        {actions}
      </CardContent>
    </Card>
  );
}
