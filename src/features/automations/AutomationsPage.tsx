import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  useGetAutomationResultsQuery,
  useGetAutomationsQuery,
  useListBroadcastsQuery,
  useSaveAutomationMutation,
  useSaveExpiryRulesMutation,
} from '../../api/automations';
import { EmptyState } from '../../components/EmptyState';
import { PageFrame } from '../../components/PageFrame';
import { notify } from '../../lib/toast';
import { paths } from '../../shared/paths';
import { useManagedStores } from '../../shared/useManagedStores';
import { AutomationCard } from './AutomationCard';
import { AutomationResults } from './AutomationResults';
import { AUTOMATION_ORDER, AUTOMATION_TEXTS } from './automationTexts';
import { BroadcastDialog } from './BroadcastDialog';
import { BroadcastList } from './BroadcastList';
import { ExpiryRulesCard } from './ExpiryRulesCard';
import { resultRowsOf } from './resultRows';

/** The automations of one store: their settings, the expiry rules, what they did, one-offs. */
function StoreAutomations({ storeId, storeName }: { storeId: string; storeName: string }) {
  const automations = useGetAutomationsQuery(storeId);
  const results = useGetAutomationResultsQuery(storeId);
  const broadcasts = useListBroadcastsQuery(storeId);
  const [saveAutomation, savingAutomation] = useSaveAutomationMutation();
  const [saveExpiry, savingExpiry] = useSaveExpiryRulesMutation();
  const [writing, setWriting] = useState(false);
  const data = automations.data;
  const rows = results.data ? resultRowsOf(results.data, broadcasts.data) : [];

  return (
    <Stack spacing={4}>
      <Stack spacing={2} component="section" aria-labelledby="automations-settings-title">
        <Typography id="automations-settings-title" variant="h5" component="h2">
          Automations
        </Typography>
        {automations.isError && (
          <Alert severity="error">The automations could not be loaded.</Alert>
        )}
        {!data && !automations.isError && <Skeleton variant="rounded" height={320} />}
        {data &&
          AUTOMATION_ORDER.map((kind) => {
            const settings = data.automations.find((automation) => automation.kind === kind);
            if (!settings) return null;
            return (
              <Stack key={kind} spacing={2}>
                <AutomationCard
                  settings={{ ...settings, kind }}
                  submission={
                    savingAutomation.originalArgs?.kind === kind ? savingAutomation : undefined
                  }
                  onSave={async (body) => {
                    const result = await saveAutomation({ storeId, kind, body });
                    if (result.error) return false;
                    void notify(
                      `${AUTOMATION_TEXTS[kind].title} ${body.enabled ? 'is on' : 'is off'}. Saved.`,
                      'success',
                    );
                    return true;
                  }}
                />
                {kind === 'expiry_reminder' && (
                  <ExpiryRulesCard
                    rules={data.expiry}
                    submission={savingExpiry}
                    onSave={async (rules) => {
                      const result = await saveExpiry({ storeId, body: rules });
                      if (result.error) return false;
                      void notify('Expiry rules saved', 'success');
                      return true;
                    }}
                  />
                )}
              </Stack>
            );
          })}
      </Stack>

      <Stack spacing={2} component="section" aria-labelledby="automations-results-title">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id="automations-results-title" variant="h5" component="h2">
            What they brought
          </Typography>
          <Button
            variant="contained"
            startIcon={<CampaignOutlined />}
            onClick={() => setWriting(true)}
          >
            New one-off message
          </Button>
        </Stack>
        <Typography color="text.secondary">
          Customers who came back within 30 days of a message, against those held out at random, who
          got nothing. The difference is the lift.
        </Typography>
        {results.isError && <Alert severity="error">The results could not be loaded.</Alert>}
        {results.isLoading && <Skeleton variant="rounded" height={200} />}
        {results.data && rows.length === 0 && (
          <EmptyState
            icon={<InsightsOutlined />}
            title="No messages yet"
            description="Turn on an automation above, or send a one-off message: each day’s run chooses the customers, and their return rate shows here, next to the holdout’s."
          />
        )}
        {rows.length > 0 && <AutomationResults rows={rows} />}
      </Stack>

      <BroadcastList storeId={storeId} />
      {writing && (
        <BroadcastDialog
          storeId={storeId}
          storeName={storeName}
          onClose={() => setWriting(false)}
        />
      )}
    </Stack>
  );
}

/**
 * /automations (docs/product.md, "Automations"): what brings a store's customers back, for its
 * owner and managers.
 */
export function AutomationsPage() {
  const mine = useManagedStores();
  const { stores } = mine;
  // The store is in the address (`?store=`, the counter's link for a manager), so a reload or the
  // back button keeps it; none asked for, or one not theirs: the first.
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('store');
  const store = stores.find(({ id }) => id === asked) ?? stores[0];
  return (
    <PageFrame
      title="Automations"
      subtitle="Messages that bring customers back on their own rhythm, by email and push, and what they brought."
    >
      <Stack spacing={3}>
        {mine.isError && <Alert severity="error">Your stores could not be loaded.</Alert>}
        {mine.isLoading && <Skeleton variant="rounded" height={56} />}
        {mine.loaded && stores.length === 0 && (
          <EmptyState
            icon={<StorefrontOutlined />}
            title={mine.owner ? 'No stores yet' : 'No store to manage'}
            description={
              mine.owner
                ? 'Automations belong to a store: create one, and its customers can be brought back from here.'
                : 'A store’s owner and its managers run its automations. When a store makes you a manager, it appears here.'
            }
            action={
              <Button
                variant="contained"
                component={RouterLink}
                to={mine.owner ? paths.stores() : paths.dashboard()}
              >
                {mine.owner ? 'Go to My Stores' : 'Go to my dashboard'}
              </Button>
            }
          />
        )}
        {stores.length > 1 && store && (
          <TextField
            select
            label="Store"
            value={store.id}
            onChange={(event) =>
              void navigate(paths.automations(event.target.value), { replace: true })
            }
            sx={{ maxWidth: 360 }}
          >
            {stores.map(({ id, name }) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {store && <StoreAutomations key={store.id} storeId={store.id} storeName={store.name} />}
      </Stack>
    </PageFrame>
  );
}
