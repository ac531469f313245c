import {
  ConflictError,
  type DomainError,
  ExpiredTokenError,
  ForbiddenError,
  InvalidInputError,
  InvalidTokenError,
  KeyReusedError,
  NotFoundError,
  PaymentFailedError,
  PlanLimitError,
  UnavailableError,
} from '../contract/domain-errors';
import type { ErrorCode, FieldErrors } from './app-error';

/** Each domain error's HTTP answer (docs/api.md, "Errors"), most specific class first. */
const ANSWERS: [new (...args: never[]) => DomainError, number, ErrorCode][] = [
  [InvalidInputError, 400, 'VALIDATION_ERROR'],
  [InvalidTokenError, 401, 'TOKEN_INVALID'],
  [ExpiredTokenError, 401, 'TOKEN_EXPIRED'],
  [PaymentFailedError, 402, 'PAYMENT_FAILED'],
  [ForbiddenError, 403, 'FORBIDDEN'],
  [PlanLimitError, 403, 'PLAN_LIMIT_REACHED'],
  [NotFoundError, 404, 'NOT_FOUND'],
  [ConflictError, 409, 'CONFLICT'],
  [KeyReusedError, 422, 'IDEMPOTENCY_KEY_REUSED'],
  [UnavailableError, 503, 'SERVICE_UNAVAILABLE'],
];

/** The status, code and message a domain error answers (a field error names its field), if known. */
export function domainAnswerOf(
  error: DomainError,
): { statusCode: number; code: ErrorCode; message: string; errors?: FieldErrors } | undefined {
  const answer = ANSWERS.find(([kind]) => error instanceof kind);
  // A DomainError of no listed kind is a bug in the server: the error handler answers it as one.
  if (!answer) return undefined;
  const [, statusCode, code] = answer;
  const { message, field } = error;
  return field === undefined
    ? { statusCode, code, message }
    : { statusCode, code, message, errors: { [field]: [message] } };
}
