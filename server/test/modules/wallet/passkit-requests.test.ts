import type { App } from '../../../src/app';
import { createWalletRegistrationsRepository } from '../../../src/repositories/wallet-registrations-repository';
import { build } from '../../helper';
import { logLines } from '../../log-lines';
import type * as LogLines from '../../log-lines';
import {
  SLOW_SETUP_MS,
  applePass,
  customerWithPass,
  latestPass,
  newDevice,
  register,
  unregister,
  updatedSince,
  WEB_SERVICE,
  withAppleWallet,
} from './passkit';

jest.mock('../../../src/logger', () =>
  jest.requireActual<typeof LogLines>('../../log-lines').capturedLogger(),
);

const UUID = '00000000-0000-4000-8000-000000000000';

// What Apple's web service refuses, and how (docs/api.md, "Apple's web service"): a wrong token
// is 401, an unknown pass 404, bad input 400 naming the field; a device is rate-limited.
describe('Apple’s web service: who may call it, and with what', () => {
  const world = withAppleWallet({ LOG_LEVEL: 'warn' });
  const { passTypeId } = world;

  it('answers 401 to a missing or wrong token, and changes nothing', async () => {
    const { pass } = await customerWithPass(world.app, world.owner, world.customer);
    const device = newDevice();
    const path = `${WEB_SERVICE}/v1/devices/${device.id}/registrations/${passTypeId}/${pass.id}`;
    const wrong = `${pass.authenticationToken.slice(0, -1)}x`;

    expect((await register(world.app, device, pass.id, wrong, passTypeId)).statusCode).toBe(401);
    for (const headers of [{}, { authorization: `Bearer ${pass.authenticationToken}` }]) {
      const answer = await world.app.inject({
        method: 'POST',
        url: path,
        headers,
        payload: { pushToken: device.pushToken },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    const registrations = createWalletRegistrationsRepository(world.app.db);
    expect(await registrations.pushTokenOf(device.id, pass.id)).toBeUndefined();

    expect(
      (await register(world.app, device, pass.id, pass.authenticationToken, passTypeId)).statusCode,
    ).toBe(201);
    expect((await unregister(world.app, device.id, pass.id, wrong, passTypeId)).statusCode).toBe(
      401,
    );
    expect(await registrations.pushTokenOf(device.id, pass.id)).toBe(device.pushToken);

    const fetched = await latestPass(world.app, pass.id, wrong, passTypeId);
    expect(fetched.statusCode).toBe(401);
    expect(fetched.headers['content-type']).toMatch(/^application\/json/);
  });

  it('takes another pass’s token for nothing', async () => {
    const [first, second] = [
      await customerWithPass(world.app, world.owner, world.customer),
      await customerWithPass(world.app, world.owner, world.customer),
    ];
    const device = newDevice();
    const answer = await register(
      world.app,
      device,
      first.pass.id,
      second.pass.authenticationToken,
      passTypeId,
    );
    expect(answer.statusCode).toBe(401);
    expect(
      (await latestPass(world.app, first.pass.id, second.pass.authenticationToken, passTypeId))
        .statusCode,
    ).toBe(401);
  });

  it('answers 404 for another pass type or an unknown serial number', async () => {
    const { pass } = await customerWithPass(world.app, world.owner, world.customer);
    const device = newDevice();
    const token = pass.authenticationToken;
    const other = 'pass.example.other';
    expect((await register(world.app, device, pass.id, token, other)).statusCode).toBe(404);
    expect((await register(world.app, device, UUID, token, passTypeId)).statusCode).toBe(404);
    expect((await unregister(world.app, device.id, UUID, token, passTypeId)).statusCode).toBe(404);
    expect((await updatedSince(world.app, device.id, other)).statusCode).toBe(404);
    expect((await latestPass(world.app, pass.id, token, other)).statusCode).toBe(404);
    expect((await latestPass(world.app, UUID, token, passTypeId)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for input that is not what Wallet sends', async () => {
    const { pass } = await customerWithPass(world.app, world.owner, world.customer);
    const device = newDevice();
    const token = pass.authenticationToken;
    const cases: [Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      [
        register(world.app, { ...device, id: 'not%20a%20device' }, pass.id, token, passTypeId),
        'deviceLibraryIdentifier',
      ],
      [register(world.app, device, 'not-a-serial', token, passTypeId), 'serialNumber'],
      [register(world.app, device, pass.id, token, 'pass%2Fslash'), 'passTypeIdentifier'],
      [
        register(world.app, { ...device, pushToken: 'not hex' }, pass.id, token, passTypeId),
        'pushToken',
      ],
      [
        world.app.inject({
          method: 'POST',
          url: `${WEB_SERVICE}/v1/devices/${device.id}/registrations/${passTypeId}/${pass.id}`,
          headers: applePass(token),
          payload: {},
        }),
        'pushToken',
      ],
      [updatedSince(world.app, device.id, passTypeId, 'yesterday'), 'passesUpdatedSince'],
      [latestPass(world.app, 'x', token, passTypeId), 'serialNumber'],
      [
        world.app.inject({
          method: 'POST',
          url: `${WEB_SERVICE}/v1/log`,
          payload: { logs: 'one' },
        }),
        'logs',
      ],
    ];
    for (const [answer, field] of cases) {
      const { statusCode, json } = await answer;
      expect({ field, statusCode }).toEqual({ field, statusCode: 400 });
      expect(Object.keys((json() as { errors: object }).errors)).toContain(field);
    }
  });

  it('keeps at most ten devices per pass, the newest', async () => {
    const { pass } = await customerWithPass(world.app, world.owner, world.customer);
    const devices = Array.from({ length: 11 }, () => newDevice());
    for (const device of devices) {
      expect(
        (await register(world.app, device, pass.id, pass.authenticationToken, passTypeId))
          .statusCode,
      ).toBe(201);
      // Registered one after the other, as the clock sees it.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const registrations = createWalletRegistrationsRepository(world.app.db);
    expect(await registrations.countOfPass(pass.id)).toBe(10);
    expect(await registrations.pushTokenOf(devices[0]!.id, pass.id)).toBeUndefined();
    expect(await registrations.pushTokenOf(devices[10]!.id, pass.id)).toBe(devices[10]!.pushToken);
  });

  it('writes what a device reports to the log, at warn, cut to a bounded length', async () => {
    const long = 'x'.repeat(3_000);
    const answer = await world.app.inject({
      method: 'POST',
      url: `${WEB_SERVICE}/v1/log`,
      payload: { logs: ['Web service error for pass.test.qrewards: 500', long] },
    });
    expect(answer.statusCode).toBe(200);
    const line = logLines
      .map((text) => JSON.parse(text) as { level: number; msg: string; logs?: string[] })
      .find((entry) => entry.msg === 'Apple Wallet reported problems with the web service');
    expect(line).toBeDefined();
    expect(line!.level).toBe(40);
    expect(line!.logs![0]).toBe('Web service error for pass.test.qrewards: 500');
    expect(line!.logs![1]!.length).toBeLessThanOrEqual(501);
  });
});

describe('Apple’s web service without the Apple settings', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  }, SLOW_SETUP_MS);
  afterAll(() => app.close());

  it('answers 404 on every route', async () => {
    const device = newDevice();
    const answers = await Promise.all([
      register(app, device, UUID, 'token', 'pass.x'),
      unregister(app, device.id, UUID, 'token', 'pass.x'),
      updatedSince(app, device.id, 'pass.x'),
      latestPass(app, UUID, 'token', 'pass.x'),
      app.inject({ method: 'POST', url: `${WEB_SERVICE}/v1/log`, payload: { logs: [] } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
  });
});

describe('Apple’s web service under its rate limits', () => {
  const world = withAppleWallet({ RATE_LIMIT_MULTIPLIER: '1' });
  const { passTypeId } = world;

  it('refuses a device past 60 calls a minute with 429, and not the other devices', async () => {
    const [busy, quiet] = [newDevice(), newDevice()];
    for (let call = 0; call < 60; call++) {
      expect((await updatedSince(world.app, busy.id, passTypeId)).statusCode).toBe(204);
    }
    const refused = await updatedSince(world.app, busy.id, passTypeId);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await updatedSince(world.app, quiet.id, passTypeId)).statusCode).toBe(204);
  });
});
