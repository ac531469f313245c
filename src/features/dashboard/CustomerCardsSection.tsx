import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { CustomerCard } from '../../api/rewardCards';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../components/EmptyState';
import { CustomerCardTile } from './CustomerCardTile';

/** Full cards first: a reward waiting to be collected is what the customer looks for. */
const readyFirst = (cards: CustomerCard[]) =>
  [...cards].sort((a, b) => Number(b.rewards_ready > 0) - Number(a.rewards_ready > 0));

/**
 * The customer's reward cards, or what to do to get the first one; `cardActions` draws what each
 * card offers under it.
 */
export function CustomerCardsSection({
  cards,
  cardActions,
}: {
  cards: CustomerCard[];
  cardActions?: (card: CustomerCard) => ReactNode;
}) {
  if (cards.length === 0) {
    return (
      <EmptyState
        icon={<StorefrontOutlined />}
        // docs/product.md, "The customer's dashboard".
        title="No stamps yet"
        description="Show your QR code at the counter of a participating store: each visit adds a stamp, and a full card becomes a reward."
        action={
          <Button variant="contained" component={RouterLink} to={paths.stores()}>
            Find a participating store
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="my-cards-title">
      <Typography id="my-cards-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your reward cards
      </Typography>
      <Box
        component="ul"
        sx={{
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {readyFirst(cards).map((card) => (
          <CustomerCardTile key={card.id} card={card} actions={cardActions?.(card)} />
        ))}
      </Box>
    </section>
  );
}
