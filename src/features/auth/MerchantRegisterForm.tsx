import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BusinessFields } from '../../components/form/BusinessFields';
import { FormAlert } from '../../components/form/FormAlert';
import type { Submission } from '../../components/form/formErrors';
import { SignUpFields } from '../../components/form/SignUpFields';
import {
  merchantRegisterInitialValues,
  merchantRegisterSchema,
  type MerchantRegisterValues,
} from './merchantRegisterSchema';

interface MerchantRegisterFormProps {
  onSubmit: (values: MerchantRegisterValues) => Promise<void>;
  /** The sign-up's mutation result: its field errors land on the fields, the rest above the button. */
  submission?: Submission;
}

/** The business and its owner's account; the page decides what happens with them. */
export function MerchantRegisterForm({ onSubmit, submission }: MerchantRegisterFormProps) {
  const form = useFormik<MerchantRegisterValues>({
    initialValues: merchantRegisterInitialValues,
    validationSchema: merchantRegisterSchema,
    onSubmit: (values) => onSubmit(merchantRegisterSchema.cast(values)),
  });

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Your business
        </Typography>
        <BusinessFields form={form} submission={submission} idPrefix="register" />
        <Divider />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Your account
        </Typography>
        <SignUpFields form={form} submission={submission} />
        <FormAlert submission={submission} fields={Object.keys(form.values)} />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Registering...' : 'Register business'}
        </Button>
      </Stack>
    </Box>
  );
}
