import type { FormikProps } from 'formik';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { StaffRole } from '../../api/staff';
import type { Submission } from '../../components/form/formErrors';
import { serverFieldError } from '../../components/form/formErrors';
import { ROLE_HELP, ROLE_LABELS, branchesText } from './staffFormat';

interface StaffAccessFieldsProps<Values extends { role: StaffRole; branch_ids: string[] }> {
  form: FormikProps<Values>;
  submission?: Submission;
  branches: { id: string; name: string }[];
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
}

/**
 * A person's role (with what it may do) and the branches they work at; no branch chosen means all
 * of them (docs/product.md, "Staff"). The branch list shows only when the store has several.
 */
export function StaffAccessFields<Values extends { role: StaffRole; branch_ids: string[] }>({
  form,
  submission,
  branches,
  idPrefix,
}: StaffAccessFieldsProps<Values>) {
  const roleLabelId = `${idPrefix}-role-label`;
  const branchError = serverFieldError(submission, 'branch_ids', form.values.branch_ids);
  return (
    <>
      <FormControl>
        <FormLabel id={roleLabelId}>Role</FormLabel>
        <RadioGroup
          aria-labelledby={roleLabelId}
          name="role"
          value={form.values.role}
          onChange={(event) => void form.setFieldValue('role', event.target.value)}
        >
          {(['cashier', 'manager'] as const).map((role) => (
            <FormControlLabel
              key={role}
              value={role}
              control={<Radio />}
              label={
                <>
                  {ROLE_LABELS[role]}
                  <FormHelperText component="span" sx={{ display: 'block', mt: 0, mx: 0 }}>
                    {ROLE_HELP[role]}
                  </FormHelperText>
                </>
              }
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {branches.length > 1 && (
        <TextField
          select
          id={`${idPrefix}-branches`}
          label="Branches"
          fullWidth
          value={form.values.branch_ids}
          error={Boolean(branchError)}
          helperText={branchError || 'Leave empty for every branch, new ones included.'}
          onChange={(event) => {
            const { value } = event.target as { value: unknown };
            void form.setFieldValue(
              'branch_ids',
              typeof value === 'string' ? value.split(',') : (value as string[]),
            );
          }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => branchesText(selected as string[], branches),
            },
            inputLabel: { shrink: true },
          }}
        >
          {branches.map(({ id, name }) => (
            <MenuItem key={id} value={id}>
              <Checkbox checked={form.values.branch_ids.includes(id)} sx={{ py: 0 }} />
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
