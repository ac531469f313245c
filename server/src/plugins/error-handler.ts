import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../contract/domain-errors';
import { AppError, defaultCodeFor, type ErrorCode, type FieldErrors } from '../http/app-error';
import { domainAnswerOf } from '../http/domain-answers';
import { toFieldErrors } from '../http/validation-messages';
import { isDatabaseUnavailable } from '../db/unavailable';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** What a client waits before retrying when the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

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
  // A path segment with a broken %-escape.
  FST_ERR_BAD_URL: { statusCode: 400, code: 'BAD_REQUEST', message: 'The address is not valid.' },
  // A path parameter over Fastify's 100 characters (no id of ours is that long).
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'BAD_REQUEST',
    message: 'The address is too long.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here. Send JSON.',
  },
};

/** Decides what the caller sees. Only AppErrors, domain errors and 4xx errors say what went wrong. */
export function toEnvelope(error: FastifyError): Envelope {
  if (error instanceof AppError) {
    const { statusCode, code, message, errors } = error;
    return errors ? { statusCode, code, message, errors } : { statusCode, code, message };
  }
  const domainAnswer = error instanceof DomainError ? domainAnswerOf(error) : undefined;
  if (domainAnswer) return domainAnswer;
  if (error.validation) {
    const errors = toFieldErrors(error.validation, error.validationContext);
    const first = Object.values(errors)[0]?.[0] ?? 'The request is not valid';
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: asSentence(first), errors };
  }
  if (isDatabaseUnavailable(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE };
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return { ...known };
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // A framework error we have not worded: its own message may name internals or echo input.
    const message = error.code?.startsWith('FST_')
      ? (STATUS_CODES[statusCode] ?? 'The request is not valid') + '.'
      : error.message;
    return { statusCode, code: defaultCodeFor(statusCode), message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: INTERNAL_ERROR_MESSAGE };
}

/** Field messages are lower-case fragments ("email is required") or whole sentences already. */
function asSentence(text: string): string {
  const capitalized = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, code, message, errors } = toEnvelope(error);
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', error.retryAfterSeconds);
  } else if (code === 'SERVICE_UNAVAILABLE') {
    reply.header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS);
  }
  if (code === 'SERVICE_UNAVAILABLE' && !(error instanceof DomainError)) {
    // One line per request, not a stack each, while the database is away.
    request.log.warn({ err: { message: error.message } }, 'database unavailable');
  } else if (statusCode >= 500) {
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

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers over 16 kB, a
 * request line that is not HTTP, a request that took too long to arrive) in the error envelope
 * too. Fastify's `clientErrorHandler` option; the connection closes after it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers (or its address) are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ success: false, message, code: 'BAD_REQUEST' });
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The one error handler of the app: every error answer goes out as the error envelope. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'error-handler' },
);
