import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Client } from 'pg';
import type { App } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import { verifiedAccount, type SignedIn } from '../accounts';
import { build } from '../helper';
import { listenOnFreePort, openLiveStream, type LiveStream } from '../live-stream';
import { cardEvent } from '../modules/live/card-event';

// Several API processes behind one load balancer (docs/architecture.md, "Live updates"): the
// stamp is answered by one process, the customer's stream is held by another. Two apps on one
// PostgreSQL database stand for two processes; they share nothing but the database.

const postgresUrl = process.env.TEST_DATABASE_URL;

async function admin(run: (client: Client) => Promise<unknown>) {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

(postgresUrl ? describe : describe.skip)('live events across API processes (PostgreSQL)', () => {
  const name = `qr_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(postgresUrl ?? 'postgres://unused');
  databaseUrl.pathname = `/${name}`;
  const connect = () =>
    connectDatabase({ url: databaseUrl.toString(), dataDir: os.tmpdir(), timeoutMs: 10_000 });
  let stamping: App;
  let holding: App;
  let origin: string;
  let ana: SignedIn;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    await admin((client) => client.query(`create database "${name}"`));
    // One JWT_SECRET for every process behind the balancer (docs/api.md, "Running the server").
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    stamping = await build(env, { database: await connect() });
    holding = await build(env, { database: await connect() });
    origin = await listenOnFreePort(holding);
    ana = await verifiedAccount(stamping, { account_type: 'user' });
  }, 60_000);
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(async () => {
    await stamping?.close();
    await holding?.close();
    await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
  });

  it('delivers a publish on one app to a stream held by the other', async () => {
    const stream = await openLiveStream(origin, ana.access);
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'ready' });

    const event = cardEvent({ stamps: 9, description: 'Long terms. '.repeat(1_000) });
    await stamping.liveEvents.publish(ana.userId, event);
    expect(await stream.next()).toEqual({ event: 'card', data: event.data });
  });

  it('listens again after losing its connection; streams open then are ended', async () => {
    const stream = await openLiveStream(origin, ana.access);
    streams.push(stream);
    await stream.next();

    // Every listening backend of this database is cut, as a restarted server or network would.
    await admin((client) =>
      client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and query ilike 'listen%'`,
        [name],
      ),
    );
    await stream.ended;

    let again: LiveStream | undefined;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt += 1) {
      again?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openLiveStream(origin, ana.access);
      streams.push(again);
    }
    expect(again?.status).toBe(200);
    await again!.next();
    await stamping.liveEvents.publish(ana.userId, cardEvent({ stamps: 2 }));
    expect(await again!.next()).toMatchObject({ data: { customer_card: { stamps: 2 } } });
  });
});
