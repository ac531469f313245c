import type { App } from '../../src/app';
import { build } from '../helper';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../accounts';

/**
 * Every route in the OpenAPI document, fed input no client should send: malformed JSON, the wrong
 * shape, wrong types, absurd sizes and ids that are not ids, signed out, as a merchant and as an
 * administrator. Whatever the route, the answer is a client error in the error envelope, never a
 * 500 and never a stack trace (brief: "Bad input gets a clear message naming the field, never a
 * 500"). The Stripe webhook without a configured secret answers 503 by design and is left out of
 * that rule only.
 */

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
interface Operation {
  method: Method;
  path: string;
}

const NOT_AN_ID = 'not-an-id';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const BODIES: { name: string; payload: string; contentType: string }[] = [
  { name: 'malformed JSON', payload: '{"email": ', contentType: 'application/json' },
  { name: 'a JSON array', payload: '[1, 2, 3]', contentType: 'application/json' },
  {
    name: 'wrong types everywhere',
    payload: JSON.stringify({
      email: 12,
      password: ['x'],
      first_name: { a: 1 },
      store_name: null,
      plan_id: 3.5,
      card_number: true,
      exp_month: 'soon',
      reason: 7,
      payment_method_id: {},
      setup_intent_id: [],
      otp: -1,
      interval: 'weekly',
    }),
    contentType: 'application/json',
  },
  {
    name: 'very long strings',
    payload: JSON.stringify({
      email: `${'a'.repeat(5000)}@example.com`,
      reason: 'x'.repeat(20000),
    }),
    contentType: 'application/json',
  },
  { name: 'form data where JSON is expected', payload: 'a=1&b=2', contentType: 'text/plain' },
];

describe('bad input, on every route', () => {
  let app: App;
  let operations: Operation[];
  let merchant: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await build();
    merchant = await verifiedAccount(app);
    admin = await adminAccount(app);
    const document = (await app.inject({ method: 'GET', url: '/api/merchant/docs/json' })).json<{
      servers: { url: string }[];
      paths: Record<string, Partial<Record<Method, unknown>>>;
    }>();
    // The document's paths are written under its one server, the API prefix.
    const prefix = document.servers[0]!.url;
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      (Object.keys(methods) as Method[])
        .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({ method, path: `${prefix}${path}` })),
    );
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  it('finds the routes to try', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('never answers 5xx or leaks a stack, whoever asks and whatever they send', async () => {
    const failures: string[] = [];
    let refused = 0;
    const callers = { 'signed out': undefined, merchant, admin } as const;
    for (const { method, path } of operations) {
      for (const id of [NOT_AN_ID, UNKNOWN_ID]) {
        const url =
          path.replace(/\{[^}]+\}/g, id) +
          (method === 'get' ? '?page=-1&page_size=abc&status=weird' : '');
        for (const [who, account] of Object.entries(callers)) {
          const bodies = method === 'get' ? [undefined] : BODIES;
          for (const body of bodies) {
            const response = await app.inject({
              method: method.toUpperCase() as Uppercase<Method>,
              url,
              headers: {
                ...(account ? bearer(account.access) : {}),
                ...(body ? { 'content-type': body.contentType } : {}),
              },
              ...(body ? { payload: body.payload } : {}),
            });
            const webhookWithoutSecret =
              path.endsWith('/webhooks/stripe') && response.statusCode === 503;
            const problem =
              (response.statusCode >= 500 && !webhookWithoutSecret) ||
              /at .+\.(ts|js):\d+/.test(response.body) ||
              (response.statusCode >= 400 &&
                (response.json() as { success?: boolean }).success !== false);
            if (response.statusCode >= 400 && response.statusCode < 500) refused += 1;
            if (problem) {
              failures.push(
                `${method.toUpperCase()} ${url} (${who}, ${body?.name ?? 'no body'}): ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The sweep reached the routes' checks: most of what it sent was refused as a client error.
    expect(refused).toBeGreaterThan(operations.length * 10);
  }, 180_000);
});
