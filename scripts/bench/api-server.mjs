// The built server (server/dist) as `npm run bench:api` runs it: the same app as `npm run serve`,
// plus three routes outside the API prefix that exist only in this process, never in the app that
// buildApp() makes for production or for the tests (and so never in their route table):
//   GET /bench/ceiling         a bare route: what Fastify and the global hooks cost alone;
//   GET /bench/floor/:id       the same primary-key SELECT of a user as the auth guard's, through
//                              the same pool (Drizzle over PGlite or pg): the database floor;
//   GET /bench/event-loop      the worst event-loop delay since the last ?reset=1, measured here
//                              with monitorEventLoopDelay.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildApp } = require('../../server/dist/app.js');
const { loadConfig } = require('../../server/dist/config.js');
const { createUsersRepository } = require('../../server/dist/repositories/users-repository.js');

const ms = (nanoseconds) => Number((nanoseconds / 1e6).toFixed(1));

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

const config = loadConfig();
const app = await buildApp(config);
const users = createUsersRepository(app.db);

app.get(
  '/bench/ceiling',
  {
    schema: {
      response: { 200: { type: 'object', properties: { success: { type: 'boolean' } } } },
    },
  },
  async () => ({ success: true }),
);

app.get(
  '/bench/floor/:id',
  {
    schema: {
      params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
      response: { 200: { type: 'object', properties: { id: { type: 'string' } } } },
    },
  },
  async (request, reply) => {
    const user = await users.findById(request.params.id);
    if (!user) return reply.code(404).send({ id: '' });
    return { id: user.id };
  },
);

app.get('/bench/event-loop', async (request) => {
  const answer = {
    max_ms: ms(delay.max),
    p99_ms: ms(delay.percentile(99)),
    mean_ms: ms(delay.mean),
  };
  if (request.query.reset) delay.reset();
  return answer;
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
