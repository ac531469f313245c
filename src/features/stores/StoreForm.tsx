import { useFormik } from 'formik';
import TextField from '@mui/material/TextField';
import type { Category } from '../../api/categories';
import { AddressContactFields } from '../../components/form/AddressContactFields';
import { CategoryField } from '../../components/form/CategoryField';
import { fieldProps } from '../../components/form/fieldProps';
import { FormDialog } from '../../components/form/FormDialog';
import type { Submission } from '../../components/form/formErrors';
import { storeSchema, type StoreValues } from './storeSchema';

interface StoreFormProps {
  title: string;
  initialValues: StoreValues;
  categories: Category[];
  categoriesLoading?: boolean;
  onSubmit: (values: StoreValues) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  busyLabel: string;
  /** The last submission (the mutation's result): its errors show on the fields or above them. */
  submission?: Submission;
}

/** A store's own details in a dialog: one form to create a store and to edit it. */
export function StoreForm({
  title,
  initialValues,
  categories,
  categoriesLoading = false,
  onSubmit,
  onCancel,
  submitLabel,
  busyLabel,
  submission,
}: StoreFormProps) {
  const form = useFormik<StoreValues>({
    initialValues,
    validationSchema: storeSchema,
    onSubmit,
  });
  return (
    <FormDialog
      title={title}
      titleId="store-form-title"
      form={form}
      submission={submission}
      onClose={onCancel}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <TextField {...fieldProps(form, 'name', submission)} label="Store name" required fullWidth />
      <CategoryField
        form={form}
        submission={submission}
        categories={categories}
        loading={categoriesLoading}
      />
      <TextField
        {...fieldProps(form, 'description', submission)}
        label="Description"
        fullWidth
        multiline
        minRows={3}
      />
      <AddressContactFields
        form={form}
        submission={submission}
        rows={[['phone', 'email'], 'website', 'address_line', ['city', 'postal_code'], 'country']}
      />
    </FormDialog>
  );
}
