import Alert from '@mui/material/Alert';
import { formMessage, type Submission } from './formErrors';

/**
 * The one place a form shows what its fields cannot: a failed submission's message when no field
 * of the form is named (docs/architecture.md, "Forms"). Field messages sit under their fields
 * (`fieldProps`), and form endpoints raise no toast, so each error is said once.
 */
export function FormAlert({
  submission,
  fields,
}: {
  submission: Submission | undefined;
  /** The form's field names (`Object.keys(form.values)`). */
  fields: readonly string[];
}) {
  const message = formMessage(submission, fields);
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
