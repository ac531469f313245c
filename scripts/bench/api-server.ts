// The built server (server/dist) as the benches run it (bench:api, bench:analytics, bench:cluster,
// bench:soak): the same app as `npm run serve`, plus routes outside the API prefix that exist only
// in this process, never in the app that buildApp() makes for production or for the tests (and so
// never in their route table):
//   GET /bench/ceiling         a bare route: what Fastify and the global hooks cost alone;
//   GET /bench/floor/:id       a primary-key SELECT of a user through the same pool (Drizzle over
//                              PGlite or pg), prepared once like the auth guard's: the floor;
//   GET /bench/floor-built/:id the same SELECT built by Drizzle on each request, as most
//                              repositories run their queries;
//   GET /bench/event-loop      the worst event-loop delay since the last ?reset=1, measured here
//                              with monitorEventLoopDelay;
//   POST /bench/raw-hash       password verifications per second with the server's own hasher,
//                              `concurrency` in flight for `seconds` (login's ceiling);
//   POST /bench/stores         inserts `count` stores of the merchant of user `user_id` in bulk,
//                              with varied names, cities and categories, for the listing's search
//                              (thousands through the HTTP API would take minutes of hashing).
// This is the one script that runs the server's build from the inside (docs/performance.md, "The
// bench server"); it loads only the build's app, config and schema, never a module's files.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Drizzle from 'drizzle-orm';
import type * as AppModule from '../../server/src/app';
import type * as ConfigModule from '../../server/src/config';
import type * as Schema from '../../server/src/db/schema';
import { REPOSITORY_ROOT } from '../harness/paths';

const build = createRequire(path.join(REPOSITORY_ROOT, 'server/dist/app.js'));
const { buildApp } = build('./app.js') as typeof AppModule;
const { loadConfig } = build('./config.js') as typeof ConfigModule;
const {
  users: usersTable,
  merchants: merchantsTable,
  stores: storesTable,
  categories: categoriesTable,
} = build('./db/schema/index.js') as typeof Schema;
// drizzle-orm as the server resolves it: one copy of its classes with the build's.
const { eq, sql } = build('drizzle-orm') as typeof Drizzle;

const ms = (nanoseconds: number) => Number((nanoseconds / 1e6).toFixed(1));

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const config = loadConfig();

async function main() {
  const app = await buildApp(config);
  const userById = app.db
    .select()
    .from(usersTable)
    .where(eq(usersTable.id, sql.placeholder('id')))
    .prepare('bench_floor_user');

  app.get(
    '/bench/ceiling',
    {
      schema: {
        response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } },
      },
    },
    async () => ({ success: true }),
  );

  const floorSchema = {
    params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
    response: { 200: { type: 'object', properties: { id: { type: 'string' } } } },
  };
  type UserRow = { id: string } | undefined;
  const floorRoute = (route: string, find: (id: string) => Promise<UserRow>) =>
    app.get<{ Params: { id: string } }>(route, { schema: floorSchema }, async (request, reply) => {
      const user = await find(request.params.id);
      if (!user) return reply.code(404).send({ id: '' });
      return { id: user.id };
    });
  floorRoute('/bench/floor/:id', async (id) => (await userById.execute({ id }))[0]);
  floorRoute(
    '/bench/floor-built/:id',
    async (id) => (await app.db.select().from(usersTable).where(eq(usersTable.id, id)).limit(1))[0],
  );

  app.get<{ Querystring: { reset?: string } }>('/bench/event-loop', async (request) => {
    const answer = {
      max_ms: ms(delay.max),
      p99_ms: ms(delay.percentile(99)),
      mean_ms: ms(delay.mean),
    };
    if (request.query.reset) delay.reset();
    return answer;
  });

  const ADJECTIVES = [
    'Luna',
    'Golden',
    'Corner',
    'Green',
    'Little',
    'Urban',
    'Blue',
    'Sunny',
    'Old',
    'Happy',
    'Royal',
    'Wild',
    'North',
    'Silver',
    'Maple',
    'Café',
    'River',
    'Bright',
    'Cosy',
    'Lucky',
  ];
  const NOUNS = [
    'Bakery',
    'Coffee',
    'Books',
    'Florist',
    'Market',
    'Gym',
    'Pharmacy',
    'Bistro',
    'Salon',
    'Pets',
    'Deli',
    'Bar',
    'Studio',
    'Kitchen',
    'Grocer',
    'Tea House',
    'Boutique',
    'Spa',
    'Pizzeria',
    'Cinema',
  ];
  const CITIES = [
    'San Francisco',
    'Oakland',
    'Berkeley',
    'San José',
    'Sacramento',
    'Fresno',
    'Portland',
    'Seattle',
    'Denver',
    'Austin',
    'Chicago',
    'Boston',
    'Miami',
    'Atlanta',
    'Phoenix',
    'Dallas',
    'Houston',
    'Madison',
    'Québec',
    'Montréal',
  ];

  app.post<{ Body: { concurrency: number; seconds: number } }>(
    '/bench/raw-hash',
    async (request) => {
      const { concurrency, seconds } = request.body;
      const password = 'Bench-rewards-2026';
      const encoded = await app.passwords.hash(password);
      let done = 0;
      const start = performance.now();
      const end = start + seconds * 1000;
      const worker = async () => {
        while (performance.now() < end) {
          if (!(await app.passwords.verify(password, encoded))) throw new Error('verify failed');
          done += 1;
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return { rps: done / ((performance.now() - start) / 1000), hashes: done };
    },
  );

  app.post<{ Body: { user_id: string; count: number } }>('/bench/stores', async (request) => {
    const { user_id: userId, count } = request.body;
    const [merchant] = await app.db
      .select()
      .from(merchantsTable)
      .where(eq(merchantsTable.userId, userId));
    if (!merchant) throw new Error(`user ${userId} is no merchant`);
    const categories = await app.db.select().from(categoriesTable);
    const now = new Date();
    for (let first = 0; first < count; first += 500) {
      const rows: (typeof storesTable.$inferInsert)[] = [];
      for (let index = first; index < Math.min(count, first + 500); index += 1) {
        const name = `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]} ${index}`;
        rows.push({
          merchantId: merchant.id,
          name,
          slug: `bench-${index}-${now.getTime()}`,
          description: `Neighbourhood ${(NOUNS[(index * 7) % NOUNS.length] ?? '').toLowerCase()} with a loyalty card.`,
          categoryId: categories[index % categories.length]?.id,
          addressLine: `${index} Main St`,
          city: CITIES[(index * 3) % CITIES.length] ?? '',
          postalCode: '94103',
          country: 'US',
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
      }
      await app.db.insert(storesTable).values(rows);
    }
    // What autovacuum does on a live database: fresh statistics, and the trigram indexes' pending
    // entries merged (until then every search reads that list whole).
    await app.db.execute(sql`vacuum analyze stores`);
    return { inserted: count };
  });

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
