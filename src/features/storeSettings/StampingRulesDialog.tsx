import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useGetStoreSettingsQuery, useUpdateStoreSettingsMutation } from '../../api/storeSettings';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import { notify } from '../../lib/toast';
import {
  stampingRulesBodyOf,
  stampingRulesSchema,
  stampingRulesValuesOf,
  type StampingRulesValues,
} from './stampingRulesSchema';

// Held until the merchant's rules arrive, which replace them (`enableReinitialize`); no field
// shows them and nothing can be sent meanwhile.
const UNLOADED: StampingRulesValues = {
  stamp_cooldown_minutes: 0,
  daily_stamp_limit_per_customer: 1,
  default_stamps_required: 1,
  brand_color: '',
};

/**
 * The merchant's stamping rules (docs/product.md, "Reward cards and stamps"): the cooldown and the
 * daily limit a cashier meets at the counter, a new card's stamps, the brand colour.
 */
export function StampingRulesDialog({ onClose }: { onClose: () => void }) {
  const settings = useGetStoreSettingsQuery();
  const [save, saving] = useUpdateStoreSettingsMutation();
  const form = useFormik<StampingRulesValues>({
    initialValues: settings.data ? stampingRulesValuesOf(settings.data) : UNLOADED,
    enableReinitialize: true,
    validationSchema: stampingRulesSchema,
    onSubmit: async (values) => {
      const result = await save(stampingRulesBodyOf(stampingRulesSchema.cast(values)));
      if (result.error) return;
      void notify('Stamping rules saved', 'success');
      onClose();
    },
  });
  return (
    <FormDialog
      title="Stamping rules"
      titleId="stamping-rules-title"
      form={form}
      submission={saving}
      onClose={onClose}
      submitLabel="Save rules"
      submitDisabled={!settings.data}
    >
      {settings.isLoading && <Skeleton variant="rounded" height={240} />}
      {settings.isError && <Alert severity="error">Your stamping rules could not be loaded.</Alert>}
      {settings.data && (
        <>
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
            {...fieldProps(
              form,
              'brand_color',
              saving,
              'Like #4338CA. Empty: the app’s own colour.',
            )}
            label="Brand colour"
            fullWidth
          />
        </>
      )}
    </FormDialog>
  );
}
