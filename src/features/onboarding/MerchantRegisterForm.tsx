import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldProps } from '../../components/form/fieldProps';
import { SignUpFields } from '../../components/form/SignUpFields';
import {
  BUSINESS_TYPES,
  merchantRegisterInitialValues,
  merchantRegisterSchema,
  type MerchantRegisterValues,
} from './merchantRegisterSchema';

interface MerchantRegisterFormProps {
  onSubmit: (values: MerchantRegisterValues) => Promise<void>;
  serverErrors?: Record<string, string[]>;
  formError?: string;
}

/** The business and its owner's account; the page decides what happens with them. */
export function MerchantRegisterForm({
  onSubmit,
  serverErrors,
  formError,
}: MerchantRegisterFormProps) {
  const form = useFormik<MerchantRegisterValues>({
    initialValues: merchantRegisterInitialValues,
    validationSchema: merchantRegisterSchema,
    onSubmit: (values) => onSubmit(merchantRegisterSchema.cast(values)),
  });
  const businessType = fieldProps(form, 'business_type', serverErrors);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <Stack spacing={2.5}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Your business
        </Typography>
        <TextField
          {...fieldProps(form, 'business_name', serverErrors)}
          label="Business name"
          autoComplete="organization"
          required
          fullWidth
        />
        <FormControl error={businessType.error}>
          <FormLabel id="business-type-label">Business type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="business-type-label"
            name="business_type"
            value={form.values.business_type}
            onChange={form.handleChange}
          >
            {BUSINESS_TYPES.map((type) => (
              <FormControlLabel
                key={type.value}
                value={type.value}
                control={<Radio />}
                label={type.label}
              />
            ))}
          </RadioGroup>
          {businessType.error && <FormHelperText>{businessType.helperText}</FormHelperText>}
        </FormControl>
        <Divider />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Your account
        </Typography>
        <SignUpFields form={form} serverErrors={serverErrors} />
        {formError && <Alert severity="warning">{formError}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Registering...' : 'Register business'}
        </Button>
      </Stack>
    </Box>
  );
}
