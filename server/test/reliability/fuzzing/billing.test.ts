import fc from 'fast-check';
import Stripe from 'stripe';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { HOSTILE_VALUES, valueFor } from '../support/arbitraries';
import { databaseSnapshot } from '../support/database-snapshot';
import { API, fuzzEveryRoute, INTERNAL, RUNS } from '../support/route-fuzzer';

// The billing group of the route table (support/route-groups.ts) under fuzzing, and Stripe's
// webhook with signed events (docs/reliability.md, "The gates").
fuzzEveryRoute('billing');

describe('fuzzing the signed Stripe webhook', () => {
  // The route table's row above has no webhook secret, so every call is 503 there. Here it has
  // one, and every generated event is signed as Stripe signs: the signature proves who sent an
  // event, and the event must still never reach a 5xx (a NUL in its id did).
  const SECRET = 'whsec_fuzzing';
  const signer = new Stripe('sk_test_unused');
  let app: App;

  beforeAll(async () => {
    app = await build({ STRIPE_WEBHOOK_SECRET: SECRET });
  });
  afterAll(() => app.close());

  const stripeId = (prefix: string) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,24}$/).map((id) => `${prefix}_${id}`),
      },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
    );
  const event = fc.record(
    {
      id: stripeId('evt'),
      object: fc.constant('event'),
      type: fc.oneof(
        fc.constantFrom(
          'invoice.paid',
          'invoice.payment_failed',
          'customer.subscription.updated',
          'customer.subscription.deleted',
          'charge.succeeded',
        ),
        fc.constantFrom(...HOSTILE_VALUES),
      ),
      created: fc.oneof(fc.integer({ min: 0, max: 2 ** 32 }), fc.constantFrom(...HOSTILE_VALUES)),
      livemode: fc.boolean(),
      data: fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record({
            object: fc.record(
              {
                id: stripeId('sub'),
                subscription: fc.oneof(stripeId('sub'), fc.record({ id: stripeId('sub') })),
                parent: fc.record({
                  subscription_details: fc.record({ subscription: stripeId('sub') }),
                }),
                customer_name: valueFor({ type: 'string', maxLength: 40 }),
                metadata: fc.dictionary(fc.string({ maxLength: 8 }), valueFor({ type: 'string' })),
              },
              { requiredKeys: [] },
            ),
          }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
      ),
    },
    { requiredKeys: ['id', 'type'] },
  );

  it('never answers 5xx to a signed event, and a refused one changes nothing', async () => {
    const answered = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(event, async (generated) => {
        const payload = JSON.stringify(generated);
        const header = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET });
        await app.jobs.drain();
        const before = await databaseSnapshot(app);
        const response = await app.inject({
          method: 'POST',
          url: `${API}/webhooks/stripe`,
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          payload,
        });
        const label = `${payload.slice(0, 200)} → ${response.statusCode}`;
        answered.set(response.statusCode, (answered.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) throw new Error(`${label}: ${response.body.slice(0, 300)}`);
        if (response.statusCode >= 400) {
          expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
          for (const pattern of INTERNAL) {
            if (pattern.test(response.body)) throw new Error(`${label} shows ${pattern}`);
          }
          await app.jobs.drain();
          if ((await databaseSnapshot(app)) !== before)
            throw new Error(`${label} was refused but changed the database`);
        }
      }),
      { numRuns: RUNS * 10 },
    );
    // Both kinds were sent: events it took and events it refused.
    expect(answered.get(200)).toBeGreaterThan(0);
    expect(answered.get(400)).toBeGreaterThan(0);
  });
});
