import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { interactions } from '../../../src/db/schema';
import { bearer, verifiedAccount } from '../../accounts';
import { build } from '../../helper';
import { createBranch } from '../stores/stores';
import {
  createCard,
  customerAccount,
  REWARD_CARDS,
  saveSettings,
  stamp,
  subscribedOwner,
  undo,
  type Customer,
  type Owner,
} from '../reward-cards/cards';
import { API, hire, type Hired } from './staff';

describe('what each role may do at the store (docs/product.md, "Staff")', () => {
  let app: App;
  let owner: Owner;
  let manager: Hired;
  let cashier: Hired;
  let customer: Customer;
  let cardId: string;

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 50,
    });
    cardId = (await createCard(app, owner, { stamps_required: 20 })).id;
    [manager, cashier, customer] = await Promise.all([
      hire(app, owner, 'manager'),
      hire(app, owner, 'cashier'),
      customerAccount(app),
    ]);
  }, 60_000);
  afterAll(() => app.close());

  it('names the cashier in the stamp’s answer and in the interaction; the owner’s stamps name nobody', async () => {
    const byCashier = await stamp(app, cashier.access, cardId, { qr_code: customer.qrCode });
    expect(byCashier.statusCode).toBe(201);
    expect(byCashier.json().data.staff).toEqual({ id: cashier.staffId, name: 'Ana Lopez' });
    const byOwner = await stamp(app, owner.access, cardId, { qr_code: customer.qrCode });
    expect(byOwner.json().data.staff).toBeNull();

    const [row] = await app.db
      .select()
      .from(interactions)
      .where(eq(interactions.id, byCashier.json().data.interaction.id));
    expect(row).toMatchObject({
      staffId: cashier.staffId,
      staffName: 'Ana Lopez',
      staffRole: 'cashier',
    });
  });

  it('never answers one person with another’s kept answer for the same key and body', async () => {
    const key = 'shared-key-0001';
    const body = { qr_code: customer.qrCode };
    const first = await stamp(app, cashier.access, cardId, body, key);
    expect(first.statusCode).toBe(201);
    // The same person's retry is the same request: the kept answer, no second stamp.
    const retried = await stamp(app, cashier.access, cardId, body, key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json().data.interaction.id).toBe(first.json().data.interaction.id);
    // A colleague, or the owner, who learned the key: refused, and nothing stamped.
    const customerCardId: string = first.json().data.customer_card.id;
    const visits = () =>
      app.db.select().from(interactions).where(eq(interactions.customerCardId, customerCardId));
    const before = (await visits()).length;
    for (const other of [manager.access, owner.access]) {
      const refused = await stamp(app, other, cardId, body, key);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await visits()).toHaveLength(before);
  });

  it('lets a cashier undo their own stamp only; a manager undoes anyone’s', async () => {
    const byOwner = (await stamp(app, owner.access, cardId, { qr_code: customer.qrCode })).json()
      .data.interaction.id;
    const refused = await undo(app, cashier.access, cardId, byOwner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'A cashier can only undo their own stamps and redemptions.',
    );
    const undone = await undo(app, manager.access, cardId, byOwner);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.staff).toEqual({ id: manager.staffId, name: 'Ana Lopez' });

    const own = (await stamp(app, cashier.access, cardId, { qr_code: customer.qrCode })).json().data
      .interaction.id;
    expect((await undo(app, cashier.access, cardId, own)).statusCode).toBe(200);
  });

  it('keeps a cashier with branches to those branches', async () => {
    const [harbour, market] = await Promise.all([
      createBranch(app, owner.access, owner.storeId, { name: 'Harbour' }),
      createBranch(app, owner.access, owner.storeId, { name: 'Market' }),
    ]).then((answers) => answers.map((answer) => answer.json().data.id as string));
    const atHarbour = await hire(app, owner, 'cashier', [harbour!]);
    const there = await stamp(app, atHarbour.access, cardId, {
      qr_code: customer.qrCode,
      branch_id: harbour,
    });
    expect(there.statusCode).toBe(201);
    for (const body of [{ branch_id: market }, {}]) {
      const elsewhere = await stamp(app, atHarbour.access, cardId, {
        qr_code: customer.qrCode,
        ...body,
      });
      expect(elsewhere.statusCode).toBe(403);
    }
  });

  it('gives managers the store’s cards, branches and figures, and cashiers the counter only', async () => {
    const rename = (access: string) =>
      app.inject({
        method: 'PUT',
        url: `${REWARD_CARDS}/${cardId}`,
        headers: bearer(access),
        payload: { title: 'Coffee' },
      });
    expect((await rename(manager.access)).statusCode).toBe(200);
    expect((await rename(cashier.access)).statusCode).toBe(403);

    const overview = (access: string) =>
      app.inject({
        url: `${API}/analytics/overview?store_id=${owner.storeId}`,
        headers: bearer(access),
      });
    expect((await overview(manager.access)).statusCode).toBe(200);
    expect((await overview(cashier.access)).statusCode).toBe(403);
    // Every store's figures at once are the merchant's own.
    const all = await app.inject({
      url: `${API}/analytics/overview`,
      headers: bearer(manager.access),
    });
    expect(all.statusCode).toBe(403);

    const branch = await createBranch(app, manager.access, owner.storeId, { name: 'Pier' });
    expect(branch.statusCode).toBe(201);
    expect((await createBranch(app, cashier.access, owner.storeId)).statusCode).toBe(403);

    const lookup = await app.inject({
      url: `${REWARD_CARDS}/${cardId}/customer?qr_code=${encodeURIComponent(customer.qrCode)}`,
      headers: bearer(cashier.access),
    });
    expect(lookup.statusCode).toBe(200);
  });

  it('keeps billing and the store itself the owner’s (403 for staff)', async () => {
    for (const person of [manager, cashier]) {
      const edit = await app.inject({
        method: 'PUT',
        url: `${API}/stores/${owner.storeId}`,
        headers: bearer(person.access),
        payload: { name: 'Taken over' },
      });
      expect(edit.statusCode).toBe(403);
      const removed = await app.inject({
        method: 'DELETE',
        url: `${API}/stores/${owner.storeId}`,
        headers: bearer(person.access),
      });
      expect(removed.statusCode).toBe(403);
      const billing = await app.inject({
        url: `${API}/subscriptions/my`,
        headers: bearer(person.access),
      });
      expect(billing.statusCode).toBe(403);
    }
  });

  it('refuses another store’s staff and a customer at this counter', async () => {
    const other = await subscribedOwner(app, 'scale');
    const elsewhere = await hire(app, other, 'manager');
    const stranger = await verifiedAccount(app, { account_type: 'user' });
    expect(
      (await stamp(app, elsewhere.access, cardId, { qr_code: customer.qrCode })).statusCode,
    ).toBe(404);
    expect(
      (await stamp(app, stranger.access, cardId, { qr_code: customer.qrCode })).statusCode,
    ).toBe(403);
  });
});
