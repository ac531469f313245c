import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SANDBOX_TEST_CARDS } from '../../api/billing/paymentMethods';
import { fieldProps } from '../form/fieldProps';
import { FormAlert } from '../form/FormAlert';
import type { Submission } from '../form/formErrors';
import {
  formatExpiry,
  testCardInitialValues,
  testCardSchema,
  type TestCardValues,
} from './testCardSchema';

interface TestCardFormProps {
  onSubmit: (values: TestCardValues) => Promise<void>;
  submitLabel: string;
  /** The last payment's result, with the server's field names mapped onto this form's. */
  submission: Submission;
  /** What went wrong after the card was taken (3-D Secure, confirming). */
  notice?: string;
}

const FIELDS = Object.keys(testCardInitialValues);

/** The sandbox provider's card form, clearly marked as test mode, with the test cards listed. */
export function TestCardForm({ onSubmit, submitLabel, submission, notice }: TestCardFormProps) {
  const form = useFormik<TestCardValues>({
    initialValues: testCardInitialValues,
    validationSchema: testCardSchema,
    onSubmit,
  });
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Test mode card">
      <Stack spacing={2.5}>
        <Alert severity="warning" role="note">
          <AlertTitle>Test mode</AlertTitle>
          No real card is charged. Use any future expiry date, any CVC and one of these numbers:
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {SANDBOX_TEST_CARDS.filter((card) => card.inForm).map((card) => (
              <li key={card.number}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {card.number}
                </Box>
                {`: ${card.outcome}`}
              </li>
            ))}
          </Box>
        </Alert>
        <FormAlert submission={submission} fields={FIELDS} />
        {notice && (
          <Alert severity="error" role="alert">
            {notice}
          </Alert>
        )}
        <TextField
          {...fieldProps(form, 'card_number', submission)}
          label="Card number"
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          fullWidth
        />
        <Grid container spacing={2}>
          <Grid size={6}>
            <TextField
              {...fieldProps(form, 'expiry', submission)}
              onChange={(event) =>
                void form.setFieldValue('expiry', formatExpiry(event.target.value))
              }
              label="Expiry (MM/YY)"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
              fullWidth
            />
          </Grid>
          <Grid size={6}>
            <TextField
              {...fieldProps(form, 'cvc', submission)}
              label="CVC"
              autoComplete="cc-csc"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
              fullWidth
            />
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
