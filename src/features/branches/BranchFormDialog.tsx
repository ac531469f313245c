import { useFormik } from 'formik';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Branch } from '../../api/branches';
import { useCreateBranchMutation, useUpdateBranchMutation } from '../../api/branches';
import { AddressContactFields } from '../../components/form/AddressContactFields';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import type { Address } from '../../lib/contactRules';
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
  storeAddress: Address;
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

  return (
    <FormDialog
      title={branch ? `Edit ${branch.name}` : 'New branch'}
      titleId="branch-form-title"
      form={form}
      submission={submission}
      onClose={onClose}
      submitLabel={branch ? 'Save branch' : 'Add branch'}
      wide
    >
      <TextField {...fieldProps(form, 'name', submission)} label="Branch name" required fullWidth />
      <AddressContactFields
        form={form}
        submission={submission}
        rows={['address_line', ['city', 'postal_code', 'country'], 'phone']}
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
    </FormDialog>
  );
}
