import fc from 'fast-check';

/** The parts of JSON Schema our TypeBox schemas use. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
}

/** Strings an attacker tries in any field. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\uD800',
  'a\uDC00b',
  '\uFFFF\uFFFE',
  'name\u202Egpj.exe',
  '\u2066isolated\u2069',
  '🦄'.repeat(300),
  'x'.repeat(100_000),
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '1e999',
  '-0',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/**
 * What every text field must refuse (400), never store altered: half a surrogate pair (stored
 * as U+FFFD), bidi controls, and numbers or booleans (converted to text before).
 */
export const TEXT_TO_REFUSE: [string, unknown][] = [
  ['half a surrogate pair', 'a\uD800('],
  ['a right-to-left override', 'name\u202Egpj.exe'],
  ['a bidi isolate', '\u2066x\u2069'],
  ['a number', 12],
  ['an overflowing number', 1e308],
  ['a boolean', true],
];

/** A text to put in a JSON body where `withBytesNotUtf8` then puts bytes that are not UTF-8. */
export const NOT_UTF8_MARK = 'not-utf8-here';

/** `json` with NOT_UTF8_MARK's bytes replaced by "a", 0xFF, 0xFE, "(" (no UTF-8 text has them). */
export function withBytesNotUtf8(json: Buffer): Buffer {
  const at = json.indexOf(NOT_UTF8_MARK);
  if (at < 0) throw new Error('no mark to replace');
  return Buffer.concat([
    json.subarray(0, at),
    Buffer.from([0x61, 0xff, 0xfe, 0x28]),
    json.subarray(at + NOT_UTF8_MARK.length),
  ]);
}

/** The top-level fields of an object schema that take text (alone, or text or null). */
export function textFields(schema: unknown): string[] {
  const properties = (schema as Schema | undefined)?.properties ?? {};
  const takesText = (node: Schema): boolean =>
    node.type === 'string' || (node.anyOf ?? node.oneOf ?? []).some(takesText);
  return Object.entries(properties)
    .filter(([, node]) => takesText(node))
    .map(([field]) => field);
}

/** Values of the wrong kind for any field. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  [],
  {},
  [null],
  { $gt: '' },
  { __proto__: { admin: true } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { constructor: { prototype: { polluted: true } } },
  ...HOSTILE_STRINGS,
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 64, 64);
  const min = Math.min(schema.minLength ?? 0, max);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
    case 'http-url':
      return fc.webUrl();
    default:
      return fc.oneof(
        fc.string({ minLength: min, maxLength: max, unit: 'binary' }),
        fc.constantFrom(...HOSTILE_STRINGS),
      );
  }
}

/**
 * Values for `schema`: mostly what it asks for (so the request gets past validation and reaches
 * the handler), sometimes anything hostile instead.
 */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostile);
  const valid = validFor(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: hostile });
}

function validFor(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  if (schema.allOf) return valueFor(Object.assign({}, ...schema.allOf) as Schema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, valueFor(value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      // Now and then a field nobody declared, or a prototype key.
      return fc
        .tuple(record, fc.option(fc.constantFrom('__proto__', 'constructor', 'extra', 'a\u0000')))
        .map(([value, extra]) => (extra ? { ...value, [extra]: { polluted: true } } : value));
    }
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
        fc.integer(),
      );
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Bodies no JSON parser or multipart reader should choke on, sent as raw bytes. */
export const RAW_BODIES: { contentType: string | undefined; body: Buffer }[] = [
  { contentType: 'application/json', body: Buffer.from('{"email": ') },
  { contentType: 'application/json', body: Buffer.from('{"a":1}{"b":2}') },
  {
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  {
    contentType: 'application/json',
    body: Buffer.from(`${'['.repeat(20_000)}${']'.repeat(20_000)}`),
  },
  {
    contentType: 'application/json',
    body: Buffer.from('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
  },
  { contentType: 'application/json', body: Buffer.from('') },
  { contentType: 'application/json; charset=utf-16', body: Buffer.from('{}', 'utf16le') },
  { contentType: 'text/plain', body: Buffer.from('hello') },
  { contentType: 'application/x-www-form-urlencoded', body: Buffer.from('a=1&a=2&b[c]=3') },
  { contentType: 'multipart/form-data; boundary=x', body: Buffer.from('--x\r\nbroken') },
  { contentType: 'multipart/form-data', body: Buffer.from('--x\r\n\r\n') },
  {
    contentType: 'application/xml',
    body: Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
    ),
  },
  { contentType: undefined, body: Buffer.from('{"a":1}') },
];

/** Path parameters that are not ids. */
export const HOSTILE_IDS = [
  'not-an-id',
  '0',
  '-1',
  '00000000-0000-4000-8000-000000000000',
  "1' OR '1'='1",
  '%00',
  '%2e%2e%2f%2e%2e%2f',
  '%E0%A4%A',
  'x'.repeat(90),
  '%F0%9F%A6%84',
  '__proto__',
];
