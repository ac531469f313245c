import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldProps } from '../../components/form/fieldProps';
import { customerCodeFrom } from './customerCode';
import { customerCodeSchema, type CustomerCodeValues } from './customerCodeSchema';

/** The way in without a camera: the code (or the address under the QR code) typed or pasted. */
export function ManualCodeForm({ onCode }: { onCode: (code: string) => void }) {
  const form = useFormik<CustomerCodeValues>({
    initialValues: { code: '' },
    validationSchema: customerCodeSchema,
    onSubmit: ({ code }) => {
      const found = customerCodeFrom(code);
      if (found) onCode(found);
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
          'The code under the customer’s QR code, or its address.',
        )}
        label="Customer code"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 300 } }}
        size="small"
        fullWidth
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, minHeight: 40 }}>
        Look up
      </Button>
    </Stack>
  );
}
