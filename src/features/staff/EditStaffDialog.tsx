import { useFormik } from 'formik';
import { useUpdateStaffMutation, type StaffMember } from '../../api/staff';
import { FormDialog } from '../../components/form/FormDialog';
import { notify } from '../../lib/toast';
import { StaffAccessFields } from './StaffAccessFields';
import { accessValuesOf, staffAccessSchema, type StaffAccessValues } from './staffSchema';

interface EditStaffDialogProps {
  storeId: string;
  member: StaffMember;
  branches: { id: string; name: string }[];
  onClose: () => void;
}

/** Changes a person's role or branches; it applies to their next request. */
export function EditStaffDialog({ storeId, member, branches, onClose }: EditStaffDialogProps) {
  const [update, submission] = useUpdateStaffMutation();
  const who = member.name ?? member.email;
  const form = useFormik<StaffAccessValues>({
    initialValues: accessValuesOf(member),
    validationSchema: staffAccessSchema,
    onSubmit: async ({ role, branch_ids }) => {
      const result = await update({ storeId, staffId: member.id, role, branch_ids });
      if (result.error) return;
      void notify(`${who}: changes saved`, 'success');
      onClose();
    },
  });
  return (
    <FormDialog
      title={`Change ${who}'s access`}
      titleId="edit-staff-title"
      form={form}
      submission={submission}
      onClose={onClose}
      submitLabel="Save changes"
    >
      <StaffAccessFields form={form} submission={submission} branches={branches} idPrefix="edit" />
    </FormDialog>
  );
}
