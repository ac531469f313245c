import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApnsClient, type ApnsClient } from '../../../src/infrastructure/wallet/apns-client';
import { build } from '../../helper';
import { startApnsStandIn, type ApnsStandIn } from '../../wallet/apns-stand-in';
import { walletTestCredentials } from '../../wallet/test-credentials';
import { customerAccount, subscribedOwner } from '../reward-cards/cards';
import { SLOW_SETUP_MS, appleEnvironment, customerWithPass, newDevice, register } from './passkit';

const HEADERS = { 'apns-topic': 'pass.test.qrewards', 'apns-push-type': 'background' };

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// The HTTP/2 client of APNs (docs/architecture.md, "Wallet passes"): one connection for every
// push, a new one when it is dropped, a bound on each push, and closed with the app.
describe('the APNs client', () => {
  const credentials = walletTestCredentials();
  let standIn: ApnsStandIn;
  const clients: ApnsClient[] = [];
  const client = (origin: string, timeoutMs?: number) => {
    const made = createApnsClient({
      origin,
      certificate: credentials.passCertificate,
      key: credentials.passKey,
      passphrase: undefined,
      caCertificate: credentials.wwdrCertificate,
      timeoutMs,
    });
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    standIn = await startApnsStandIn();
  }, SLOW_SETUP_MS);
  afterAll(async () => {
    await Promise.all(clients.map((made) => made.close()));
    await standIn?.close();
  });

  it('sends every push over one connection, and connects again once it is dropped', async () => {
    const apns = client(standIn.origin);
    const before = standIn.connections();
    const tokens = [newDevice(), newDevice(), newDevice()].map((device) => device.pushToken);
    const answers = await Promise.all(tokens.map((token) => apns.send(token, HEADERS, '{}')));
    expect(answers).toEqual(tokens.map(() => ({ status: 200, reason: undefined })));
    expect(standIn.connections() - before).toBe(1);

    standIn.dropConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await apns.send(tokens[0]!, HEADERS, '{}')).toEqual({ status: 200, reason: undefined });
    expect(standIn.connections() - before).toBe(2);
  });

  it('answers APNs’s refusal with its reason', async () => {
    const apns = client(standIn.origin);
    const { pushToken } = newDevice();
    standIn.forget(pushToken);
    expect(await apns.send(pushToken, HEADERS, '{}')).toEqual({
      status: 410,
      reason: 'Unregistered',
    });
  });

  it('gives up on a push APNs does not answer, within its bound', async () => {
    const apns = client(standIn.origin, 300);
    standIn.stall(1);
    const started = Date.now();
    await expect(apns.send(newDevice().pushToken, HEADERS, '{}')).rejects.toThrow(
      'APNs did not answer within 300 ms',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    // The connection still serves the next push.
    expect((await apns.send(newDevice().pushToken, HEADERS, '{}')).status).toBe(200);
  });

  it('throws when APNs cannot be reached', async () => {
    const apns = client(`https://localhost:${await closedPort()}`);
    await expect(apns.send(newDevice().pushToken, HEADERS, '{}')).rejects.toThrow();
  });

  it(
    'closes its connection when the app closes',
    async () => {
      // The other clients' connections closed first, so only the app's is left to count.
      await Promise.all(clients.map((made) => made.close()));
      await until(() => standIn.openConnections() === 0);
      const app = await build(appleEnvironment(standIn.origin));
      try {
        const owner = await subscribedOwner(app, 'scale');
        const customer = await customerAccount(app);
        const { pass } = await customerWithPass(app, owner, customer);
        const device = newDevice();
        const registered = await register(
          app,
          device,
          pass.id,
          pass.authenticationToken,
          credentials.passTypeId,
        );
        expect(registered.statusCode).toBe(201);
        const delivered = standIn.delivered().length;
        await app.wallet.apple!.queuePushes(pass.id);
        await app.jobs.drain();
        await standIn.waitForDelivered(delivered + 1);
        expect(standIn.openConnections()).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
      await until(() => standIn.openConnections() === 0);
    },
    SLOW_SETUP_MS,
  );
});
