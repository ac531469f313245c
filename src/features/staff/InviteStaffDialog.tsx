import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import { useInviteStaffMutation } from '../../api/staff';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import { notify } from '../../lib/toast';
import { StaffAccessFields } from './StaffAccessFields';
import { inviteStaffSchema, newInviteValues, type InviteStaffValues } from './staffSchema';

interface InviteStaffDialogProps {
  storeId: string;
  storeName: string;
  branches: { id: string; name: string }[];
  onClose: () => void;
}

/** Invites a manager or a cashier by email; the server sends the invitation (docs/product.md, "Staff"). */
export function InviteStaffDialog({
  storeId,
  storeName,
  branches,
  onClose,
}: InviteStaffDialogProps) {
  const [invite, submission] = useInviteStaffMutation();
  const form = useFormik<InviteStaffValues>({
    initialValues: newInviteValues(),
    validationSchema: inviteStaffSchema,
    onSubmit: async ({ email, role, branch_ids }) => {
      const result = await invite({ storeId, email: email.trim(), role, branch_ids });
      if (result.error) return;
      void notify(`Invitation sent to ${result.data.email}`, 'success');
      onClose();
    },
  });
  return (
    <FormDialog
      title={`Invite to ${storeName}`}
      titleId="invite-staff-title"
      form={form}
      submission={submission}
      onClose={onClose}
      submitLabel="Send invitation"
      busyLabel="Sending..."
    >
      <TextField
        {...fieldProps(
          form,
          'email',
          submission,
          'They sign in or sign up with this address to accept. The invitation lasts 7 days.',
        )}
        label="Email"
        type="email"
        autoComplete="off"
        required
        fullWidth
        autoFocus
      />
      <StaffAccessFields
        form={form}
        submission={submission}
        branches={branches}
        idPrefix="invite"
      />
    </FormDialog>
  );
}
