import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Branch } from '../../api/branches';
import { useCreateBranchMutation, useUpdateBranchMutation } from '../../api/branches';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import { COUNTRIES } from '../../lib/countries';
import { notify } from '../../lib/toast';
import {
  branchBodyOf,
  branchSchema,
  branchValuesOf,
  newBranchValues,
  type BranchValues,
} from './branchSchema';
import { OpeningHoursEditor } from './OpeningHoursEditor';
import { openingHoursProblems } from './openingHours';

interface BranchFormDialogProps {
  storeId: string;
  /** Where a new branch starts: the store's address. */
  storeAddress: Parameters<typeof newBranchValues>[0];
  /** The branch to edit; none to add one. */
  branch?: Branch;
  onClose: () => void;
}

/** Add a branch or edit one: its address, its own open/closed switch and its week of hours. */
export function BranchFormDialog({
  storeId,
  storeAddress,
  branch,
  onClose,
}: BranchFormDialogProps) {
  const [create, creating] = useCreateBranchMutation();
  const [update, updating] = useUpdateBranchMutation();
  const submission = branch ? updating : creating;
  const form = useFormik<BranchValues>({
    initialValues: branch ? branchValuesOf(branch) : newBranchValues(storeAddress),
    validationSchema: branchSchema,
    // The hours' problems are drawn under their days; this only keeps a bad week from being sent.
    validate: ({ opening_hours }) =>
      Object.keys(openingHoursProblems(opening_hours)).length > 0
        ? { opening_hours: 'Correct the opening hours.' }
        : {},
    onSubmit: async (values) => {
      const body = branchBodyOf(values);
      const result = branch
        ? await update({ id: branch.id, store_id: storeId, ...body })
        : await create({ store_id: storeId, ...body });
      if (result.error) return;
      void notify(branch ? 'Branch saved' : 'Branch added', 'success');
      onClose();
    },
  });
  const busy = form.isSubmitting && !form.isValidating;
  const fields = [...Object.keys(form.values)];

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="branch-form-title"
      fullWidth
      maxWidth="md"
      // A week of time inputs needs the phone's width: 12 px margins instead of MUI's 32 px.
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)' } } } }}
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="branch-form-title">
          {branch ? `Edit ${branch.name}` : 'New branch'}
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormAlert submission={submission} fields={fields} />
            <TextField
              {...fieldProps(form, 'name', submission)}
              label="Branch name"
              required
              fullWidth
            />
            <TextField
              {...fieldProps(form, 'address_line', submission)}
              label="Address line"
              required
              fullWidth
            />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...fieldProps(form, 'city', submission)}
                  label="City"
                  required
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...fieldProps(form, 'postal_code', submission)}
                  label="Postal code"
                  required
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  {...fieldProps(form, 'country', submission)}
                  select
                  label="Country"
                  required
                  fullWidth
                >
                  {COUNTRIES.map((country) => (
                    <MenuItem key={country.code} value={country.code}>
                      {country.name}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <TextField
              {...fieldProps(form, 'phone', submission, 'Optional, e.g. +14155550123')}
              label="Phone"
              type="tel"
              fullWidth
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.values.status === 'closed'}
                  onChange={(event) =>
                    void form.setFieldValue('status', event.target.checked ? 'closed' : 'open')
                  }
                />
              }
              label="Temporarily closed"
            />
            <OpeningHoursEditor
              value={form.values.opening_hours}
              onChange={(hours) => void form.setFieldValue('opening_hours', hours)}
              problems={openingHoursProblems(form.values.opening_hours)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
            {busy ? 'Saving...' : branch ? 'Save branch' : 'Add branch'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
