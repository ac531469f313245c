import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, type FieldErrors } from '../http/app-error';

// C0 controls and DEL, except tab, line feed and carriage return (text areas send those).
// PostgreSQL refuses NUL in text; the others are invisible, break logs and terminals, and are
// never part of a name, an address or a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const CONTROL_MESSAGE = 'must not contain control characters';
const NUMBER_MESSAGE = 'must be a finite number';

type Problems = FieldErrors;

function walk(value: unknown, path: string, problems: Problems, depth: number): void {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value))
      (problems[path || 'value'] ??= []).push(`${path || 'value'} ${CONTROL_MESSAGE}`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value))
      (problems[path || 'value'] ??= []).push(`${path || 'value'} ${NUMBER_MESSAGE}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      walk(item, path ? `${path}.${index}` : String(index), problems, depth + 1),
    );
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key))
        (problems[path || 'body'] ??= []).push(
          `${path || 'body'} has a field name with control characters`,
        );
      else walk(item, path ? `${path}.${key}` : key, problems, depth + 1);
    }
  }
}

/** The field problems of a validated request's params, query and body (empty when none). */
export function inputProblems(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
): Problems {
  const problems: Problems = {};
  for (const part of [request.params, request.query, request.body]) walk(part, '', problems, 0);
  return problems;
}

/**
 * Two rules every route keeps without writing them (docs/reliability.md, "Bad input"): no string
 * anywhere in the input holds a control character, and every number is finite (Ajv's type
 * coercion turns "1e999" into Infinity, which its integer check then accepts). Runs after schema
 * validation, so it sees the values the handler would get; a breach answers 400
 * VALIDATION_ERROR naming each field. Bounds (minimum, maximum, maxLength) live in the schemas;
 * the reliability gates check that every schema has them.
 */
export default fp(
  async function inputRules(app: FastifyInstance) {
    app.addHook('preHandler', async (request) => {
      const problems = inputProblems(request);
      const fields = Object.keys(problems);
      if (fields.length === 0) return;
      const first = problems[fields[0]!]![0]!;
      throw httpError(
        400,
        'VALIDATION_ERROR',
        `${first.charAt(0).toUpperCase()}${first.slice(1)}.`,
        problems,
      );
    });
  },
  { name: 'input-rules' },
);
