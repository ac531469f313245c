import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * Paths pino blanks out before a line is written. Request headers are not logged by default, but
 * a log call that passes a request, a body or a user object must not leak these either.
 */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'refresh',
  'otp',
  'card_number',
  'cvc',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // `log.info(request.body)` puts a form's fields at the top of the line, `log.info({ body })` one
  // level down: both are blanked.
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** pino settings: pretty for a developer at a terminal, JSON lines for everything else. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(pretty && {
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
      },
    }),
  };
}
