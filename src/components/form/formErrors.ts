import { asApiError, type ApiError } from '../../api/client/apiError';

/**
 * Shown in a form when the server cannot be reached: no toast says so in that case (docs/product.md,
 * "Errors and messages", demo mode), and the person should not be left wondering why nothing
 * happened.
 */
export const UNREACHABLE_MESSAGE =
  "We can't reach the server right now. Please try again in a moment.";

/**
 * What a form knows of its last submission: RTK Query's mutation result (`const [save, saving] =
 * useSaveMutation()`) has both. `originalArgs` lets a field drop the server's complaint once the
 * person has changed what was sent (docs/architecture.md, "Forms").
 */
export interface Submission {
  error?: unknown;
  originalArgs?: unknown;
}

/** The submission's error as the contract's envelope, or undefined when it succeeded or is running. */
export function submissionError(submission: Submission | undefined): ApiError | undefined {
  return submission?.error === undefined ? undefined : asApiError(submission.error);
}

/** The server's messages per field (a conflict such as a taken email names its field too). */
export function fieldErrorsOf(error: ApiError | undefined): Record<string, string[]> | undefined {
  return error?.errors;
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The server's message for one field, while the field still holds what was sent: a corrected
 * value hides the old complaint at once instead of keeping it under the field.
 */
export function serverFieldError(
  submission: Submission | undefined,
  name: string,
  value: unknown,
): string | undefined {
  const message = fieldErrorsOf(submissionError(submission))?.[name]?.[0];
  if (!message) return undefined;
  const sent = submission?.originalArgs;
  if (typeof sent === 'object' && sent !== null && name in sent) {
    if (asText((sent as Record<string, unknown>)[name]) !== asText(value)) return undefined;
  }
  return message;
}

/**
 * The part of a failed submission no field shows: the whole message when no field is named, or
 * when a named field is not on the form; the unreachable-server notice in demo mode. Undefined
 * when every message sits under its field.
 */
export function formMessage(
  submission: Submission | undefined,
  fields: readonly string[],
): string | undefined {
  const error = submissionError(submission);
  if (!error || error.status === 401) return undefined;
  if (error.status === 'DEMO_MODE') return UNREACHABLE_MESSAGE;
  const named = Object.keys(fieldErrorsOf(error) ?? {});
  if (named.length > 0 && named.every((name) => fields.includes(name))) return undefined;
  return error.message;
}
