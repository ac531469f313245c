import type { FormikProps } from 'formik';
import { serverFieldError, type Submission } from './formErrors';

/**
 * The glue between a Formik form and an MUI TextField (coder/coder's getFormHelpers): value,
 * handlers, and the message to show: the field's validation error once touched, else the server's
 * message for that field while it still holds what was sent (docs/api.md "errors": { field:
 * [message] }). `submission` is the mutation's result (`const [save, saving] = useSaveMutation()`).
 */
export function fieldProps<Values>(
  form: FormikProps<Values>,
  name: keyof Values & string,
  submission?: Submission,
  helperText?: string,
) {
  const touched = Boolean((form.touched as Record<string, unknown>)[name]);
  const clientError = (form.errors as Record<string, string | undefined>)[name];
  const value = (form.values as Record<string, unknown>)[name];
  const message = (touched && clientError) || serverFieldError(submission, name, value);
  return {
    id: name,
    name,
    value: value ?? '',
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(message),
    helperText: message || helperText,
  };
}
