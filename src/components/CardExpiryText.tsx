import Typography from '@mui/material/Typography';
import type { CustomerCard } from '../api/rewardCards';
import { rewardExpiresMessage, stampsExpireMessage } from './cardExpiry';

/**
 * When the customer's ready reward and their stamps expire under the store's rules
 * (docs/product.md, "Expiry"); nothing when neither does, or when a copy saved on this device
 * before the dates were kept does not say.
 */
export function CardExpiryText({
  card,
}: {
  card: Partial<Pick<CustomerCard, 'reward_expires_at' | 'stamps_expire_at'>>;
}) {
  return (
    <>
      {card.reward_expires_at && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          {rewardExpiresMessage(card.reward_expires_at)}
        </Typography>
      )}
      {card.stamps_expire_at && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {stampsExpireMessage(card.stamps_expire_at)}
        </Typography>
      )}
    </>
  );
}
