import type { FastifySchemaValidationError } from 'fastify';
import { PASSWORD_RULE_MESSAGE } from '../contract/password-policy';
import type { FieldErrors } from './app-error';
import {
  COUNTRY_RULE_MESSAGE,
  HTTP_URL_RULE_MESSAGE,
  PHONE_RULE_MESSAGE,
  TIME_ZONE_RULE_MESSAGE,
  USERNAME_RULE_MESSAGE,
} from '../contract/formats';

/** What a failed keyword means, said about a field (`label`), e.g. "email must be a valid email address". */
const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  uri: 'a valid URL',
  url: 'a valid URL',
  uuid: 'a valid id',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time (ISO 8601)',
  time: 'a time (HH:MM)',
};

/** Our own formats (contract/formats.ts) are rules a person must read whole, whatever the field. */
const FORMAT_SENTENCES: Record<string, string> = {
  password: PASSWORD_RULE_MESSAGE,
  username: USERNAME_RULE_MESSAGE,
  phone: PHONE_RULE_MESSAGE,
  'country-code': COUNTRY_RULE_MESSAGE,
  'http-url': HTTP_URL_RULE_MESSAGE,
  'time-zone': TIME_ZONE_RULE_MESSAGE,
};

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'empty',
};

function describe(error: FastifySchemaValidationError, label: string): string {
  const params = error.params;
  switch (error.keyword) {
    case 'required':
      return `${label} is required`;
    case 'format': {
      const format = String(params.format);
      return (
        FORMAT_SENTENCES[format] ??
        `${label} must be ${FORMAT_NAMES[format] ?? `a valid ${format}`}`
      );
    }
    case 'type':
      return `${label} must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`;
    case 'minLength':
      return params.limit === 1
        ? `${label} must not be empty`
        : `${label} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${label} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${label} must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `${label} must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `${label} must be less than ${String(params.limit)}`;
    case 'minItems':
      return `${label} must have at least ${String(params.limit)} items`;
    case 'maxItems':
      return `${label} must have at most ${String(params.limit)} items`;
    case 'enum':
      return `${label} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${label} must be one of: ${String(params.allowedValue)}`;
    case 'pattern':
      return `${label} has an invalid format`;
    default:
      return `${label} ${error.message ?? 'is invalid'}`;
  }
}

/** `/address/city` + missing `zip` → `address.city.zip`; an empty path is the whole `context`. */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments.length ? segments.join('.') : context;
}

/**
 * Turns Ajv's errors into `{ field: [message] }`. A TypeBox union of literals fails as one `const`
 * error per choice plus an `anyOf`: those fold into a single "must be one of: a, b" message.
 */
export function toFieldErrors(
  validation: FastifySchemaValidationError[],
  context = 'body',
): FieldErrors {
  const errors: FieldErrors = {};
  const choices = new Map<string, string[]>();
  for (const error of validation) {
    const field = fieldOf(error, context);
    // A field that also takes "" for none (contract/none-field.ts) fails that choice too: once its
    // own rule has spoken, "must be one of: " says nothing more.
    const spokenAlready = (errors[field]?.length ?? 0) > 0;
    if (error.keyword === 'const' && error.params.allowedValue === '' && spokenAlready) continue;
    if (error.keyword === 'const') {
      choices.set(field, [...(choices.get(field) ?? []), String(error.params.allowedValue)]);
      continue;
    }
    // A nullable field (`Type.Union([X, Type.Null()])`) fails X, then "must be null", then anyOf:
    // once X has spoken, the other two only add noise.
    const spoken = choices.has(field) || (errors[field]?.length ?? 0) > 0;
    if (error.keyword === 'anyOf' && spoken) continue;
    if (error.keyword === 'type' && error.params.type === 'null' && spoken) continue;
    const label = (field.split('.').pop() ?? field).replace(/_/g, ' ');
    const message = describe(error, label);
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  for (const [field, allowed] of choices) {
    const label = (field.split('.').pop() ?? field).replace(/_/g, ' ');
    (errors[field] ??= []).unshift(`${label} must be one of: ${allowed.join(', ')}`);
  }
  return errors;
}
