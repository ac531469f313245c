import { createWalletRegistrationsRepository } from '../../../src/repositories/wallet-registrations-repository';
import { testClock } from '../../accounts';
import { stamp } from '../reward-cards/cards';
import {
  customerWithPass,
  latestPass,
  newDevice,
  passOf,
  register,
  unregister,
  updatedSince,
  withAppleWallet,
} from './passkit';

const SECOND = 1_000;

// Apple's documented flow of a pass that updates itself (docs/api.md, "Apple's web service"):
// a device registers, a stamp changes the pass, APNs (a local stand-in) gets one push for the
// device, the device asks what changed since its tag and fetches the pass, then unregisters.
describe('Apple’s web service: register, push, changed serials, fetch, unregister', () => {
  const clock = testClock();
  const world = withAppleWallet({}, { now: clock.now });
  const { passTypeId } = world;

  /** A stamp at the counter, and the refresh and push jobs it queues, run to the end. */
  async function stampAndSettle(cardId: string) {
    clock.advance(5 * SECOND);
    const stamped = await stamp(world.app, world.owner.access, cardId, {
      qr_code: world.customer.qrCode,
    });
    expect(stamped.statusCode).toBe(201);
    // The stamp queues its pass's refresh after answering, as a background task.
    await world.app.background.settled();
    await world.app.jobs.drain();
    clock.advance(5 * SECOND);
  }

  it('follows a pass from its registration to its unregistration', async () => {
    const { cardId, pass } = await customerWithPass(world.app, world.owner, world.customer);
    const token = pass.authenticationToken;
    const serial = pass.id;
    const device = newDevice();
    clock.advance(5 * SECOND);

    // Registers: 201, then 200 when Wallet registers again.
    expect((await register(world.app, device, serial, token, passTypeId)).statusCode).toBe(201);
    expect((await register(world.app, device, serial, token, passTypeId)).statusCode).toBe(200);

    // Its passes: this one, with the tag to keep; nothing more since that tag.
    const first = await updatedSince(world.app, device.id, passTypeId);
    expect(first.statusCode).toBe(200);
    const firstTag = first.json().lastUpdated as string;
    expect(first.json()).toEqual({ serialNumbers: [serial], lastUpdated: String(pass.version) });
    expect((await updatedSince(world.app, device.id, passTypeId, '')).json()).toEqual(first.json());
    expect((await updatedSince(world.app, device.id, passTypeId, firstTag)).statusCode).toBe(204);

    // The pass it has: 200 with Last-Modified, then 304 for that date.
    const fetched = await latestPass(world.app, serial, token, passTypeId);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(await passOf(fetched)).toEqual({ stamps: 1, authenticationToken: token });
    const firstModified = fetched.headers['last-modified'] as string;
    expect(Date.parse(firstModified)).toBe(Math.floor(pass.updatedAt.getTime() / 1000) * 1000);
    const unchanged = await latestPass(world.app, serial, token, passTypeId, firstModified);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A stamp: exactly one push for the device, on the pass type's topic, from the pass's
    // certificate, with nothing in it.
    await stampAndSettle(cardId);
    const pushes = await world.standIn.waitForDelivered(1);
    expect(world.standIn.pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      token: device.pushToken,
      topic: passTypeId,
      pushType: 'background',
      payload: '{}',
      clientCommonName: `Pass Type ID: ${passTypeId}`,
    });

    // What changed since its tag: the pass, with a later tag; nothing since that one.
    const changed = await updatedSince(world.app, device.id, passTypeId, firstTag);
    expect(changed.statusCode).toBe(200);
    const secondTag = changed.json().lastUpdated as string;
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(secondTag)).toBeGreaterThan(Number(firstTag));
    expect((await updatedSince(world.app, device.id, passTypeId, secondTag)).statusCode).toBe(204);

    // The pass since its date: the new one (two stamps), then 304 for the new date.
    const updated = await latestPass(world.app, serial, token, passTypeId, firstModified);
    expect(updated.statusCode).toBe(200);
    expect(await passOf(updated)).toEqual({ stamps: 2, authenticationToken: token });
    const secondModified = updated.headers['last-modified'] as string;
    expect(Date.parse(secondModified)).toBeGreaterThan(Date.parse(firstModified));
    expect(
      (await latestPass(world.app, serial, token, passTypeId, secondModified)).statusCode,
    ).toBe(304);

    // Unregistered: no more pushes, and no more passes for the device.
    expect((await unregister(world.app, device.id, serial, token, passTypeId)).statusCode).toBe(
      200,
    );
    await stampAndSettle(cardId);
    expect(world.standIn.pushes).toHaveLength(1);
    expect((await updatedSince(world.app, device.id, passTypeId)).statusCode).toBe(204);
  });

  it('does not answer "not modified" about a change made in the second the pass was served', async () => {
    const { cardId, pass } = await customerWithPass(world.app, world.owner, world.customer);
    // Served in the very second it changed: the date announced is a second earlier.
    const served = await latestPass(world.app, pass.id, pass.authenticationToken, passTypeId);
    expect(served.statusCode).toBe(200);
    const announced = served.headers['last-modified'] as string;
    expect(Date.parse(announced)).toBe(Math.floor(pass.updatedAt.getTime() / 1000) * 1000 - 1000);
    // Another change in the same second: the device's date still gets the new pass.
    const stamped = await stamp(world.app, world.owner.access, cardId, {
      qr_code: world.customer.qrCode,
    });
    expect(stamped.statusCode).toBe(201);
    // The stamp queues its pass's refresh after answering, as a background task.
    await world.app.background.settled();
    await world.app.jobs.drain();
    clock.advance(2 * SECOND);
    const again = await latestPass(
      world.app,
      pass.id,
      pass.authenticationToken,
      passTypeId,
      announced,
    );
    expect(again.statusCode).toBe(200);
    expect((await passOf(again)).stamps).toBe(2);
  });

  it('removes the registrations of a device APNs reports gone, and still pushes to the others', async () => {
    const { cardId, pass } = await customerWithPass(world.app, world.owner, world.customer);
    const [gone, kept] = [newDevice(), newDevice()];
    for (const device of [gone, kept]) {
      expect(
        (await register(world.app, device, pass.id, pass.authenticationToken, passTypeId))
          .statusCode,
      ).toBe(201);
    }
    world.standIn.forget(gone.pushToken);
    const before = world.standIn.pushes.length;
    const delivered = world.standIn.delivered().length;

    await stampAndSettle(cardId);
    await world.standIn.waitForDelivered(delivered + 1);

    const received = world.standIn.pushes.slice(before).map((push) => push.token);
    expect(received.sort()).toEqual([gone.pushToken, kept.pushToken].sort());
    const registrations = createWalletRegistrationsRepository(world.app.db);
    expect(await registrations.pushTokenOf(gone.id, pass.id)).toBeUndefined();
    expect(await registrations.pushTokenOf(kept.id, pass.id)).toBe(kept.pushToken);
    expect((await updatedSince(world.app, gone.id, passTypeId)).statusCode).toBe(204);
  });

  // Two retries after their backoff (1 s, then 2 s), each found by the queue's polling.
  it('tries a push again while APNs fails, until it is delivered', async () => {
    const { cardId, pass } = await customerWithPass(world.app, world.owner, world.customer);
    const device = newDevice();
    expect(
      (await register(world.app, device, pass.id, pass.authenticationToken, passTypeId)).statusCode,
    ).toBe(201);
    const before = world.standIn.pushes.length;
    const delivered = world.standIn.delivered().length;
    world.standIn.fail(2, 503);

    await stampAndSettle(cardId);
    await world.standIn.waitForDelivered(delivered + 1, 20_000);

    const tries = world.standIn.pushes.slice(before);
    expect(tries.map((push) => push.token)).toEqual([
      device.pushToken,
      device.pushToken,
      device.pushToken,
    ]);
    // Still registered: a failing APNs says nothing about the device.
    expect(
      await createWalletRegistrationsRepository(world.app.db).pushTokenOf(device.id, pass.id),
    ).toBe(device.pushToken);
  }, 60_000);
});
