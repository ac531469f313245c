import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** docs/product.md, "Errors and messages": the message shown when the server cannot be reached at all. */
export const DEMO_MODE_MESSAGE = 'Backend not available - Demo mode';
/** docs/product.md, "Errors and messages": the last resort of the error-toast precedence. */
export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/** Every failed call ends up as one of these (docs/api.md, "Conventions": the error envelope). */
export interface ApiError {
  /** HTTP status, or DEMO_MODE when the server was unreachable (network error, refused, timeout). */
  status: number | 'DEMO_MODE';
  message: string;
  code?: string;
  /** Field name to messages, for forms. */
  errors?: Record<string, string[]>;
  /** A 429's `Retry-After`, in seconds: how long the server wants the caller to wait. */
  retryAfterSeconds?: number;
}

interface ErrorEnvelope {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

/** Gateways answer 502/504 without JSON when the API behind them is down: that is unreachable too. */
const UNREACHABLE_GATEWAY_STATUSES = new Set([502, 504]);

export function isUnreachable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return error.status === 'PARSING_ERROR' && UNREACHABLE_GATEWAY_STATUSES.has(error.originalStatus);
}

/**
 * docs/product.md, "Errors and messages" precedence: the server's message field, else the error text, else "An error occurred".
 */
export function toApiError(error: FetchBaseQueryError, response?: Response): ApiError {
  if (isUnreachable(error)) return { status: 'DEMO_MODE', message: DEMO_MODE_MESSAGE };
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, message: error.error || FALLBACK_ERROR_MESSAGE };
  }
  if (typeof error.status !== 'number') {
    return { status: 0, message: ('error' in error && error.error) || FALLBACK_ERROR_MESSAGE };
  }
  const body = (error.data ?? {}) as ErrorEnvelope;
  const message =
    typeof body.message === 'string' && body.message.trim() ? body.message : FALLBACK_ERROR_MESSAGE;
  return {
    status: error.status,
    message,
    code: typeof body.code === 'string' ? body.code : undefined,
    errors: isFieldErrors(body.errors) ? body.errors : undefined,
    retryAfterSeconds: retryAfter(response),
  };
}

/** `Retry-After` in seconds (RFC 9110: delay-seconds or an HTTP date); undefined when absent. */
function retryAfter(response: Response | undefined): number | undefined {
  const value = response?.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/** Narrowing for components and machines that receive `unknown` errors from RTK Query. */
export function asApiError(error: unknown): ApiError {
  if (typeof error === 'object' && error !== null && 'status' in error && 'message' in error) {
    return error as ApiError;
  }
  if (error instanceof Error && error.message) return { status: 0, message: error.message };
  return { status: 0, message: FALLBACK_ERROR_MESSAGE };
}

/**
 * Whether the outcome is unknown (no answer, or the server failed), so the same request may be
 * sent again; a 4xx is a definite no.
 */
export function mayRetry(error: ApiError): boolean {
  return typeof error.status !== 'number' || error.status === 0 || error.status >= 500;
}
