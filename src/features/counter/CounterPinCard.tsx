import { useFormik } from 'formik';
import { object, ref, string, type InferType } from 'yup';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSetCounterPinMutation } from '../../api/counter';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { notify } from '../../lib/toast';

// docs/api.md, "Counter mode": 4 to 6 digits; the server also refuses runs and one digit repeated, and says
// so under the field.
const pinSchema = object({
  pin: string()
    .required('Enter a PIN of 4 to 6 digits')
    .matches(/^[0-9]{4,6}$/, 'Use 4 to 6 digits'),
  confirm: string()
    .required('Enter the PIN again')
    .oneOf([ref('pin')], 'The two PINs are not the same'),
});

type PinValues = InferType<typeof pinSchema>;

/** A masked field that brings up the phone's number pad. */
const pinInput = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } as const;

/**
 * The signed-in staff member's own PIN for a store's counter devices (docs/api.md, "Counter mode"):
 * they tap their name at the shared counter and type it to unlock the scanner as themselves.
 */
export function CounterPinCard({
  workplace,
}: {
  workplace: { staff_id: string; has_pin: boolean; store: { name: string } };
}) {
  const [save, saving] = useSetCounterPinMutation();
  const form = useFormik<PinValues>({
    initialValues: { pin: '', confirm: '' },
    validationSchema: pinSchema,
    onSubmit: async ({ pin }, { resetForm }) => {
      const result = await save({ staffId: workplace.staff_id, pin });
      if (result.error) return;
      void notify('Your counter PIN is saved.', 'success');
      resetForm();
    },
  });
  const busy = form.isSubmitting && !form.isValidating;
  return (
    <Paper
      component="section"
      aria-labelledby="counter-pin-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="counter-pin-title" variant="h6" component="h2">
              Your counter PIN
            </Typography>
            {workplace.has_pin && <Chip size="small" color="success" label="PIN set" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`On a shared counter device of ${workplace.store.name}, tap your name and type this PIN to stamp as yourself. Avoid runs like 1234 and one digit repeated.`}
          </Typography>
          <FormAlert submission={saving} fields={['pin', 'confirm']} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...fieldProps(form, 'pin', saving)}
              label={workplace.has_pin ? 'New PIN' : 'PIN'}
              type="password"
              autoComplete="new-password"
              slotProps={{ htmlInput: pinInput }}
              fullWidth
            />
            <TextField
              {...fieldProps(form, 'confirm', saving)}
              label="Repeat the PIN"
              type="password"
              autoComplete="new-password"
              slotProps={{ htmlInput: pinInput }}
              fullWidth
            />
          </Stack>
          <div>
            <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
              {busy ? 'Saving...' : workplace.has_pin ? 'Change PIN' : 'Set PIN'}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
