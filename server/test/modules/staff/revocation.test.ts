import type { App } from '../../../src/app';
import { bearer } from '../../accounts';
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
import { accept, API, hire, invitationToken, invite, removeStaff } from './staff';

describe('revoking a person (docs/api.md, "Staff")', () => {
  let app: App;
  let origin: string;
  let owner: Owner;
  let customer: Customer;
  let cardId: string;

  beforeAll(async () => {
    app = await build();
    origin = await listenOnFreePort(app);
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, { stamp_cooldown_minutes: 0 });
    cardId = (await createCard(app, owner)).id;
    customer = await customerAccount(app);
  }, 60_000);
  afterAll(() => app.close());

  const counterPath = () => `${API}/staff/events?store_id=${owner.storeId}`;

  it('refuses a removed cashier’s next stamp and closes their open counter stream', async () => {
    const cashier = await hire(app, owner, 'cashier');
    expect(
      (await stamp(app, cashier.access, cardId, { qr_code: customer.qrCode })).statusCode,
    ).toBe(201);
    const stream = await openLiveStream(origin, cashier.access, counterPath());
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('ready');

    expect((await removeStaff(app, owner.access, owner.storeId, cashier.staffId)).statusCode).toBe(
      200,
    );
    // The event travels through the database's NOTIFY, then the server ends the stream.
    expect(await stream.next(5_000)).toEqual({
      event: 'staff_access',
      data: { store_id: owner.storeId, ended: true },
    });
    await stream.ended;

    const refused = await stamp(app, cashier.access, cardId, { qr_code: customer.qrCode });
    expect(refused.statusCode).toBe(403);
    const reopened = await openLiveStream(origin, cashier.access, counterPath());
    expect(reopened.status).toBe(403);
    // Their account stays: a customer elsewhere is still signed in.
    const me = await app.inject({ url: `${API}/users/me`, headers: bearer(cashier.access) });
    expect(me.statusCode).toBe(200);
  });

  it('closes the counter stream on a role change, which reopens with the new rights', async () => {
    const manager = await hire(app, owner, 'manager');
    const stream = await openLiveStream(origin, manager.access, counterPath());
    expect((await stream.next()).event).toBe('ready');
    const demoted = await app.inject({
      method: 'PATCH',
      url: `${API}/stores/${owner.storeId}/staff/${manager.staffId}`,
      headers: bearer(owner.access),
      payload: { role: 'cashier' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await stream.next(5_000)).data).toEqual({ store_id: owner.storeId, ended: false });
    await stream.ended;
    const overview = await app.inject({
      url: `${API}/analytics/overview?store_id=${owner.storeId}`,
      headers: bearer(manager.access),
    });
    expect(overview.statusCode).toBe(403);
    const again = await openLiveStream(origin, manager.access, counterPath());
    expect(again.status).toBe(200);
    again.close();
  });

  it('keeps the stream of a store the person still works at open', async () => {
    const other = await subscribedOwner(app, 'scale');
    const person = await hire(app, owner, 'cashier');
    await invite(app, other.access, other.storeId, { email: person.email, role: 'cashier' });
    const there = await accept(app, person.access, await invitationToken(app, person.email));
    expect(there.statusCode).toBe(200);
    const stream = await openLiveStream(origin, person.access, counterPath());
    expect((await stream.next()).event).toBe('ready');

    const removed = await removeStaff(app, other.access, other.storeId, there.json().data.staff_id);
    expect(removed.statusCode).toBe(200);
    await expect(stream.next(1_000)).rejects.toThrow('no event arrived');
    expect((await stamp(app, person.access, cardId, { qr_code: customer.qrCode })).statusCode).toBe(
      201,
    );
    stream.close();
  });
});
