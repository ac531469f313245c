import fc from 'fast-check';
import Stripe from 'stripe';
import type { App } from '../../src/app';
import { build } from '../helper';
import { bearer } from '../accounts';
import { MATRIX, type MatrixRow } from './authorization-matrix';
import {
  HOSTILE_IDS,
  HOSTILE_VALUES,
  NOT_UTF8_MARK,
  RAW_BODIES,
  TEXT_TO_REFUSE,
  textFields,
  valueFor,
  withBytesNotUtf8,
} from './support/arbitraries';
import { databaseSnapshot } from './support/database-snapshot';
import { injectAnswer } from './support/inject-stream';
import { buildWorld, ROLES, type Caller, type World } from './support/world';

// Fuzzing (docs/reliability.md, "The gates"): every route of the route table gets input generated
// from its own JSON schemas, mixed with hostile values, raw broken bodies and ids that are not
// ids. Never a 5xx, always the error envelope, never a stack trace or an internal name, and a
// rejected request changes nothing in the database. FUZZ_RUNS sets the generated cases per route.

const API = '/api/merchant';
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

// Words that would show the answer came from inside the server rather than from us.
const INTERNAL = [
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
  /drizzle/i,
  /pglite/i,
  /FST_/,
  /ECONN/,
  /relation "/,
  /syntax error/i,
  /password_hash|token_hash|code_hash/,
  /duplicate key/,
];

/** The caller whose row says they may use the route (so input reaches the handler). */
function callerFor(row: MatrixRow, world: World): Caller {
  const order = ['merchantA', 'admin', 'customer', 'unverified', 'anonymous'] as const;
  const role = order.find((name) => row.expect[ROLES.indexOf(name)]! < 400) ?? 'merchantA';
  return world.callers[role];
}

interface Attempt {
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

function querystring(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) {
    params.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('fuzzing every route', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it.each(Object.keys(MATRIX))('%s', async (key) => {
    const row = MATRIX[key]!;
    const [method, path] = key.split(' ') as [string, string];
    const prefix = row.outsideApi ? '' : API;
    const route = app.routeTable.find(
      (entry) => entry.method === method && entry.url === `${prefix}${path}`,
    );
    expect(route).toBeDefined();
    const world = await buildWorld(app);
    const caller = callerFor(row, world);
    const ownId = row.id?.(world) ?? '00000000-0000-4000-8000-000000000000';
    const { body, querystring: query } = route!.schema;
    const hasBody = method !== 'GET' && method !== 'OPTIONS';
    const basePath = path.includes('*') ? (row.request?.(world, caller).url ?? path) : path;

    const send = async (attempt: Attempt) => {
      // Jobs an earlier case queued (its emails) finish first: their rows are not this case's.
      await app.jobs.drain();
      const before = await databaseSnapshot(app);
      const response = await injectAnswer(
        app,
        {
          method: method as 'GET',
          url: attempt.url,
          headers: {
            ...(caller.access ? bearer(caller.access) : {}),
            ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
          },
          ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
        },
        row.stream,
      );
      const label = `${method} ${attempt.url.slice(0, 200)} → ${response.statusCode}`;
      // The webhook refuses everything with 503 until a Stripe secret is configured.
      const allowed5xx = key === 'POST /webhooks/stripe' ? [503] : [];
      if (response.statusCode >= 500 && !allowed5xx.includes(response.statusCode)) {
        throw new Error(`${label}: ${response.body.slice(0, 500)}`);
      }
      if (response.statusCode >= 400) {
        const envelope = response.json<{ success?: unknown; code?: unknown; message?: unknown }>();
        expect({
          label,
          success: envelope.success,
          code: typeof envelope.code,
          message: typeof envelope.message,
        }).toEqual({
          label,
          success: false,
          code: 'string',
          message: 'string',
        });
        for (const pattern of INTERNAL) {
          if (pattern.test(response.body))
            throw new Error(`${label} shows ${pattern}: ${response.body.slice(0, 300)}`);
        }
        // And what a refused request queued must not write anything either.
        await app.jobs.drain();
        const after = await databaseSnapshot(app);
        if (after !== before) throw new Error(`${label} was refused but changed the database`);
      }
    };

    const generated = fc.record({
      body: valueFor(body as never),
      query: valueFor(query as never),
      id: fc.oneof(fc.constant(ownId), fc.constantFrom(...HOSTILE_IDS)),
    });
    await fc.assert(
      fc.asyncProperty(generated, async (input) => {
        const url = `${prefix}${basePath.replace(':id', input.id)}${querystring(input.query)}`;
        await send(
          hasBody
            ? {
                url,
                payload: JSON.stringify(input.body) ?? 'null',
                contentType: 'application/json',
              }
            : { url },
        );
      }),
      { numRuns: RUNS },
    );

    // Each declared field in turn gets every hostile value, the rest of the request valid (the
    // authorization matrix's own request for the route), so the value reaches the handler.
    const ownUrl = `${prefix}${basePath.replace(':id', ownId)}`;
    const valid = row.request?.(world, caller) ?? {};
    const fields = (schema: unknown) =>
      Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
    for (const field of fields(query)) {
      for (const value of HOSTILE_VALUES)
        await send({ url: `${ownUrl}${querystring({ [field]: value })}` });
    }
    const base = valid.payload;
    if (hasBody && base && typeof base === 'object' && !Buffer.isBuffer(base)) {
      for (const field of fields(body)) {
        for (const value of HOSTILE_VALUES) {
          await send({
            url: valid.url ? `${prefix}${valid.url}` : ownUrl,
            payload: JSON.stringify({ ...base, [field]: value }),
            contentType: 'application/json',
          });
        }
      }
    }

    // Text that used to be stored altered must be refused in every text field, whatever the
    // route (docs/reliability.md, "Bad input"): a 400 naming that field. Refused by the input
    // rules before any handler runs, so without the database snapshots of `send`.
    if (hasBody && base && typeof base === 'object' && !Buffer.isBuffer(base)) {
      const url = valid.url ? `${prefix}${valid.url}` : ownUrl;
      const refuses = async (payload: string | Buffer, what: string, field: string) => {
        const response = await app.inject({
          method: method as 'POST',
          url,
          headers: {
            ...(caller.access ? bearer(caller.access) : {}),
            'content-type': 'application/json',
          },
          payload,
        });
        const errors = (response.json<{ errors?: object }>().errors ?? {}) as object;
        if (response.statusCode !== 400 || !(field in errors))
          throw new Error(
            `${method} ${url} with ${what} in ${field}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
      };
      for (const field of textFields(body)) {
        for (const [what, value] of TEXT_TO_REFUSE)
          await refuses(JSON.stringify({ ...base, [field]: value }), what, field);
        const marked = Buffer.from(JSON.stringify({ ...base, [field]: NOT_UTF8_MARK }));
        await refuses(withBytesNotUtf8(marked), 'bytes that are not UTF-8', field);
      }
    }

    if (hasBody) {
      for (const raw of RAW_BODIES) {
        await send({
          url: `${prefix}${basePath.replace(':id', ownId)}`,
          payload: raw.body,
          contentType: raw.contentType,
        });
      }
    }
  });
});

describe('every input schema is bounded', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  /** Dotted paths of numbers without both bounds and strings without a length limit. */
  function unbounded(schema: unknown, path: string, found: string[]): void {
    if (!schema || typeof schema !== 'object') return;
    const node = schema as Record<string, unknown>;
    const type = node.type;
    if (
      (type === 'integer' || type === 'number') &&
      (node.minimum === undefined || node.maximum === undefined)
    ) {
      found.push(`${path}: ${type} without minimum and maximum`);
    }
    // Closed by their rule: our own formats bound the length (password 8 to 128, username 3 to 30,
    // country 2; docs/api.md), and our patterns are anchored with bounded repeats.
    const closed =
      ['uuid', 'date', 'date-time', 'password', 'username', 'country-code'].includes(
        String(node.format),
      ) ||
      node.pattern !== undefined ||
      node.enum !== undefined ||
      node.const !== undefined;
    if (type === 'string' && node.maxLength === undefined && !closed) {
      found.push(`${path}: string without maxLength`);
    }
    for (const [key, child] of Object.entries(node.properties ?? {}))
      unbounded(child, `${path}.${key}`, found);
    for (const list of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const child of (node[list] as unknown[] | undefined) ?? [])
        unbounded(child, path, found);
    }
    if (node.items) unbounded(node.items, `${path}[]`, found);
  }

  it('numbers have a minimum and a maximum, strings a maximum length', () => {
    const found: string[] = [];
    for (const route of app.routeTable) {
      for (const [part, schema] of Object.entries(route.schema)) {
        unbounded(schema, `${route.method} ${route.url} ${part}`, found);
      }
    }
    expect(found).toEqual([]);
  });
});

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
