// Wallet passes across processes (issue 24, "a stamp on one API process updates a pass registered
// through another"): two API processes on PostgreSQL, APNs and Google's API as local stand-ins.
// An iPhone registers its pass through process 2; a stamp on process 1 pushes to it, and it
// fetches the new pass through process 2. Google's object, saved from a link of process 1, follows
// a stamp on process 2. Runs with `npm run test:cluster`.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { call, signIn } from '../../harness/api';
import { verifiedCustomer } from '../../harness/accounts';
import { seedListedStores, seedStamping } from '../../harness/seed';
import { startApnsStandIn, type ApnsStandIn } from '../../../server/test/wallet/apns-stand-in';
import {
  startGoogleWalletStandIn,
  type GoogleWalletStandIn,
} from '../../../server/test/wallet/google-wallet-stand-in';
import {
  walletEnvironment,
  walletTestCredentials,
} from '../../../server/test/wallet/test-credentials';
import { request } from './http';
import { startTestCluster, type TestCluster } from './test-cluster';

const WEB_SERVICE = '/api/merchant/wallet/apple';
const GOAL_MS = 30_000;

let world: TestCluster;
let apns: ApnsStandIn;
let google: GoogleWalletStandIn;

async function until<T>(what: string, look: () => Promise<T | undefined> | T | undefined) {
  const end = Date.now() + GOAL_MS;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`${what}: not within ${GOAL_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a wallet pass follows a stamp made on another process', { timeout: 240_000 }, () => {
  before(async () => {
    walletTestCredentials();
    apns = await startApnsStandIn();
    google = await startGoogleWalletStandIn();
    world = await startTestCluster(
      {
        RATE_LIMIT_MULTIPLIER: '1000',
        ...walletEnvironment({
          apnsOrigin: apns.origin,
          googleApiOrigin: google.origin,
          googleTokenUri: google.tokenUri,
        }),
      },
      { processes: 2 },
    );
  });
  after(async () => {
    await world?.close();
    await apns?.close();
    await google?.close();
  });

  test('Apple: pushed and fetched through process 2; Google: patched after a stamp on process 2', async () => {
    const [one, two] = world.cluster.api.map((api) => api.url) as [string, string];
    const merchant = await seedListedStores(one, 1);
    const { cardId } = await seedStamping(one, merchant, 0);
    const customer = await verifiedCustomer(one);
    const { token: customerToken } = await signIn(one, customer);
    const stampOn = async (origin: string) => {
      const answer = await request(origin, 'POST', `/api/merchant/reward-cards/${cardId}/stamps`, {
        token: merchant.token,
        headers: { 'idempotency-key': randomBytes(16).toString('hex') },
        body: { qr_code: customer.qrCode },
      });
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      return answer.body.data.customer_card as { id: string; stamps: number };
    };
    const customerCard = await stampOn(one);

    // The customer adds the card to Apple Wallet from process 1: the .pkpass downloads.
    const link = await call(
      one,
      'POST',
      `/wallet/cards/${customerCard.id}/apple`,
      {},
      customerToken,
    );
    const download = await request(one, 'GET', link.data.url);
    assert.equal(download.status, 200);
    assert.equal(download.headers['content-type'], 'application/vnd.apple.pkpass');
    const [pass] = await world.sql<{ id: string; authentication_token: string; version: string }>(
      'select id, authentication_token, version from wallet_passes where customer_card_id = $1',
      [customerCard.id],
    );
    assert.ok(pass);
    const auth = { authorization: `ApplePass ${pass.authentication_token}` };
    const passTypeId = walletTestCredentials().passTypeId;

    // The iPhone registers through process 2.
    const device = {
      id: randomBytes(16).toString('hex'),
      pushToken: randomBytes(32).toString('hex'),
    };
    const registered = await request(
      two,
      'POST',
      `${WEB_SERVICE}/v1/devices/${device.id}/registrations/${passTypeId}/${pass.id}`,
      { headers: auth, body: { pushToken: device.pushToken } },
    );
    assert.equal(registered.status, 201);
    const before = await request(two, 'GET', `${WEB_SERVICE}/v1/passes/${passTypeId}/${pass.id}`, {
      headers: auth,
    });
    assert.equal(before.status, 200);
    const lastModified = before.headers['last-modified'] as string;

    // A stamp on process 1; APNs hears of it, and the device fetches through process 2.
    const start = Date.now();
    await stampOn(one);
    await until('the push', () => apns.delivered().find((push) => push.token === device.pushToken));
    const pushedMs = Date.now() - start;
    const changed = await request(
      two,
      'GET',
      `${WEB_SERVICE}/v1/devices/${device.id}/registrations/${passTypeId}?passesUpdatedSince=${pass.version}`,
    );
    assert.equal(changed.status, 200);
    assert.deepEqual(changed.body.serialNumbers, [pass.id]);
    // Last-Modified has a one-second grain: the fetch may follow the first pass within it.
    const fetched = await request(two, 'GET', `${WEB_SERVICE}/v1/passes/${passTypeId}/${pass.id}`, {
      headers: auth,
    });
    assert.equal(fetched.status, 200);
    assert.ok(Date.parse(fetched.headers['last-modified'] as string) >= Date.parse(lastModified));
    const fetchedMs = Date.now() - start;

    // Google: saved from a link of process 1, patched after a stamp on process 2.
    const save = await call(
      one,
      'POST',
      `/wallet/cards/${customerCard.id}/google`,
      {},
      customerToken,
    );
    await google.save(save.data.url);
    const googleStart = Date.now();
    const third = await stampOn(two);
    const expected = `${third.stamps} of 50`;
    await until('the Google object', () =>
      google
        .patches('loyaltyObject')
        .find((patch) => JSON.stringify(patch.body).includes(expected)),
    );
    const googleMs = Date.now() - googleStart;
    console.log(
      `wallet across processes: push ${pushedMs} ms, device fetched ${fetchedMs} ms, Google object ${googleMs} ms after the stamp`,
    );
  });
});
