// Shared state proved shared (docs/reliability.md, "Several processes behind a load balancer"):
// each test sends its calls to named processes, past the balancer, or through it, and checks that
// the answer does not depend on which process holds what. Runs with `npm run test:cluster`.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Stripe from 'stripe';
import { openLiveStream } from '../../../server/test/live-stream';
import { verifiedCustomer } from '../../harness/accounts';
import { API_PREFIX } from '../../harness/paths';
import { seedListedStores, seedStamping } from '../../harness/seed';
import { randomLoopback, request } from './http';
import { STRIPE_WEBHOOK_SECRET, signIn, startTestCluster, type TestCluster } from './test-cluster';

let world: TestCluster;
const api = (index: number) => {
  const process = world.cluster.api[index];
  if (!process) throw new Error(`no API process ${index}`);
  return process.url;
};

describe('three API processes behind HAProxy share their state', { timeout: 600_000 }, () => {
  before(async () => {
    world = await startTestCluster();
  });
  after(async () => {
    await world?.close();
  });

  test('the balancer spreads requests round-robin and serves the SPA and the API on one port', async () => {
    const served = new Map<string, number>();
    for (let index = 0; index < 9; index += 1) {
      const answer = await request(world.cluster.url, 'GET', `${API_PREFIX}/health`);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['set-cookie'], undefined, 'no sticky-session cookie');
      served.set(answer.servedBy ?? '?', (served.get(answer.servedBy ?? '?') ?? 0) + 1);
    }
    assert.deepEqual(Object.fromEntries(served), { api1: 3, api2: 3, api3: 3 });
    const page = await fetch(`${world.cluster.url}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<title>[^<]*QRewards/);
  });

  test('a login on one process refreshes on another; a spent token replayed on a third ends the session', async () => {
    const customer = await verifiedCustomer(world.cluster.url);
    const first = await signIn(api(0), customer.email);
    const refreshed = await request(api(1), 'POST', `${API_PREFIX}/auth/refresh`, {
      body: { refresh: first.refresh },
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    const me = await request(api(2), 'GET', `${API_PREFIX}/users/me`, {
      token: refreshed.body.access,
    });
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.email, customer.email);

    // Past the 10-second grace for tabs racing (docs/api.md, "Sessions and tokens"): a replay is theft.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const replayed = await request(api(2), 'POST', `${API_PREFIX}/auth/refresh`, {
      body: { refresh: first.refresh },
    });
    assert.equal(replayed.status, 401);
    // The whole family is revoked, whichever process is asked.
    const next = await request(api(0), 'POST', `${API_PREFIX}/auth/refresh`, {
      body: { refresh: refreshed.body.refresh },
    });
    assert.equal(next.status, 401);
    const afterTheft = await request(api(1), 'GET', `${API_PREFIX}/users/me`, {
      token: refreshed.body.access,
    });
    assert.equal(afterTheft.status, 401);
  });

  test('rate limits are counted once across the processes', async () => {
    const from = randomLoopback();
    const email = `nobody.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        request(world.cluster.url, 'POST', `${API_PREFIX}/auth/login`, {
          from,
          body: {
            email: `${Math.random().toString(36).slice(2)}.${email}`,
            password: 'wrong-password-1',
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // 10 sign-ins a minute per address (docs/reliability.md, "Limits"): 30 would mean each process counted alone.
    assert.equal(statuses.filter((status) => status !== 429).length, 10, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 20);
    assert.equal(
      new Set(answers.map((answer) => answer.servedBy)).size,
      3,
      'every process answered some',
    );
  });

  test('an idempotency key sent to two processes at once stamps once', async () => {
    const merchant = await seedListedStores(world.cluster.url, 1);
    const { cardId, qrCodes } = await seedStamping(world.cluster.url, merchant, 1);
    const qrCode = qrCodes[0];
    const keys = Array.from({ length: 5 }, (_, index) => `cluster-key-${Date.now()}-${index}`);
    for (const key of keys) {
      const answers = await Promise.all(
        [api(0), api(1)].map((origin) =>
          request(origin, 'POST', `${API_PREFIX}/reward-cards/${cardId}/stamps`, {
            token: merchant.token,
            headers: { 'idempotency-key': key },
            body: { qr_code: qrCode },
          }),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [201, 201],
      );
      const [one, two] = answers.map((answer) => answer.body.data.interaction.id as string);
      assert.equal(one, two, 'both answers name the same stamp');
      assert.equal(
        answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true').length,
        1,
      );
    }
    const rows = await world.sql<{ stamps: number }>(
      `select count(*)::int as stamps from interactions where reward_card_id = $1 and kind = 'stamp'`,
      [cardId],
    );
    assert.equal(rows[0]?.stamps, keys.length);
  });

  test('a live stamp reaches a customer whose event stream another process holds', async () => {
    const merchant = await seedListedStores(world.cluster.url, 1);
    const { cardId } = await seedStamping(world.cluster.url, merchant, 0);
    const customer = await verifiedCustomer(world.cluster.url);
    const tokens = await signIn(api(0), customer.email);
    const stream = await openLiveStream(api(0), tokens.access);
    try {
      assert.equal(stream.status, 200);
      // `ready` says api1 listens for this account: a stamp from now on must reach it.
      assert.equal((await stream.next(20_000)).event, 'ready');
      const stamped = await request(api(2), 'POST', `${API_PREFIX}/reward-cards/${cardId}/stamps`, {
        token: merchant.token,
        headers: { 'idempotency-key': `live-${Date.now()}` },
        body: { qr_code: customer.qrCode },
      });
      assert.equal(stamped.status, 201, JSON.stringify(stamped.body));
      const event = await stream.next(20_000);
      assert.equal(event.event, 'card');
      const data = event.data as { kind: string; customer_card: { id: string } };
      assert.equal(data.kind, 'stamp');
      assert.equal(data.customer_card.id, stamped.body.data.customer_card.id);
    } finally {
      stream.close();
    }
  });

  test('a Stripe webhook delivered twice to two processes at once is handled once', async () => {
    const stripe = new Stripe('sk_test_cluster_signing_only');
    const id = `evt_cluster_${Date.now()}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'customer.created',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_cluster', object: 'customer' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const answers = await Promise.all(
      [api(0), api(1)].map(async (origin) => {
        const header = stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_WEBHOOK_SECRET,
        });
        const response = await fetch(`${origin}${API_PREFIX}/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        });
        return {
          status: response.status,
          body: (await response.json()) as { data: { duplicate: boolean } },
        };
      }),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200],
    );
    assert.deepEqual(answers.map((answer) => answer.body.data.duplicate).sort(), [false, true]);
    // One job for the event, whichever process stored it (docs/reliability.md, "Background jobs").
    const jobs = await world.sql<{ stored: number }>(
      `select count(*)::int as stored from pgboss.job where name = 'stripe.event' and data->>'id' = $1`,
      [id],
    );
    assert.equal(jobs[0]?.stored, 1);
  });
  // Last: it stops this file's Redis. docs/reliability.md, "Redis stopped", says why limits fail open.
  test('with Redis stopped, sign-ins are not limited and nothing else breaks; limits return with Redis', async () => {
    const wrongLogins = (from: string, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          request(world.cluster.url, 'POST', `${API_PREFIX}/auth/login`, {
            from,
            body: {
              email: `gone.${index}.${Date.now()}@example.com`,
              password: 'wrong-password-1',
            },
          }),
        ),
      );
    await world.redis.kill();
    const without = await wrongLogins(randomLoopback(), 15);
    assert.deepEqual(
      [...new Set(without.map((answer) => answer.status))],
      [401],
      'every sign-in was tried: none limited, none failed',
    );
    for (const path of ['/health', '/ready', '/store-listing/stores', '/categories']) {
      assert.equal(
        (await request(world.cluster.url, 'GET', `${API_PREFIX}${path}`)).status,
        200,
        path,
      );
    }
    const customer = await verifiedCustomer(world.cluster.url);
    await signIn(world.cluster.url, customer.email);

    await world.redis.start();
    // ioredis reconnects on its own within about two seconds; then one address gets 10 again.
    const deadline = Date.now() + 30_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = (await wrongLogins(randomLoopback(), 12)).map((answer) => answer.status);
      if (statuses.includes(429)) break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    assert.ok(statuses.includes(429), `limits are back within 30 s: ${statuses.join(' ')}`);
    // A burst that straddled the reconnect may be counted in part: a fresh address decides.
    statuses = (await wrongLogins(randomLoopback(), 12)).map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 429).length, 2, statuses.join(' '));
  });
});
