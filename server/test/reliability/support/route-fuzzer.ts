import fc from 'fast-check';
import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer } from '../../accounts';
import { MATRIX, type MatrixRow } from '../authorization-matrix';
import {
  HOSTILE_IDS,
  HOSTILE_VALUES,
  NOT_UTF8_MARK,
  RAW_BODIES,
  TEXT_TO_REFUSE,
  textFields,
  valueFor,
  withBytesNotUtf8,
} from './arbitraries';
import { databaseSnapshot } from './database-snapshot';
import { injectAnswer } from './inject-stream';
import { routesOf, type RouteGroup } from './route-groups';
import { buildWorld, ROLES, type Caller, type World } from './world';

// Fuzzing (docs/reliability.md, "The gates"): every route of the route table gets input generated
// from its own JSON schemas, mixed with hostile values, raw broken bodies and ids that are not
// ids. Never a 5xx, always the error envelope, never a stack trace or an internal name, and a
// rejected request changes nothing in the database. FUZZ_RUNS sets the generated cases per route.
// One test file per route group (support/route-groups.ts) calls `fuzzEveryRoute`.

export const API = '/api/merchant';
export const RUNS = Number(process.env.FUZZ_RUNS ?? 15);

// Words that would show the answer came from inside the server rather than from us.
export const INTERNAL = [
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

/**
 * Attacks every route of `group` (docs/reliability.md, "The gates"), on an app with `env` on top of
 * the test settings (read when the app is built, as `checkEveryRoute` does).
 */
export function fuzzEveryRoute(group: RouteGroup, env: () => NodeJS.ProcessEnv = () => ({})): void {
  describe(`fuzzing every route: ${group}`, () => {
    let app: App;

    beforeAll(async () => {
      app = await build(env());
    });
    afterAll(() => app.close());

    it.each(routesOf(group))('%s', async (key) => {
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
      // A route with a credential of its own is fuzzed on its row's URL, the credential sent.
      const basePath =
        path.includes('*') || row.credential ? (row.request?.(world, caller).url ?? path) : path;
      const credential = row.credential?.(world) ?? {};

      // The database as the last refused case left it (its jobs done): the next case's "before",
      // since nothing runs between two cases. Half the digests, which are most of the time here.
      let known: string | undefined;
      const send = async (attempt: Attempt) => {
        // Jobs an earlier case queued (its emails) finish first: their rows are not this case's.
        await app.jobs.drain();
        const before = known ?? (await databaseSnapshot(app));
        known = undefined;
        const response = await injectAnswer(
          app,
          {
            method: method as 'GET',
            url: attempt.url,
            headers: {
              ...(caller.access ? bearer(caller.access) : {}),
              ...credential,
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
          const envelope = response.json<{
            success?: unknown;
            code?: unknown;
            message?: unknown;
          }>();
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
          known = after;
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
          known = undefined;
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
}
