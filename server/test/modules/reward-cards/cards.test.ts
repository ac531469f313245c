import type { App } from '../../../src/app';
import { createMerchantsRepository } from '../../../src/repositories/merchants-repository';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount } from '../../accounts';
import { subscribableMerchant } from '../billing/billing';
import {
  createCard,
  customerAccount,
  insertStore,
  merchantIdOf,
  REWARD_CARDS,
  saveSettings,
  stamp,
  subscribedOwner,
  type Owner,
} from './cards';

describe('reward cards', () => {
  let app: App;
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    app = await build();
    [owner, other] = await Promise.all([subscribedOwner(app), subscribedOwner(app)]);
  });
  afterAll(() => app.close());

  const list = (storeId: string, access?: string) =>
    app.inject({
      url: `${REWARD_CARDS}?store_id=${storeId}`,
      headers: access ? bearer(access) : {},
    });

  it('creates a card with the merchant’s default stamps, and stops at the plan’s limit', async () => {
    const merchant = await subscribedOwner(app);
    await saveSettings(app, merchant.access, { default_stamps_required: 7 });
    const first = await createCard(app, merchant);
    expect(first).toMatchObject({
      store_id: merchant.storeId,
      title: 'Coffee card',
      description: '',
      stamps_required: 7,
      reward_description: 'A free coffee',
      active: true,
      valid_until: null,
    });
    await createCard(app, merchant, { stamps_required: 5 });
    await createCard(app, merchant);
    const fourth = await app.inject({
      method: 'POST',
      url: REWARD_CARDS,
      headers: bearer(merchant.access),
      payload: { store_id: merchant.storeId, title: 'One more', reward_description: 'Tea' },
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Your plan allows 3 active reward cards. Upgrade your plan to add more.',
    });

    // A deactivated card frees its place; reactivating one past the limit is refused.
    await app.inject({
      method: 'DELETE',
      url: `${REWARD_CARDS}/${first.id}`,
      headers: bearer(merchant.access),
    });
    await createCard(app, merchant, { title: 'Replacement' });
    const reactivate = await app.inject({
      method: 'PUT',
      url: `${REWARD_CARDS}/${first.id}`,
      headers: bearer(merchant.access),
      payload: { active: true },
    });
    expect(reactivate.statusCode).toBe(403);
  });

  it('never lets simultaneous creations pass the plan’s limit', async () => {
    const merchant = await subscribedOwner(app);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: REWARD_CARDS,
          headers: bearer(merchant.access),
          payload: { store_id: merchant.storeId, title: `Card ${i}`, reward_description: 'Tea' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      201, 201, 201, 403, 403, 403,
    ]);
  });

  it('needs an active subscription and the merchant’s own store', async () => {
    const unsubscribed = await subscribableMerchant(app);
    const store = await insertStore(app, await merchantIdOf(app, unsubscribed.userId));
    const refused = await app.inject({
      method: 'POST',
      url: REWARD_CARDS,
      headers: bearer(unsubscribed.access),
      payload: { store_id: store.id, title: 'Card', reward_description: 'Tea' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Subscribe to a plan to create reward cards.');

    const elsewhere = await app.inject({
      method: 'POST',
      url: REWARD_CARDS,
      headers: bearer(other.access),
      payload: { store_id: owner.storeId, title: 'Card', reward_description: 'Tea' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await list(owner.storeId, owner.access)).json().data).toEqual([]);
  });

  it('refuses customers and admins, and validates every field', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const admin = await adminAccount(app);
    for (const access of [customer.access, admin.access]) {
      const response = await app.inject({
        method: 'POST',
        url: REWARD_CARDS,
        headers: bearer(access),
        payload: { store_id: owner.storeId, title: 'Card', reward_description: 'Tea' },
      });
      expect(response.statusCode).toBe(403);
    }
    const bad = await app.inject({
      method: 'POST',
      url: REWARD_CARDS,
      headers: bearer(owner.access),
      payload: {
        store_id: 'nope',
        title: '',
        stamps_required: 51,
        reward_description: 'x'.repeat(201),
        valid_until: 'tomorrow',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'reward_description',
      'stamps_required',
      'store_id',
      'title',
      'valid_until',
    ]);
    const badUpdate = await app.inject({
      method: 'PUT',
      url: `${REWARD_CARDS}/00000000-0000-4000-8000-000000000000`,
      headers: bearer(owner.access),
      payload: { stamps_required: 0, active: 'maybe' },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(Object.keys(badUpdate.json().errors).sort()).toEqual(['active', 'stamps_required']);
  });

  it('gives another merchant 404 for a card and changes nothing', async () => {
    const card = await createCard(app, owner, { title: 'Mine' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `${REWARD_CARDS}/${card.id}`,
        headers: bearer(other.access),
        ...(method === 'PUT' ? { payload: { title: 'Stolen' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const mine = (await list(owner.storeId, owner.access)).json().data;
    expect(mine.find((row: { id: string }) => row.id === card.id)).toMatchObject({
      title: 'Mine',
      active: true,
    });
  });

  it('shows the owner every card and everyone else the active ones of a listed store', async () => {
    const merchant = await subscribedOwner(app, 'growth');
    const kept = await createCard(app, merchant, { title: 'Kept' });
    const retired = await createCard(app, merchant, { title: 'Retired' });
    await app.inject({
      method: 'DELETE',
      url: `${REWARD_CARDS}/${retired.id}`,
      headers: bearer(merchant.access),
    });
    // Not verified yet: the store is not public.
    expect((await list(merchant.storeId)).statusCode).toBe(404);
    expect((await list(merchant.storeId, other.access)).statusCode).toBe(404);
    const own = (await list(merchant.storeId, merchant.access)).json().data;
    expect(own.map((row: { title: string }) => row.title)).toEqual(['Kept', 'Retired']);

    await createMerchantsRepository(app.db).setVerificationStatus(
      merchant.merchantId,
      'verified',
      new Date(),
    );
    const anonymous = await list(merchant.storeId);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    // A bad token on this public read gets the public answer.
    const badToken = await list(merchant.storeId, 'not-a-token');
    expect(badToken.json().data.map((row: { id: string }) => row.id)).toEqual([kept.id]);
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list('nope')).statusCode).toBe(400);
  });

  it('keeps customers’ stamps when stamps_required changes; a card past it is ready', async () => {
    const card = await createCard(app, owner, { stamps_required: 10 });
    const customer = await customerAccount(app);
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 4 });
    expect(stamped.json().data.reward_ready).toBe(false);

    const lowered = await app.inject({
      method: 'PUT',
      url: `${REWARD_CARDS}/${card.id}`,
      headers: bearer(owner.access),
      payload: { stamps_required: 3, title: 'Quick card' },
    });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().data).toMatchObject({ stamps_required: 3, title: 'Quick card' });
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    // The card shows what it holds; the fourth stamp waits for the next card (full-card.test.ts).
    expect(mine.json().data[0]).toMatchObject({
      stamps: 3,
      stamps_waiting: 1,
      rewards_earned: 1,
      reward_card: { stamps_required: 3 },
    });
  });

  it('lists a customer’s cards for customers only', async () => {
    const customer = await customerAccount(app);
    const empty = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    expect(empty.json().data).toEqual([]);
    const merchant = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(owner.access) });
    expect(merchant.statusCode).toBe(403);
    expect((await app.inject({ url: `${REWARD_CARDS}/my` })).statusCode).toBe(401);
  });
});
