import { DomainError } from '../contract/domain-errors';

/** The `code` values of the error envelope (docs/api.md lists when each is used). */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_INVALID'
  | 'PAYMENT_FAILED'
  | 'PLAN_REQUIRED'
  | 'FORBIDDEN'
  | 'EMAIL_NOT_VERIFIED'
  | 'PLAN_LIMIT_REACHED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'COUNTER_DEVICE_UNKNOWN'
  | 'COUNTER_ONLY'
  | 'PIN_WRONG'
  | 'PIN_LOCKED'
  | 'PIN_NOT_SET'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE';

/** Field name (dotted path for nested fields) to the problems with it, as the SPA shows them. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error meant for the caller, with its HTTP status and code: the error handler answers with
 * them and the message as they are, so write `message` for a person (the SPA shows it in a toast).
 * Routes and plugins throw it; code that knows no HTTP throws the domain errors of
 * contract/domain-errors.ts instead (an AppError is one too, so `instanceof DomainError` catches
 * every error meant for the caller). Anything else thrown is a bug, answered with a generic 500.
 */
export class AppError extends DomainError {
  override name = 'AppError';
  /** Sent as `Retry-After` (seconds) by the error handler; see `rateLimited`. */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** `throw httpError(409, 'CONFLICT', 'This email is already registered.')` */
export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  errors?: FieldErrors,
): AppError {
  return new AppError(statusCode, code, message, errors);
}

/** 429 RATE_LIMITED with `Retry-After: seconds` (at least 1: "0" reads as "retry at once"). */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(429, 'RATE_LIMITED', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

/** `{ field: [message] }` and the same sentence as the message: 400 VALIDATION_ERROR. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message, { [field]: [message] });
}

/** The code an error gets when nothing more specific is known about it. */
export function defaultCodeFor(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
      return 'PAYMENT_FAILED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'IDEMPOTENCY_KEY_REUSED';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}
