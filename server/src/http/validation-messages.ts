import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './app-error';

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
    case 'format':
      return `${label} must be ${FORMAT_NAMES[String(params.format)] ?? `a valid ${String(params.format)}`}`;
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
    if (error.keyword === 'const') {
      choices.set(field, [...(choices.get(field) ?? []), String(error.params.allowedValue)]);
      continue;
    }
    if (error.keyword === 'anyOf' && choices.has(field)) continue;
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
