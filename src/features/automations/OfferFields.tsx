import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { fieldProps } from '../../components/form/fieldProps';
import type { Submission } from '../../components/form/formErrors';

/** The offer part of an automation's or a one-off message's form. */
export interface OfferValues {
  offer_kind: 'none' | 'bonus_stamps' | 'reward';
  offer_stamps: number | string;
  offer_valid_days: number | string;
}

/**
 * What a message offers (docs/product.md, "Automations"): nothing, bonus stamps, or a free reward,
 * and for how many days; the counter applies it by itself on the customer's next stamp.
 */
export function OfferFields<Values extends OfferValues>({
  form,
  submission,
  idPrefix,
}: {
  form: FormikProps<Values>;
  submission?: Submission;
  /** Keeps the fields' ids unique when several forms share a page. */
  idPrefix: string;
}) {
  const props = (name: keyof OfferValues & string, helper?: string) => ({
    ...fieldProps(form as unknown as FormikProps<OfferValues>, name, submission, helper),
    id: `${idPrefix}-${name}`,
  });
  const kind = form.values.offer_kind;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField select label="Offer" fullWidth {...props('offer_kind')}>
        <MenuItem value="bonus_stamps">Bonus stamps on the next visit</MenuItem>
        <MenuItem value="reward">A free reward on the next visit</MenuItem>
        <MenuItem value="none">No offer, just the message</MenuItem>
      </TextField>
      {kind === 'bonus_stamps' && (
        <TextField
          label="Bonus stamps"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 10, inputMode: 'numeric' } }}
          {...props('offer_stamps')}
        />
      )}
      {kind !== 'none' && (
        <TextField
          label="Valid for (days)"
          type="number"
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: 365, inputMode: 'numeric' } }}
          {...props('offer_valid_days')}
        />
      )}
    </Stack>
  );
}
