import { isUtf8 } from 'node:buffer';
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FieldErrors } from '../../http/app-error';
import { valueProblems } from '../../plugins/input-rules';

// Stripe's ids: a prefix, "_", letters and digits (evt_1NG8Du2eZvKYlo2CUI79vXWy, sub_..., in_...).
const StripeId = Type.String({ pattern: '^[A-Za-z0-9_]{1,255}$' });
// A reference to another object: its id, or the object itself when the event expands it.
const Reference = Type.Union([StripeId, Type.Object({ id: StripeId }), Type.Null()]);

/**
 * The parts of a Stripe event this app reads (the event id and type, and where its object names
 * a subscription: stripe-events.ts); anything else in it is carried as Stripe sent it.
 */
export const StripeEventSchema = Type.Object({
  id: Type.String({ pattern: '^evt_[A-Za-z0-9_]{1,251}$' }),
  type: Type.String({ pattern: '^[a-z0-9_]+(\\.[a-z0-9_]+)+$', maxLength: 100 }),
  created: Type.Optional(Type.Integer({ minimum: 0 })),
  data: Type.Object({
    object: Type.Object({
      id: Type.Optional(StripeId),
      subscription: Type.Optional(Reference),
      parent: Type.Optional(
        Type.Union([
          Type.Object({
            subscription_details: Type.Optional(
              Type.Union([Type.Object({ subscription: Type.Optional(Reference) }), Type.Null()]),
            ),
          }),
          Type.Null(),
        ]),
      ),
    }),
  }),
});

export type CheckedStripeEvent = Static<typeof StripeEventSchema>;

const check = TypeCompiler.Compile(StripeEventSchema);

/**
 * What is wrong with a verified webhook body, by field (`id`, `data.object.id`), or undefined when
 * nothing is: bytes that are not UTF-8, an event not of the schema, or text that cannot be stored
 * (a NUL, half a surrogate pair) anywhere in it. A signature proves who sent the body, not that
 * it is usable: a NUL in the event id answered 500 when the database refused it.
 */
export function stripeEventProblems(body: Buffer, event: unknown): FieldErrors | undefined {
  if (!isUtf8(body)) return { body: ['body must be valid UTF-8 text'] };
  const problems: FieldErrors = {};
  for (const error of check.Errors(event)) {
    const field = error.path.split('/').filter(Boolean).join('.') || 'event';
    // A union's failure repeats for each choice: its first words say enough.
    problems[field] ??= [`${field} is not valid: ${error.message}`];
  }
  if (Object.keys(problems).length) return problems;
  // Bidi controls are text a customer may have typed (a name at Stripe): carried, not refused.
  const text = valueProblems(event, { bidi: false });
  return Object.keys(text).length ? text : undefined;
}
