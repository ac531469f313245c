import type { ApiError } from '../../api/apiError';

export const DEAD_CODE_MESSAGE =
  'Too many wrong codes: this code no longer works. Request a new code below.';
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Request a new code below.';
export const UNREACHABLE_MESSAGE =
  "We can't reach the server right now, so the code can't be checked. Please try again in a moment.";

/**
 * Where a failed verification is explained, by field (docs/api.md, "Auth": a wrong code answers
 * 400 with the attempts left, which the server's message says; after 5 wrong codes it answers 429;
 * codes live 10 minutes). Anything about the code goes under the code.
 */
export function verifyEmailFieldErrors(error: ApiError): Record<string, string[]> {
  if (error.errors) return error.errors;
  if (error.status === 429) return { otp: [DEAD_CODE_MESSAGE] };
  if (error.status === 410 || /expired/i.test(`${error.code ?? ''} ${error.message}`)) {
    return { otp: [EXPIRED_CODE_MESSAGE] };
  }
  if (error.status === 'DEMO_MODE') return { otp: [UNREACHABLE_MESSAGE] };
  return { otp: [error.message] };
}
