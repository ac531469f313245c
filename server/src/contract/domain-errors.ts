/**
 * Errors meant for the caller, raised by code that knows no HTTP (services, and the modules' own
 * logic). plugins/error-handler.ts answers each with its status and code (docs/api.md, "Errors"), so
 * write `message` for a person: the SPA shows it as it is.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  /** The request field the message is about, when there is one (the answer names it). */
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    if (field !== undefined) this.field = field;
  }
}

/** A value the caller sent is not acceptable: 400 VALIDATION_ERROR naming `field`. */
export class InvalidInputError extends DomainError {
  override name = 'InvalidInputError';
  constructor(field: string, message: string) {
    super(message, field);
  }
}

/** The access or refresh token is not (or no longer) valid: 401 TOKEN_INVALID. */
export class InvalidTokenError extends DomainError {
  override name = 'InvalidTokenError';
}

/** The access token has expired (the client refreshes it): 401 TOKEN_EXPIRED. */
export class ExpiredTokenError extends DomainError {
  override name = 'ExpiredTokenError';
}

/** The card was refused: 402 PAYMENT_FAILED. */
export class PaymentFailedError extends DomainError {
  override name = 'PaymentFailedError';
}

/** The caller may not do this: 403 FORBIDDEN. */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

/** The merchant's plan allows no more of this: 403 PLAN_LIMIT_REACHED. */
export class PlanLimitError extends DomainError {
  override name = 'PlanLimitError';
}

/** 404 NOT_FOUND. */
export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The state does not allow it now (already done, another call under way): 409 CONFLICT. */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/** An `Idempotency-Key` sent again with another request: 422 IDEMPOTENCY_KEY_REUSED. */
export class KeyReusedError extends DomainError {
  override name = 'KeyReusedError';
}

/** A service the server needs (payments, storage) cannot be reached: 503 SERVICE_UNAVAILABLE. */
export class UnavailableError extends DomainError {
  override name = 'UnavailableError';
}
