import { useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Store } from '../../api/stores';
import { useGetMyStoresQuery } from '../../api/stores';
import { EmptyState } from '../../components/EmptyState';
import { paths } from '../../shared/paths';
import { PlanEndedBanner } from '../../components/PlanEndedBanner';
import { PageFrame } from '../../components/PageFrame';
import { HideStoreDialog } from './HideStoreDialog';
import { StoreCard } from '../../components/store/StoreCard';
import { StoreFormDialog } from './StoreFormDialog';
import { storeLimitOf } from './planLimit';

type Editing =
  | { kind: 'create' }
  | { kind: 'rules' }
  | { kind: 'edit'; store: Store }
  | { kind: 'hide'; store: Store };

interface MerchantStoresProps {
  /** The stamping rules' editor (features/storeSettings), which the page opens from its toolbar. */
  StampingRulesDialog: ComponentType<{ onClose: () => void }>;
}

/** /stores for a merchant: their stores, where they stand against the plan, and the editors. */
export function MerchantStores({ StampingRulesDialog }: MerchantStoresProps) {
  const mine = useGetMyStoresQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const limit = mine.data ? storeLimitOf(mine.data) : undefined;
  const stores = mine.data?.items ?? [];

  const rulesButton = (
    <Button startIcon={<TuneOutlined />} onClick={() => setEditing({ kind: 'rules' })}>
      Stamping rules
    </Button>
  );
  const createButton = (
    <Tooltip title={limit?.reason ?? ''}>
      {/* A disabled button fires no events: the span lets the tooltip say why. */}
      <span>
        <Button
          variant="contained"
          startIcon={<AddBusinessOutlined />}
          disabled={!limit || limit.reached}
          onClick={() => setEditing({ kind: 'create' })}
        >
          New store
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <PageFrame
      title="My Stores"
      subtitle={limit?.summary ?? 'The stores you run, their branches and reward cards.'}
      actions={
        <Stack direction="row" spacing={1}>
          {rulesButton}
          {createButton}
        </Stack>
      }
    >
      <Stack spacing={3}>
        {limit?.planEnded && <PlanEndedBanner billingPath={paths.billing()} />}
        {limit?.reason && !limit.planEnded && <Alert severity="info">{limit.reason}</Alert>}
        {mine.isError && <Alert severity="error">Your stores could not be loaded.</Alert>}
        {mine.isLoading && (
          <Grid container spacing={2}>
            {[0, 1].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={120} />
              </Grid>
            ))}
          </Grid>
        )}
        {mine.data && stores.length === 0 && (
          <EmptyState
            icon={<StorefrontOutlined />}
            title="No stores yet"
            description="Create your first store: customers find it in the directory, and you add its branches and reward cards on its page."
            action={createButton}
          />
        )}
        {stores.length > 0 && (
          <Grid container spacing={2}>
            {stores.map((store) => (
              <Grid key={store.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <StoreCard
                  store={store}
                  showStatus
                  unlisted={limit?.planEnded}
                  actions={
                    <>
                      <Button
                        size="small"
                        component={RouterLink}
                        to={paths.customers(store.id)}
                        aria-label={`Customers of ${store.name}`}
                      >
                        Customers
                      </Button>
                      <Button
                        size="small"
                        aria-label={`Edit ${store.name}`}
                        onClick={() => setEditing({ kind: 'edit', store })}
                      >
                        Edit
                      </Button>
                      {store.status === 'active' && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={`Hide ${store.name}`}
                          onClick={() => setEditing({ kind: 'hide', store })}
                        >
                          Hide
                        </Button>
                      )}
                    </>
                  }
                />
              </Grid>
            ))}
          </Grid>
        )}
        {stores.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Open a store to add its branches, opening hours and reward cards.
          </Typography>
        )}
      </Stack>
      {editing?.kind === 'create' && <StoreFormDialog onClose={() => setEditing(null)} />}
      {editing?.kind === 'rules' && <StampingRulesDialog onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <StoreFormDialog store={editing.store} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'hide' && (
        <HideStoreDialog store={editing.store} onClose={() => setEditing(null)} />
      )}
    </PageFrame>
  );
}
