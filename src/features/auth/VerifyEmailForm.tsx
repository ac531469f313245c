import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormAlert } from '../../components/form/FormAlert';
import { fieldProps } from '../../components/form/fieldProps';
import { serverFieldError, type Submission } from '../../components/form/formErrors';
import { OtpInput } from '../../components/form/OtpInput';
import { ResendCodeButton } from './ResendCodeButton';
import { resendAvailableAt, type CodeFacts } from './verifyEmailFacts';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import {
  CODE_LENGTH,
  emailSchema,
  verifyEmailSchema,
  type VerifyEmailValues,
} from './verifyEmailSchema';

interface VerifyEmailFormProps {
  /** The address the code went to, when the session or the link says; otherwise the form asks. */
  knownEmail?: string;
  /** What the page knows of the code, to say it and to time Resend. */
  facts: CodeFacts;
  onVerify: (values: VerifyEmailValues) => Promise<void>;
  /** The verify mutation's result: its field errors go under the fields, the rest above. */
  submission: Submission;
  /** A new code was asked for at `sentAt`: old messages about the last one no longer apply. */
  onCodeSent: (sentAt: number) => void;
}

/** The server refused exactly this email and code last time (its field error is on `otp`). */
function alreadyRefused(submission: Submission, { email, otp }: VerifyEmailValues) {
  const sent = submission.originalArgs as Partial<VerifyEmailValues> | undefined;
  return sent?.email === email && Boolean(serverFieldError(submission, 'otp', otp));
}

/** The six-digit code (sent automatically once complete) and the resend button. */
export function VerifyEmailForm({
  knownEmail,
  facts,
  onVerify,
  submission,
  onCodeSent,
}: VerifyEmailFormProps) {
  const form = useFormik<VerifyEmailValues>({
    initialValues: { email: knownEmail ?? '', otp: '' },
    validationSchema: verifyEmailSchema,
    // Async even when nothing is sent: Formik ends `isSubmitting` only when a promise settles.
    onSubmit: async (values) => {
      const code = verifyEmailSchema.cast(values);
      // docs/product.md, "Email code": one try per code. The sixth digit has sent it already, so
      // Verify pressed on the code the server just refused sends nothing: the refusal stays under
      // the boxes rather than costing a second try of the five.
      if (alreadyRefused(submission, code)) return;
      await onVerify(code);
    },
  });
  // The OTP boxes are not a TextField, so fieldProps' message is read by hand: the same rule.
  const codeError =
    (form.touched.otp && form.errors.otp) ||
    serverFieldError(submission, 'otp', form.values.otp.trim());
  const emailIsValid = emailSchema.isValidSync(form.values.email);

  const submitComplete = (otp: string) => {
    if (form.isSubmitting) return;
    void form.setFieldValue('otp', otp, false).then(() => form.submitForm());
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit}>
      <FormAlert submission={submission} fields={Object.keys(form.values)} />
      <Stack spacing={3}>
        {knownEmail ? (
          <VerifyEmailNotice email={knownEmail} facts={facts} />
        ) : (
          <TextField
            {...fieldProps(form, 'email', submission, 'The email you registered with')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            fullWidth
          />
        )}
        <OtpInput
          value={form.values.otp}
          onChange={(otp) => void form.setFieldValue('otp', otp)}
          onComplete={submitComplete}
          length={CODE_LENGTH}
          error={Boolean(codeError)}
          helperText={codeError}
          // Not disabled while checking: a disabled box drops focus, and a wrong code is fixed in place.
          autoFocus={Boolean(knownEmail)}
        />
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        <ResendCodeButton
          email={emailIsValid ? form.values.email.trim() : ''}
          availableAt={resendAvailableAt(facts)}
          onSent={(sentAt) => {
            onCodeSent(sentAt);
            void form.setFieldValue('otp', '', false);
          }}
        />
      </Stack>
    </Box>
  );
}
