import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { RewardCard } from '../../api/rewardCards';
import { useGetMyCardsQuery, useGetRewardCardsQuery } from '../../api/rewardCards';
import { useGetStoreSettingsQuery } from '../../api/storeSettings';
import { DeactivateCardDialog } from './DeactivateCardDialog';
import { RewardCardFormDialog } from './RewardCardFormDialog';
import { RewardCardView } from './RewardCardView';
import { FALLBACK_STAMPS_REQUIRED } from './rewardCardSchema';

interface RewardCardsSectionProps {
  storeId: string;
  /** The store's active cards, as its page answered them. */
  cards: RewardCard[];
  viewer: 'owner' | 'customer' | 'visitor';
}

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; card: RewardCard }
  | { kind: 'deactivate'; card: RewardCard };

/**
 * A store's reward cards: a customer sees their stamps on each, the owner sees every card, the
 * deactivated ones too, with the editors.
 */
export function RewardCardsSection({ storeId, cards, viewer }: RewardCardsSectionProps) {
  const owner = viewer === 'owner';
  const all = useGetRewardCardsQuery(storeId, { skip: !owner });
  const settings = useGetStoreSettingsQuery(undefined, { skip: !owner });
  const mine = useGetMyCardsQuery(undefined, { skip: viewer !== 'customer' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const shown = owner ? (all.data ?? cards) : cards;
  if (!owner && shown.length === 0) return null;

  return (
    <Stack component="section" aria-labelledby="reward-cards-title" spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id="reward-cards-title" variant="h5" component="h2">
          Reward cards
        </Typography>
        {owner && (
          <Button startIcon={<AddOutlined />} onClick={() => setEditing({ kind: 'create' })}>
            New reward card
          </Button>
        )}
      </Stack>
      {shown.length === 0 && (
        <Typography color="text.secondary">
          No reward cards yet. Create one: customers collect a stamp per visit and earn the reward.
        </Typography>
      )}
      <Grid container spacing={2}>
        {shown.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <RewardCardView
              card={card}
              progress={mine.data?.find((held) => held.reward_card.id === card.id)}
              showStart={viewer === 'customer' && mine.isSuccess}
              actions={
                owner && (
                  <>
                    <Button
                      size="small"
                      aria-label={`Edit ${card.title}`}
                      onClick={() => setEditing({ kind: 'edit', card })}
                    >
                      Edit
                    </Button>
                    {card.active && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Deactivate ${card.title}`}
                        onClick={() => setEditing({ kind: 'deactivate', card })}
                      >
                        Deactivate
                      </Button>
                    )}
                  </>
                )
              }
            />
          </Grid>
        ))}
      </Grid>
      {(editing?.kind === 'create' || editing?.kind === 'edit') && (
        <RewardCardFormDialog
          storeId={storeId}
          card={editing.kind === 'edit' ? editing.card : undefined}
          defaultStampsRequired={settings.data?.default_stamps_required ?? FALLBACK_STAMPS_REQUIRED}
          onClose={() => setEditing(null)}
        />
      )}
      {editing?.kind === 'deactivate' && (
        <DeactivateCardDialog
          storeId={storeId}
          card={editing.card}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
