import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CustomerKey } from '../../api/stamping';
import { fieldProps } from '../../components/form/fieldProps';
import { customerCodeSchema, type CustomerCodeValues } from './customerCodeSchema';
import { typedCustomer } from './typedCustomer';

/**
 * The way in without a camera (docs/product.md, "Finding a customer"): the short code read aloud,
 * the customer's phone, or the QR code's own text or address pasted.
 */
export function ManualCodeForm({ onCustomer }: { onCustomer: (key: CustomerKey) => void }) {
  const form = useFormik<CustomerCodeValues>({
    initialValues: { code: '' },
    validationSchema: customerCodeSchema,
    onSubmit: ({ code }) => {
      const key = typedCustomer(code);
      if (key) onCustomer(key);
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        {...fieldProps(
          form,
          'code',
          undefined,
          'The 8 characters under their QR code (like K7P4-QX2M), or their phone number.',
        )}
        label="Short code or phone"
        autoComplete="off"
        slotProps={{
          htmlInput: {
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 300,
            sx: { fontFamily: 'monospace' },
          },
        }}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        Look up
      </Button>
    </Stack>
  );
}
