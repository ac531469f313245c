import { Type, type TSchema } from '@sinclair/typebox';

/**
 * An optional body field that may be left out, null, or "" for none (the handler stores null).
 * The "" is written out: a JSON body is taken with its own types (docs/api.md, "Conventions"), so
 * Ajv no longer turns "" into null on its way to the null branch.
 */
export function noneOr<T extends TSchema>(schema: T, description = 'Null or empty for none.') {
  return Type.Optional(Type.Union([schema, Type.Literal(''), Type.Null()], { description }));
}
