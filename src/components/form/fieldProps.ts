import type { FormikProps } from 'formik';

/**
 * The glue between a Formik form and an MUI TextField (coder/coder's getFormHelpers): value,
 * handlers, and the message to show: the field's validation error once touched, else the server's
 * error for that field (docs/api.md "errors": { field: [message] }).
 */
export function fieldProps<Values>(
  form: FormikProps<Values>,
  name: keyof Values & string,
  serverErrors?: Record<string, string[]>,
  helperText?: string,
) {
  const touched = Boolean((form.touched as Record<string, unknown>)[name]);
  const clientError = (form.errors as Record<string, string | undefined>)[name];
  const serverError = serverErrors?.[name]?.[0];
  const message = (touched && clientError) || serverError;
  return {
    id: name,
    name,
    value: (form.values as Record<string, unknown>)[name] ?? '',
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: Boolean(message),
    helperText: message || helperText,
  };
}
