import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError, type FieldErrors } from '../http/app-error';

// C0 controls and DEL, except tab, line feed and carriage return (text areas send those).
// PostgreSQL refuses NUL in text; the others are invisible, break logs and terminals, and are
// never part of a name, an address or a search.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a UTF-16 surrogate pair with no other half (JSON's "\ud800"): no character at all.
// Stored, it became U+FFFD ("���(" as a store name); in Unicode mode a whole pair never matches.
const LONE_SURROGATE = /\p{Surrogate}/u;
// Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder how the
// text after them is shown, so a public name can display as something else than it is ("‮gpj.exe"
// reads "exe.jpg"). Right-to-left text needs none of them; the marks U+200E/U+200F stay allowed.
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

const CONTROL_MESSAGE = 'must not contain control characters';
const SURROGATE_MESSAGE = 'must be valid Unicode text';
const BIDI_MESSAGE = 'must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)';
const NUMBER_MESSAGE = 'must be a finite number';
const NOT_UTF8_MESSAGE = 'must be valid UTF-8 text';

/** Which rules a walk applies: all of them for our own inputs (`textRules.strict`). */
export interface TextRules {
  /** Refuse bidi controls too; off for text we only carry for someone else (a Stripe event). */
  bidi: boolean;
}

const STRICT: TextRules = { bidi: true };

/** What is wrong with one string, or undefined: the message's fragment after the field name. */
function textProblem(text: string, rules: TextRules): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  if (rules.bidi && BIDI_CONTROL.test(text)) return BIDI_MESSAGE;
  return undefined;
}

function add(problems: FieldErrors, field: string, message: string) {
  (problems[field] ??= []).push(message);
}

function walk(
  value: unknown,
  path: string,
  problems: FieldErrors,
  depth: number,
  rules: TextRules,
): void {
  if (depth > 32) return;
  const field = path || 'value';
  if (typeof value === 'string') {
    const problem = textProblem(value, rules);
    if (problem) add(problems, field, `${field} ${problem}`);
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) add(problems, field, `${field} ${NUMBER_MESSAGE}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) =>
      walk(item, path ? `${path}.${index}` : String(index), problems, depth + 1, rules),
    );
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (textProblem(key, rules)) {
        const parent = path || 'body';
        add(problems, parent, `${parent} has a field name with control or invalid characters`);
      } else walk(item, path ? `${path}.${key}` : key, problems, depth + 1, rules);
    }
  }
}

/** The field problems of any parsed value, by dotted path (empty when none). */
export function valueProblems(value: unknown, rules: TextRules = STRICT): FieldErrors {
  const problems: FieldErrors = {};
  walk(value, '', problems, 0, rules);
  return problems;
}

/** The field problems of a validated request's params, query and body (empty when none). */
export function inputProblems(
  request: Pick<FastifyRequest, 'params' | 'query' | 'body'>,
): FieldErrors {
  const problems: FieldErrors = {};
  for (const part of [request.params, request.query, request.body])
    walk(part, '', problems, 0, STRICT);
  return problems;
}

/** 400 VALIDATION_ERROR naming every field of `problems`; its message is the first one. */
export function invalidInput(problems: FieldErrors) {
  const first = Object.values(problems)[0]?.[0] ?? 'The request is not valid';
  return httpError(
    400,
    'VALIDATION_ERROR',
    `${first.charAt(0).toUpperCase()}${first.slice(1)}.`,
    problems,
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The fields of a JSON body whose text is not UTF-8: the body decoded with replacement
 * characters, then every string holding one. `{ body: [...] }` when that cannot say (the broken
 * bytes are outside any string, or the body does not parse either way).
 */
function notUtf8Fields(bytes: Buffer): FieldErrors {
  const problems: FieldErrors = {};
  const find = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.includes('\uFFFD'))
        add(problems, path || 'body', `${path || 'body'} ${NOT_UTF8_MESSAGE}`);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) find(item, path ? `${path}.${key}` : key);
    }
  };
  try {
    find(JSON.parse(bytes.toString('utf8')) as unknown, '');
  } catch {
    // Not JSON either: the body as a whole.
  }
  return Object.keys(problems).length ? problems : { body: [`body ${NOT_UTF8_MESSAGE}`] };
}

/**
 * The query values whose %-escapes are not UTF-8 (`?search=%FF`, `%ED%A0%80`: half a surrogate
 * pair): the query parser keeps those as the raw text "%FF" rather than refusing them.
 */
function queryEscapeProblems(url: string): FieldErrors {
  const problems: FieldErrors = {};
  const start = url.indexOf('?');
  if (start < 0) return problems;
  for (const pair of url.slice(start + 1).split('&')) {
    const equals = pair.indexOf('=');
    const key = equals < 0 ? pair : pair.slice(0, equals);
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    let field: string;
    try {
      field = decodeURIComponent(key);
    } catch {
      add(problems, 'query', `query ${NOT_UTF8_MESSAGE}`);
      continue;
    }
    try {
      decodeURIComponent(value);
    } catch {
      add(problems, field, `${field} ${NOT_UTF8_MESSAGE}`);
    }
  }
  return problems;
}

/**
 * The rules every route keeps without writing them (docs/reliability.md, "Bad input"):
 *
 * - a JSON body is UTF-8, decoded strictly: bytes that are not UTF-8 are a 400 naming the field,
 *   where the default parser replaced them with U+FFFD and stored that; the same for a query
 *   value's %-escapes;
 * - no string anywhere in the input holds a control character, half a surrogate pair or a bidi
 *   control, and every number is finite (query values are converted from text, and "1e999"
 *   became Infinity, which an integer check then accepted).
 *
 * The string rules run after schema validation, so they see the values the handler would get; a
 * breach answers 400 VALIDATION_ERROR naming each field. Bounds (minimum, maximum, maxLength) live
 * in the schemas; the reliability gates check that every schema has them.
 */
export default fp(
  async function inputRules(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        done(invalidInput(notUtf8Fields(bytes)), undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.addHook('preHandler', async (request) => {
      const problems = { ...queryEscapeProblems(request.url), ...inputProblems(request) };
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
    });
  },
  { name: 'input-rules' },
);
