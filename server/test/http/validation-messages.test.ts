import type { FastifySchemaValidationError } from 'fastify';
import { toFieldErrors } from '../../src/http/validation-messages';

function ajvError(
  keyword: string,
  instancePath: string,
  params: Record<string, unknown>,
  message?: string,
): FastifySchemaValidationError {
  return { keyword, instancePath, schemaPath: '#', params, message };
}

describe('toFieldErrors', () => {
  it('words each kind of failure for a person', () => {
    expect(
      toFieldErrors([
        ajvError('required', '', { missingProperty: 'first_name' }),
        ajvError('minLength', '/password', { limit: 8 }),
        ajvError('maxLength', '/username', { limit: 30 }),
        ajvError('type', '/page', { type: 'integer' }),
        ajvError('maximum', '/page_size', { limit: 100 }),
        ajvError('format', '/website', { format: 'uri' }),
        ajvError('pattern', '/phone', { pattern: '^\\+?[0-9 ]+$' }),
        ajvError('enum', '/status', { allowedValues: ['open', 'closed'] }),
      ]),
    ).toEqual({
      first_name: ['first name is required'],
      password: ['password must be at least 8 characters'],
      username: ['username must be at most 30 characters'],
      page: ['page must be a whole number'],
      page_size: ['page size must be at most 100'],
      website: ['website must be a valid URL'],
      phone: ['phone has an invalid format'],
      status: ['status must be one of: open, closed'],
    });
  });

  it('names nested fields by their path and the whole input by its context', () => {
    expect(
      toFieldErrors(
        [
          ajvError('required', '/opening_hours', { missingProperty: 'mon' }),
          ajvError('minLength', '/address/city', { limit: 1 }),
          ajvError('type', '', { type: 'object' }),
        ],
        'querystring',
      ),
    ).toEqual({
      'opening_hours.mon': ['mon is required'],
      'address.city': ['city must not be empty'],
      querystring: ['querystring must be an object'],
    });
  });

  it('folds the branches of a union of literals into one message', () => {
    expect(
      toFieldErrors([
        ajvError('const', '/gender', { allowedValue: 'female' }),
        ajvError('const', '/gender', { allowedValue: 'male' }),
        ajvError('anyOf', '/gender', {}, 'must match a schema in anyOf'),
      ]),
    ).toEqual({ gender: ['gender must be one of: female, male'] });
  });

  it('keeps only the real problem of a nullable field', () => {
    expect(
      toFieldErrors([
        ajvError('format', '/birth_date', { format: 'date' }),
        ajvError('type', '/birth_date', { type: 'null' }),
        ajvError('anyOf', '/birth_date', {}, 'must match a schema in anyOf'),
        ajvError('const', '/gender', { allowedValue: 'female' }),
        ajvError('type', '/gender', { type: 'null' }),
        ajvError('anyOf', '/gender', {}, 'must match a schema in anyOf'),
      ]),
    ).toEqual({
      birth_date: ['birth date must be a date (YYYY-MM-DD)'],
      gender: ['gender must be one of: female'],
    });
  });

  it('words our own formats as whole sentences', () => {
    expect(
      toFieldErrors([
        ajvError('format', '/new_password', { format: 'password' }),
        ajvError('format', '/username', { format: 'username' }),
      ]),
    ).toEqual({
      new_password: ['Password must be 8 to 128 characters and contain a letter and a digit.'],
      username: ['Username must be 3 to 30 characters: letters, digits, dots and underscores.'],
    });
  });

  it('falls back to the message of an unknown keyword', () => {
    expect(
      toFieldErrors([
        ajvError('uniqueItems', '/tags', { i: 1, j: 0 }, 'must NOT have duplicate items'),
      ]),
    ).toEqual({ tags: ['tags must NOT have duplicate items'] });
  });
});
