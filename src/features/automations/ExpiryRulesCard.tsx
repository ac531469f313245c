import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { number, object } from 'yup';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';

/** A store's expiry rules: null is never (the default). */
export interface ExpiryRules {
  reward_expiry_days: number | null;
  stamp_expiry_months: number | null;
}

interface ExpiryValues {
  reward_expiry_days: number | string;
  stamp_expiry_months: number | string;
}

// Empty means never; a number must be whole and in the server's range.
const optionalWhole = (label: string, maximum: number) =>
  number()
    .transform((value: number, original: unknown) => (original === '' ? undefined : value))
    .typeError(`${label} must be a whole number, or empty for never`)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be between 1 and ${maximum}, or empty for never`)
    .max(maximum, `${label} must be between 1 and ${maximum}, or empty for never`);

const expirySchema = object({
  reward_expiry_days: optionalWhole('Reward expiry', 3650),
  stamp_expiry_months: optionalWhole('Stamp expiry', 60),
});

const valuesOf = (rules: ExpiryRules): ExpiryValues => ({
  reward_expiry_days: rules.reward_expiry_days ?? '',
  stamp_expiry_months: rules.stamp_expiry_months ?? '',
});

function rulesOf(values: ExpiryValues): ExpiryRules {
  const cast = expirySchema.cast(values);
  return {
    reward_expiry_days: cast.reward_expiry_days ?? null,
    stamp_expiry_months: cast.stamp_expiry_months ?? null,
  };
}

const TITLE_ID = 'expiry-rules-title';

/**
 * The store's expiry rules (docs/product.md, "Automations"): off by default; when set, rewards and
 * stamps expire at the end of the day in the store's time zone, customers see the date on their
 * card, and the expiry reminder can warn them 7 days before.
 */
export function ExpiryRulesCard({
  rules,
  onSave,
  submission,
}: {
  rules: ExpiryRules;
  onSave: (rules: ExpiryRules) => Promise<boolean>;
  submission?: Submission;
}) {
  const form = useFormik<ExpiryValues>({
    initialValues: valuesOf(rules),
    enableReinitialize: true,
    validationSchema: expirySchema,
    onSubmit: async (values) => {
      await onSave(rulesOf(values));
    },
  });
  return (
    <Card component="section" aria-labelledby={TITLE_ID} variant="outlined">
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit}>
          <Stack spacing={2}>
            <Typography id={TITLE_ID} variant="h6" component="h3">
              Expiry
            </Typography>
            <Typography color="text.secondary">
              Off unless you set it. Customers see the date on their card; what expires is gone at
              the end of that day in your time zone.
            </Typography>
            <FormAlert submission={submission} fields={Object.keys(form.values)} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Rewards expire after (days)"
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 1, max: 3650, inputMode: 'numeric' } }}
                {...fieldProps(form, 'reward_expiry_days', submission, 'Empty: never.')}
              />
              <TextField
                label="Stamps expire after (months)"
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 1, max: 60, inputMode: 'numeric' } }}
                {...fieldProps(
                  form,
                  'stamp_expiry_months',
                  submission,
                  'Months without a visit. Empty: never.',
                )}
              />
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={form.isSubmitting || !form.dirty}>
                {form.isSubmitting && !form.isValidating ? 'Saving...' : 'Save expiry'}
              </Button>
            </Stack>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
