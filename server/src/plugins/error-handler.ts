import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, defaultCodeFor, type ErrorCode, type FieldErrors } from '../http/app-error';
import { toFieldErrors } from '../http/validation-messages';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

interface Envelope {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

// Fastify's own client errors, reworded for a person and given the contract's codes.
const FASTIFY_ERRORS: Record<string, Omit<Envelope, 'errors'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'Request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'Request body is empty but its content type is JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here. Send JSON.',
  },
};

/** Decides what the caller sees. Only AppErrors and 4xx errors say what went wrong. */
export function toEnvelope(error: FastifyError): Envelope {
  if (error instanceof AppError) {
    const { statusCode, code, message, errors } = error;
    return errors ? { statusCode, code, message, errors } : { statusCode, code, message };
  }
  if (error.validation) {
    const errors = toFieldErrors(error.validation, error.validationContext);
    const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid';
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: asSentence(first), errors };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { ...known };
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return { statusCode, code: defaultCodeFor(statusCode), message: error.message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/** Field messages are lower-case fragments ("email is required") or whole sentences already. */
function asSentence(text: string): string {
  const capitalized = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, code, message, errors } = toEnvelope(error);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', error.retryAfterSeconds);
  }
  if (statusCode >= 500) {
    // The full error, stack included, stays in the server log; the answer says nothing of it.
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code, statusCode }, message);
  }
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errors ? { success: false, message, code, errors } : { success: false, message, code });
}

/** The one error handler of the app: every error answer goes out as the error envelope. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
