import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useUpdateMeMutation } from '../../api/users';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { notify } from '../../lib/toast';
import type { SessionUser } from '../../session/sessionTypes';
import {
  phoneLookupOf,
  phoneLookupSchema,
  toPhoneUpdate,
  type PhoneLookupValues,
} from './phoneLookupSchema';
import { usePatchSessionUser } from './usePatchSessionUser';

/**
 * The customer's phone and whether shops may find them by it at the counter (docs/product.md,
 * "Finding a customer"): off until they turn it on; a shop then sees only their first name.
 */
export function PhoneLookupCard({ user }: { user: SessionUser }) {
  const [updateMe, saving] = useUpdateMeMutation();
  const patchSessionUser = usePatchSessionUser();
  const form = useFormik<PhoneLookupValues>({
    initialValues: phoneLookupOf(user),
    validationSchema: phoneLookupSchema,
    onSubmit: async (values, helpers) => {
      const result = await updateMe(toPhoneUpdate(phoneLookupSchema.cast(values)));
      if (result.error) return;
      patchSessionUser(result.data);
      helpers.resetForm({ values: phoneLookupOf(result.data) });
      void notify('Phone settings saved', 'success');
    },
  });
  const switchError = form.touched.phone_findable ? form.errors.phone_findable : undefined;

  return (
    <Card component="section" aria-labelledby="phone-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="phone-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Find me by phone
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Without your QR code, a shop can find you by your phone number, if you allow it. It sees
          only your first name.
        </Typography>
        <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
          <TextField
            {...fieldProps(form, 'phone', saving, 'With your country code, e.g. +351 912 345 678.')}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            fullWidth
          />
          <div>
            <FormControlLabel
              control={
                <Switch
                  name="phone_findable"
                  checked={form.values.phone_findable}
                  onChange={(event) => {
                    void form.setFieldValue('phone_findable', event.target.checked);
                    void form.setFieldTouched('phone_findable', true, false);
                  }}
                />
              }
              label="Let shops find me by this number"
            />
            {switchError && <FormHelperText error>{switchError}</FormHelperText>}
          </div>
          <FormAlert submission={saving} fields={Object.keys(form.values)} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.isSubmitting || !form.dirty}>
              {form.isSubmitting ? 'Saving...' : 'Save'}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
