import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useUpdateMeMutation } from '../../api/users';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { notify } from '../../lib/toast';
import type { SessionUser } from '../../session/sessionTypes';
import {
  detailsOf,
  GENDERS,
  profileDetailsSchema,
  toProfileUpdate,
  type ProfileDetailsValues,
} from './profileDetailsSchema';
import { usePatchSessionUser } from './usePatchSessionUser';

/** Name, username, birth date and gender, saved with PUT /users/me. */
export function ProfileDetailsCard({ user }: { user: SessionUser }) {
  const [updateMe, saving] = useUpdateMeMutation();
  const patchSessionUser = usePatchSessionUser();
  const form = useFormik<ProfileDetailsValues>({
    initialValues: detailsOf(user),
    validationSchema: profileDetailsSchema,
    onSubmit: async (values, helpers) => {
      // A failure stays in `saving`: under its field, or above the button.
      const result = await updateMe(toProfileUpdate(profileDetailsSchema.cast(values)));
      if (result.error) return;
      patchSessionUser(result.data);
      helpers.resetForm({ values: detailsOf(result.data) });
      void notify('Profile saved', 'success');
    },
  });

  return (
    <Card component="section" aria-labelledby="details-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="details-title" variant="h6" component="h2" sx={{ mb: 2.5 }}>
          Personal details
        </Typography>
        <Box component="form" noValidate onSubmit={form.handleSubmit}>
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(form, 'first_name', saving)}
                label="First name"
                autoComplete="given-name"
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(form, 'last_name', saving)}
                label="Last name"
                autoComplete="family-name"
                required
                fullWidth
              />
            </Grid>
            <Grid size={12}>
              <TextField
                {...fieldProps(form, 'username', saving)}
                label="Username"
                autoComplete="username"
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(form, 'birth_date', saving)}
                label="Birth date"
                type="date"
                autoComplete="bday"
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...fieldProps(form, 'gender', saving)}
                label="Gender"
                select
                fullWidth
                // The native select: the phone's own picker, and no popover to manage.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">Not set</option>
                {GENDERS.map((gender) => (
                  <option key={gender.value} value={gender.value}>
                    {gender.label}
                  </option>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <FormAlert submission={saving} fields={Object.keys(form.values)} />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={form.isSubmitting || !form.dirty}
                >
                  {form.isSubmitting ? 'Saving...' : 'Save changes'}
                </Button>
              </Box>
            </Grid>
          </Grid>
        </Box>
      </CardContent>
    </Card>
  );
}
