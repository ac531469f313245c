import { useEffect } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Category } from '../../api/categories';
import { AddressContactFields } from '../../components/form/AddressContactFields';
import { CategoryField } from '../../components/form/CategoryField';
import { fieldProps } from '../../components/form/fieldProps';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { BusinessFields } from '../../components/form/BusinessFields';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  merchantRequestSchema,
  type MerchantRequestValues,
} from './merchantRequestSchema';

interface MerchantRequestFormProps {
  initialValues: MerchantRequestValues;
  categories: Category[];
  categoriesLoading?: boolean;
  onSubmit: (values: MerchantRequestValues) => Promise<void>;
  /** Called with every change, so the page can keep a draft. */
  onChange?: (values: MerchantRequestValues) => void;
  /** The last submission (the mutation's result): its errors show on the fields or above them. */
  submission?: Submission;
}

/** Step 2: the business and the store the merchant asks to open. */
export function MerchantRequestForm({
  initialValues,
  categories,
  categoriesLoading = false,
  onSubmit,
  onChange,
  submission,
}: MerchantRequestFormProps) {
  const form = useFormik<MerchantRequestValues>({
    initialValues,
    validationSchema: merchantRequestSchema,
    onSubmit: (values) => onSubmit(merchantRequestSchema.cast(values)),
  });
  const { values } = form;
  useEffect(() => {
    onChange?.(values);
  }, [values, onChange]);
  const descriptionLength = values.description.trim().length;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <FormAlert submission={submission} fields={Object.keys(values)} />
        <BusinessFields form={form} submission={submission} idPrefix="request" />
        <CategoryField
          form={form}
          submission={submission}
          categories={categories}
          loading={categoriesLoading}
        />
        <TextField
          {...fieldProps(form, 'store_name', submission)}
          label="Store name"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(
            form,
            'description',
            submission,
            `${descriptionLength}/${DESCRIPTION_MAX} characters (at least ${DESCRIPTION_MIN})`,
          )}
          label="Description"
          required
          fullWidth
          multiline
          minRows={3}
        />
        <AddressContactFields
          form={form}
          submission={submission}
          rows={['phone', 'address_line', ['city', 'postal_code'], 'country', 'website']}
          phoneRequired
        />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Submitting...' : 'Submit request'}
        </Button>
      </Stack>
    </Box>
  );
}
