import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerCard } from '../../api/rewardCards';
import { stampCountText } from '../../components/stampCount';
import { StoreCard } from '../../components/store/StoreCard';

/** A customer's stores: those where they hold a card, each once, with the progress of its cards. */
export function YourStoresRow({ cards }: { cards: CustomerCard[] }) {
  const byStore = new Map<string, CustomerCard[]>();
  for (const card of cards)
    byStore.set(card.store.id, [...(byStore.get(card.store.id) ?? []), card]);
  if (byStore.size === 0) return null;
  return (
    <Stack component="section" aria-labelledby="your-stores-title" spacing={1.5}>
      <Typography id="your-stores-title" variant="h6" component="h2">
        Your stores
      </Typography>
      <Grid container spacing={2}>
        {[...byStore.values()].map((storeCards) => {
          const [first] = storeCards as [CustomerCard];
          const progress = storeCards
            .map((card) =>
              stampCountText(card.stamps, card.reward_card.stamps_required, card.stamps_waiting),
            )
            .join(' · ');
          return (
            <Grid key={first.store.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <StoreCard store={first.store} caption={progress} />
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
