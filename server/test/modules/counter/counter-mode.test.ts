import type { App } from '../../../src/app';
import { bearer, testClock } from '../../accounts';
import { build } from '../../helper';
import { listenOnFreePort, openLiveStream } from '../../live-stream';
import {
  createCard,
  customerAccount,
  saveSettings,
  stamp,
  subscribedOwner,
  type Customer,
  type Owner,
} from '../reward-cards/cards';
import { API, hire, removeStaff } from '../staff/staff';
import {
  cashierWithPin,
  createDevice,
  describeDevice,
  deviceAtNewBranch,
  setPin,
  unlock,
  unlocked,
  type Device,
} from './counter';

describe('counter mode (docs/product.md, "Counter mode")', () => {
  const clock = testClock();
  let app: App;
  let origin: string;
  let owner: Owner;
  let customer: Customer;
  let cardId: string;
  let device: Device;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
    origin = await listenOnFreePort(app);
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 50,
    });
    cardId = (await createCard(app, owner, { stamps_required: 20 })).id;
    customer = await customerAccount(app);
    device = await deviceAtNewBranch(app, owner);
  }, 60_000);
  afterAll(() => app.close());

  it('lets a manager sign a device in to a branch, and refuses cashiers and bad fields', async () => {
    const manager = await hire(app, owner, 'manager');
    const cashier = await hire(app, owner, 'cashier');
    clock.advance(1_000);
    const made = await createDevice(app, manager.access, owner.storeId, {
      name: '  Back till ',
      branch_id: device.branchId,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data.device).toMatchObject({
      name: 'Back till',
      created_by: 'Ana Lopez',
      last_used_at: null,
    });
    expect(made.json().data.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const listed = await app.inject({
      url: `${API}/stores/${owner.storeId}/counter-devices`,
      headers: bearer(manager.access),
    });
    expect(listed.json().data.map((d: { name: string }) => d.name)).toEqual([
      'Back till',
      'Front till',
    ]);
    const byCashier = await createDevice(app, cashier.access, owner.storeId, {
      name: 'Mine',
      branch_id: device.branchId,
    });
    expect(byCashier.statusCode).toBe(403);
    const otherStore = await subscribedOwner(app);
    const elsewhere = await createDevice(app, otherStore.access, owner.storeId, {
      name: 'Mine',
      branch_id: device.branchId,
    });
    expect(elsewhere.statusCode).toBe(404);
    const blank = await createDevice(app, owner.access, owner.storeId, {
      name: '   ',
      branch_id: device.branchId,
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
    const notABranch = await createDevice(app, owner.access, owner.storeId, {
      name: 'Till',
      branch_id: otherStore.storeId,
    });
    expect(notABranch.statusCode).toBe(400);
    expect(Object.keys(notABranch.json().errors)).toEqual(['branch_id']);
  });

  it('shows the device its place, idle lock and people; an unknown device is told so', async () => {
    const noPin = await hire(app, owner, 'cashier', [device.branchId]);
    const saved = await app.inject({
      method: 'PUT',
      url: `${API}/stores/${owner.storeId}`,
      headers: bearer(owner.access),
      payload: { counter_idle_lock_seconds: 60 },
    });
    expect(saved.statusCode).toBe(200);
    const view = await describeDevice(app, device.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({
      device: { id: device.id, name: 'Front till' },
      store: { id: owner.storeId },
      branch: { id: device.branchId, name: 'Branch Front till' },
      idle_lock_seconds: 60,
    });
    expect(view.json().data.people).toContainEqual({
      staff_id: noPin.staffId,
      name: 'Ana Lopez',
      role: 'cashier',
      has_pin: false,
    });
    const tooShort = await app.inject({
      method: 'PUT',
      url: `${API}/stores/${owner.storeId}`,
      headers: bearer(owner.access),
      payload: { counter_idle_lock_seconds: 5 },
    });
    expect(tooShort.statusCode).toBe(400);

    const unknown = await describeDevice(app, 'not-a-device-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('COUNTER_DEVICE_UNKNOWN');
    const noPinTry = await unlock(app, device.token, noPin.staffId, '2580');
    expect(noPinTry.statusCode).toBe(409);
    expect(noPinTry.json().code).toBe('PIN_NOT_SET');
  });

  it('takes a PIN of 4 to 6 digits from its own person only, and not an easy one', async () => {
    const cashier = await hire(app, owner, 'cashier');
    const other = await hire(app, owner, 'cashier');
    for (const pin of ['1234', '0000', '987654', '4321']) {
      const weak = await setPin(app, cashier.access, cashier.staffId, pin);
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe('Choose a PIN that is not a run or one digit repeated.');
    }
    for (const pin of ['123', '1234567', '12a4']) {
      expect((await setPin(app, cashier.access, cashier.staffId, pin)).statusCode).toBe(400);
    }
    expect((await setPin(app, other.access, cashier.staffId, '2580')).statusCode).toBe(404);
    const saved = await setPin(app, cashier.access, cashier.staffId, '2580');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Your counter PIN is saved.');
    const me = await app.inject({ url: `${API}/staff/me`, headers: bearer(cashier.access) });
    expect(me.json().data[0].has_pin).toBe(true);
  });

  it('stamps as whoever unlocked it: two cashiers on one device, each stamp named', async () => {
    const [noor, sam] = await Promise.all([
      cashierWithPin(app, owner, '2580'),
      cashierWithPin(app, owner, '13579'),
    ]);
    for (const [person, pin] of [
      [noor, '2580'],
      [sam, '13579'],
      [noor, '2580'],
    ] as const) {
      const token = await unlocked(app, device, person.staffId, pin);
      const stamped = await stamp(app, token, cardId, {
        qr_code: customer.qrCode,
        branch_id: device.branchId,
      });
      expect(stamped.statusCode).toBe(201);
      expect(stamped.json().data.staff.id).toBe(person.staffId);
    }
    const listed = await app.inject({
      url: `${API}/stores/${owner.storeId}/counter-devices`,
      headers: bearer(owner.access),
    });
    const front = listed.json().data.find((d: { id: string }) => d.id === device.id);
    expect(front.last_used_at).not.toBeNull();
  });

  it('keeps a counter session to its branch and to the counter’s routes', async () => {
    const cashier = await cashierWithPin(app, owner, '2580');
    const token = await unlocked(app, device, cashier.staffId, '2580');
    // The cashier works at every branch, but this device is at one of them.
    const atAnother = await stamp(app, token, cardId, { qr_code: customer.qrCode });
    expect(atAnother.statusCode).toBe(403);
    for (const url of ['/users/me', '/staff/me', `/analytics/overview?store_id=${owner.storeId}`]) {
      const refused = await app.inject({ url: `${API}${url}`, headers: bearer(token) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('COUNTER_ONLY');
    }
    const pin = await setPin(app, token, cashier.staffId, '9731');
    expect(pin.statusCode).toBe(403);
    const lookup = await app.inject({
      url: `${API}/reward-cards/${cardId}/customer?qr_code=${encodeURIComponent(customer.qrCode)}`,
      headers: bearer(token),
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('refuses a revoked cashier’s next tap and closes their counter stream', async () => {
    const cashier = await cashierWithPin(app, owner, '2580');
    const token = await unlocked(app, device, cashier.staffId, '2580');
    const stream = await openLiveStream(
      origin,
      token,
      `${API}/staff/events?store_id=${owner.storeId}`,
    );
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');
    expect((await removeStaff(app, owner.access, owner.storeId, cashier.staffId)).statusCode).toBe(
      200,
    );
    expect((await stream.next(5_000)).event).toBe('staff_access');
    await stream.ended;
    const refused = await stamp(app, token, cardId, {
      qr_code: customer.qrCode,
      branch_id: device.branchId,
    });
    expect(refused.statusCode).toBe(403);
    expect((await unlock(app, device.token, cashier.staffId, '2580')).statusCode).toBe(404);
  });

  it('signs a device out: it and the sessions unlocked on it are refused at once', async () => {
    const other = await deviceAtNewBranch(app, owner, 'Kiosk');
    const cashier = await cashierWithPin(app, owner, '2580');
    const token = await unlocked(app, other, cashier.staffId, '2580');
    const signedOut = await app.inject({
      method: 'DELETE',
      url: `${API}/stores/${owner.storeId}/counter-devices/${other.id}`,
      headers: bearer(owner.access),
    });
    expect(signedOut.statusCode).toBe(200);
    const refused = await stamp(app, token, cardId, {
      qr_code: customer.qrCode,
      branch_id: other.branchId,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('COUNTER_DEVICE_UNKNOWN');
    expect((await describeDevice(app, other.token)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'DELETE',
      url: `${API}/stores/${owner.storeId}/counter-devices/${other.id}`,
      headers: bearer(owner.access),
    });
    expect(again.statusCode).toBe(404);
  });

  // Last: it moves the clock past the owner's access token.
  it('locks a person for 15 minutes after 5 wrong PINs, saying when, then lets them in', async () => {
    const cashier = await cashierWithPin(app, owner, '2580');
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) {
      const wrong = await unlock(app, device.token, cashier.staffId, '1111');
      expect(wrong.statusCode).toBe(401);
      messages.push(wrong.json().message);
    }
    expect(messages).toEqual([
      'Wrong PIN. 4 tries left.',
      'Wrong PIN. 3 tries left.',
      'Wrong PIN. 2 tries left.',
      'Wrong PIN. 1 try left.',
    ]);
    const fifth = await unlock(app, device.token, cashier.staffId, '1111');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong PINs. Ana can try again in 15 minutes.');
    expect(fifth.headers['retry-after']).toBe('900');
    const right = await unlock(app, device.token, cashier.staffId, '2580');
    expect(right.statusCode).toBe(429);
    clock.advance(14 * 60_000);
    expect((await unlock(app, device.token, cashier.staffId, '2580')).json().message).toBe(
      'Too many wrong PINs. Ana can try again in 1 minute.',
    );
    clock.advance(61_000);
    expect((await unlock(app, device.token, cashier.staffId, '2580')).statusCode).toBe(200);
    // A right PIN starts the count again.
    expect((await unlock(app, device.token, cashier.staffId, '1111')).json().message).toBe(
      'Wrong PIN. 4 tries left.',
    );
  });
});
