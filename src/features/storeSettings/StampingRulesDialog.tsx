import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StoreSettings } from '../../api/storeSettings';
import { useGetStoreSettingsQuery, useUpdateStoreSettingsMutation } from '../../api/storeSettings';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { notify } from '../../lib/toast';
import {
  stampingRulesBodyOf,
  stampingRulesSchema,
  stampingRulesValuesOf,
  type StampingRulesValues,
} from './stampingRulesSchema';

function StampingRulesForm({
  settings,
  onClose,
}: {
  settings: StoreSettings;
  onClose: () => void;
}) {
  const [save, saving] = useUpdateStoreSettingsMutation();
  const form = useFormik<StampingRulesValues>({
    initialValues: stampingRulesValuesOf(settings),
    validationSchema: stampingRulesSchema,
    onSubmit: async (values) => {
      const result = await save(stampingRulesBodyOf(stampingRulesSchema.cast(values)));
      if (result.error) return;
      void notify('Stamping rules saved', 'success');
      onClose();
    },
  });
  const busy = form.isSubmitting && !form.isValidating;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormAlert submission={saving} fields={Object.keys(form.values)} />
        <TextField
          {...fieldProps(
            form,
            'stamp_cooldown_minutes',
            saving,
            'Minutes before the same customer can get the next stamp at a store. 0: no wait.',
          )}
          type="number"
          label="Cooldown between stamps (minutes)"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(
            form,
            'daily_stamp_limit_per_customer',
            saving,
            'The most stamps one customer can get at a store in a day.',
          )}
          type="number"
          label="Daily limit per customer"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(
            form,
            'default_stamps_required',
            saving,
            'What a new reward card starts with.',
          )}
          type="number"
          label="Stamps for a new card"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(form, 'brand_color', saving, 'Like #4338CA. Empty: the app’s own colour.')}
          label="Brand colour"
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
            {busy ? 'Saving...' : 'Save rules'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/**
 * The merchant's stamping rules (docs/product.md, "Reward cards and stamps"): the cooldown and the
 * daily limit a cashier meets at the counter, a new card's stamps, the brand colour.
 */
export function StampingRulesDialog({ onClose }: { onClose: () => void }) {
  const settings = useGetStoreSettingsQuery();
  return (
    <Dialog open onClose={onClose} aria-labelledby="stamping-rules-title" fullWidth maxWidth="sm">
      <DialogTitle id="stamping-rules-title">Stamping rules</DialogTitle>
      <DialogContent>
        {settings.isLoading && <Skeleton variant="rounded" height={240} />}
        {settings.isError && (
          <Alert severity="error">Your stamping rules could not be loaded.</Alert>
        )}
        {settings.data && <StampingRulesForm settings={settings.data} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
