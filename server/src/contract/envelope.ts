import { Type, type TSchema } from '@sinclair/typebox';

/** `{ success: false, message, code, errors? }`: every error answer has this shape. */
export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String({ description: 'Written for a person; the SPA shows it in a toast.' }),
    code: Type.String({ description: 'Stable machine-readable code, e.g. VALIDATION_ERROR.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Field name to its problems (validation errors only).',
      }),
    ),
  },
  { title: 'Error envelope' },
);

/** `{ success: true, message?, data }` around a route's `data` schema. */
export function successEnvelope<Data extends TSchema>(data: Data) {
  return Type.Object({
    success: Type.Literal(true),
    message: Type.Optional(Type.String()),
    data,
  });
}

/** A route's error answers: each status given answers the error envelope. */
export function errorAnswers<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<
    Status,
    typeof ErrorEnvelope
  >;
}
