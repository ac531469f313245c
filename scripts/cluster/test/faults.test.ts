// Faults under traffic (docs/reliability.md, "Several processes behind a load balancer"): mixed
// traffic through the balancer while one API process is killed with `kill -9`, then started
// again. Runs with `npm run test:cluster`.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { verifiedCustomer } from '../../harness/accounts';
import { API_PREFIX } from '../../harness/paths';
import { seedListedStores, seedStamping } from '../../harness/seed';
import { randomLoopback, request, type Answer } from './http';
import { signIn, startTestCluster, type TestCluster } from './test-cluster';

const WORKERS = 4;

interface Outcome {
  kind: 'read' | 'login' | 'stamp';
  startedAt: number;
  endedAt: number;
  /** null: the connection failed or was cut. */
  status: number | null;
  servedBy: string | undefined;
  /** A stamp's Idempotency-Key, and the stamp it made when answered. */
  key?: string;
  qrCode?: string;
  interactionId?: string;
  /** The server's own 503 (a database slower than its bound), not a process gone. */
  busy?: boolean;
}

let world: TestCluster;

describe('one API process killed with kill -9 under mixed traffic', { timeout: 600_000 }, () => {
  before(async () => {
    world = await startTestCluster({ RATE_LIMIT_MULTIPLIER: '1000' });
  });
  after(async () => {
    await world?.close();
  });

  test('only requests in flight on it fail, no acknowledged stamp is lost, and it rejoins', async () => {
    const origin = world.cluster.url;
    const merchant = await seedListedStores(origin, 1);
    const { cardId, qrCodes } = await seedStamping(origin, merchant, 12);
    const customer = await verifiedCustomer(origin);
    await signIn(origin, customer.email);

    const outcomes: Outcome[] = [];
    let running = true;
    const send = async (
      kind: Outcome['kind'],
      call: () => Promise<Answer>,
      stamp: { key?: string; qrCode?: string } = {},
    ) => {
      const startedAt = Date.now();
      try {
        const answer = await call();
        outcomes.push({
          kind,
          startedAt,
          endedAt: Date.now(),
          status: answer.status,
          servedBy: answer.servedBy,
          ...stamp,
          interactionId: answer.status === 201 ? answer.body?.data?.interaction?.id : undefined,
          busy: answer.status === 503 && answer.body?.error?.code === 'SERVICE_UNAVAILABLE',
        });
      } catch {
        outcomes.push({
          kind,
          startedAt,
          endedAt: Date.now(),
          status: null,
          servedBy: undefined,
          ...stamp,
        });
      }
    };
    const worker = async (offset: number) => {
      for (let turn = offset; running; turn += 1) {
        const step = turn % 4;
        if (step === 0) {
          await send('read', () =>
            request(origin, 'GET', `${API_PREFIX}/store-listing/stores?search=bench`),
          );
        } else if (step === 1) {
          await send('read', () =>
            request(origin, 'GET', `${API_PREFIX}/stores/${merchant.storeId}`),
          );
        } else if (step === 2) {
          const key = randomUUID();
          const qrCode = qrCodes[turn % qrCodes.length];
          await send(
            'stamp',
            () =>
              request(origin, 'POST', `${API_PREFIX}/reward-cards/${cardId}/stamps`, {
                token: merchant.token,
                headers: { 'idempotency-key': key },
                body: { qr_code: qrCode },
              }),
            { key, qrCode },
          );
        } else {
          await send('login', () =>
            request(origin, 'POST', `${API_PREFIX}/auth/login`, {
              from: randomLoopback(),
              body: { email: customer.email, password: 'Cluster-tests-2026' },
            }),
          );
        }
      }
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const traffic = Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));

    await pause(4_000);
    const killedAt = Date.now();
    await world.cluster.kill(1, 'SIGKILL');
    const goneAt = Date.now();
    await world.cluster.waitForStates({ api2: 'DOWN' });
    const downAt = Date.now();
    await pause(3_000);
    const restartedAt = Date.now();
    await world.cluster.restart(1);
    await world.cluster.waitForStates({ api2: 'UP' });
    const upAt = Date.now();
    await pause(3_000);
    running = false;
    await traffic;

    const failed = outcomes.filter(
      (outcome) => outcome.status === null || (outcome.status >= 500 && !outcome.busy),
    );
    const summary = `${outcomes.length} requests, ${failed.length} failed, kill at +${killedAt - outcomes[0]!.startedAt} ms, down ${downAt - killedAt} ms later, up ${upAt - restartedAt} ms after restart`;
    console.log(summary);
    assert.ok(outcomes.length > 40, summary);
    // At most the requests in flight on it: one per client, each started before the balancer took
    // the process out. A request sent to it between the kill and its health checks failing can
    // fail too: the balancer does not replay a request it has sent (docs/reliability.md).
    assert.ok(failed.length <= WORKERS, summary);
    const when = failed.map(
      ({ kind, status, startedAt }) =>
        `${kind} ${String(status)} started ${startedAt - goneAt} ms after the kill`,
    );
    for (const outcome of failed) {
      assert.ok(outcome.startedAt <= downAt, `${summary}: ${when.join('; ')}`);
    }
    // Nothing answered by the killed process while it was down, and it answers again once back.
    assert.equal(
      outcomes.filter(
        (o) => o.servedBy === 'api2' && o.startedAt > goneAt && o.endedAt < restartedAt,
      ).length,
      0,
    );
    assert.ok(
      outcomes.some((o) => o.servedBy === 'api2' && o.startedAt > upAt),
      'api2 rejoined',
    );
    assert.ok(
      outcomes.some((o) => o.servedBy === 'api2' && o.endedAt < killedAt),
      'api2 served before',
    );

    // Every acknowledged stamp is in the database.
    const acknowledged = outcomes.filter((o) => o.kind === 'stamp' && o.status === 201);
    const rows = await world.sql<{ id: string }>(
      `select id from interactions where reward_card_id = $1 and kind = 'stamp'`,
      [cardId],
    );
    const stored = new Set(rows.map((row) => row.id));
    for (const stamp of acknowledged)
      assert.ok(stored.has(stamp.interactionId!), 'acknowledged stamp kept');
    // A cashier retries a stamp that got no answer with the same key: it stamps at most once.
    const unanswered = outcomes.filter((o) => o.kind === 'stamp' && o.status !== 201);
    for (const stamp of unanswered) {
      const retried = await request(origin, 'POST', `${API_PREFIX}/reward-cards/${cardId}/stamps`, {
        token: merchant.token,
        headers: { 'idempotency-key': stamp.key! },
        body: { qr_code: stamp.qrCode },
      });
      assert.equal(retried.status, 201, JSON.stringify(retried.body));
    }
    const total = await world.sql<{ stamps: number }>(
      `select count(*)::int as stamps from interactions where reward_card_id = $1 and kind = 'stamp'`,
      [cardId],
    );
    assert.equal(total[0]?.stamps, acknowledged.length + unanswered.length);
  });
});
