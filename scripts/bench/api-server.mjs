// The built server (server/dist) as `npm run bench:api` runs it: the same app as `npm run serve`,
// plus three routes outside the API prefix that exist only in this process, never in the app that
// buildApp() makes for production or for the tests (and so never in their route table):
//   GET /bench/ceiling         a bare route: what Fastify and the global hooks cost alone;
//   GET /bench/floor/:id       a primary-key SELECT of a user through the same pool (Drizzle over
//                              PGlite or pg), prepared once like the auth guard's: the floor;
//   GET /bench/floor-built/:id the same SELECT built by Drizzle on each request, as most
//                              repositories run their queries (users.findById);
//   GET /bench/event-loop      the worst event-loop delay since the last ?reset=1, measured here
//                              with monitorEventLoopDelay;
//   POST /bench/stores         inserts `count` stores of the merchant of user `user_id` in bulk,
//                              with varied names, cities and categories, for the listing's search
//                              (thousands through the HTTP API would take minutes of hashing);
//   POST /bench/demo           writes the demo merchant and its year of visits (the data of
//                              `npm run seed:demo`), for the reports of one busy merchant.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// drizzle-orm as the server resolves it.
const { eq, sql } = createRequire(require.resolve('../../server/dist/app.js'))('drizzle-orm');
const { buildApp } = require('../../server/dist/app.js');
const {
  users: usersTable,
  merchants: merchantsTable,
  stores: storesTable,
  categories: categoriesTable,
} = require('../../server/dist/db/schema/index.js');
const { loadConfig } = require('../../server/dist/config.js');
const { connectDatabase } = require('../../server/dist/db/client.js');
const { seedDemo } = require('../../server/dist/services/demo/seed-demo.js');
const { createUsersRepository } = require('../../server/dist/repositories/users-repository.js');

const ms = (nanoseconds) => Number((nanoseconds / 1e6).toFixed(1));

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const config = loadConfig();
const app = await buildApp(config);
const users = createUsersRepository(app.db);
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
const floorRoute = (path, find) =>
  app.get(path, { schema: floorSchema }, async (request, reply) => {
    const user = await find(request.params.id);
    if (!user) return reply.code(404).send({ id: '' });
    return { id: user.id };
  });
floorRoute('/bench/floor/:id', async (id) => (await userById.execute({ id }))[0]);
floorRoute('/bench/floor-built/:id', (id) => users.findById(id));

app.get('/bench/event-loop', async (request) => {
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

app.post('/bench/stores', async (request) => {
  const { user_id: userId, count } = request.body;
  const [merchant] = await app.db
    .select()
    .from(merchantsTable)
    .where(eq(merchantsTable.userId, userId));
  const categories = await app.db.select().from(categoriesTable);
  const now = new Date();
  for (let first = 0; first < count; first += 500) {
    const rows = [];
    for (let index = first; index < Math.min(count, first + 500); index += 1) {
      const name = `${ADJECTIVES[index % ADJECTIVES.length]} ${NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]} ${index}`;
      rows.push({
        merchantId: merchant.id,
        name,
        slug: `bench-${index}-${now.getTime()}`,
        description: `Neighbourhood ${NOUNS[(index * 7) % NOUNS.length].toLowerCase()} with a loyalty card.`,
        categoryId: categories[index % categories.length].id,
        addressLine: `${index} Main St`,
        city: CITIES[(index * 3) % CITIES.length],
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

app.post('/bench/demo', async () => {
  // Bulk inserts outlast a request's one-second statement bound: on PostgreSQL a patient connection
  // of its own (as `npm run seed:demo` has); PGlite has no such bound.
  const patient =
    app.database.kind === 'postgres'
      ? await connectDatabase({
          url: config.databaseUrl,
          dataDir: config.dataDir,
          timeoutMs: 120_000,
        })
      : undefined;
  try {
    const seeded = await seedDemo((patient ?? app.database).db, {
      now: new Date(),
      passwords: app.passwords,
    });
    return { ...seeded.merchant, interactions: seeded.counts.interactions };
  } finally {
    await patient?.close();
  }
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
