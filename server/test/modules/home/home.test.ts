import type { App } from '../../../src/app';
import { createMerchantsRepository } from '../../../src/repositories/merchants-repository';
import { build } from '../../helper';
import { createBranchesRepository } from '../../../src/repositories/branches-repository';
import { createCustomerCardsRepository } from '../../../src/repositories/customer-cards-repository';
import { createInteractionsRepository } from '../../../src/repositories/interactions-repository';
import { adminAccount, bearer, register, testClock, uniqueEmail } from '../../accounts';
import {
  createCard,
  customerAccount,
  redeem,
  saveSettings,
  stamp,
  subscribedOwner,
} from '../reward-cards/cards';
import { subscribableMerchant } from '../billing/billing';

const HOME = '/api/merchant/home';

describe('GET /home', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const home = (access: string, on: App = app) => on.inject({ url: HOME, headers: bearer(access) });

  it('shows a customer their QR code, cards, recent activity and listed stores', async () => {
    const owner = await subscribedOwner(app);
    await createMerchantsRepository(app.db).setVerificationStatus(
      owner.merchantId,
      'verified',
      new Date(),
    );
    const customer = await customerAccount(app);
    const empty = (await home(customer.access)).json().data;
    expect(empty).toMatchObject({ role: 'user', qr_code: customer.qrCode, cards: [] });
    expect(empty.user.email).toBe(customer.email);
    expect(empty.recent_activity).toEqual([]);
    expect(empty.featured_stores.map((store: { id: string }) => store.id)).toContain(owner.storeId);

    const card = await createCard(app, owner, { stamps_required: 2, title: 'Bread card' });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
    await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    const data = (await home(customer.access)).json().data;
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ stamps: 0, rewards_redeemed: 1 });
    expect(
      data.recent_activity.map((item: { kind: string; count: number }) => [item.kind, item.count]),
    ).toEqual([
      ['redeem', 2],
      ['stamp', 2],
    ]);
    expect(data.recent_activity[0]).toMatchObject({
      store: { id: owner.storeId, name: 'Ana Bakery' },
      reward_card: { id: card.id, title: 'Bread card' },
    });
  });

  it('shows a merchant their step status, subscription and today’s figures', async () => {
    const owner = await subscribedOwner(app);
    const card = await createCard(app, owner, { stamps_required: 2 });
    const [ana, bo] = await Promise.all([customerAccount(app), customerAccount(app)]);
    await stamp(app, owner.access, card.id, { qr_code: ana.qrCode, count: 2 });
    await stamp(app, owner.access, card.id, { qr_code: bo.qrCode, count: 3 });
    await redeem(app, owner.access, card.id, { qr_code: ana.qrCode });
    const data = (await home(owner.access)).json().data;
    expect(data).toMatchObject({
      role: 'merchant',
      merchant: { email: owner.email },
      step_status: { current_step: 4, total_steps: 3 },
      subscription: { status: 'active', plan: { code: 'starter' } },
      stats: { customers: 2, stamps_today: 5, redemptions_today: 1, active_cards: 1 },
    });

    const fresh = await subscribableMerchant(app);
    const before = (await home(fresh.access)).json().data;
    expect(before).toMatchObject({
      role: 'merchant',
      subscription: null,
      step_status: { current_step: 3 },
      stats: { customers: 0, stamps_today: 0, redemptions_today: 0, active_cards: 0 },
    });
  });

  it('shows a merchant their latest activity, and today in their own time zone', async () => {
    // 23:30 UTC on the 14th is already the 15th in Berlin (UTC+1 in January).
    const clock = testClock(new Date('2030-01-14T23:30:00.000Z'));
    const timed = await build({}, { now: clock.now });
    try {
      const owner = await subscribedOwner(timed);
      const card = await createCard(timed, owner, { stamps_required: 2, title: 'Bread card' });
      const ana = await customerAccount(timed);
      const branch = await createBranchesRepository(timed.db).insert({
        storeId: owner.storeId,
        name: 'Harbour',
        addressLine: '2 Quay',
        city: 'Berlin',
        postalCode: '10115',
        country: 'DE',
      });
      // A stamp at 22:00 UTC on the 14th (23:00 in Berlin): today in UTC, yesterday in Berlin.
      await createInteractionsRepository(timed.db).insert({
        merchantId: owner.merchantId,
        storeId: owner.storeId,
        rewardCardId: card.id,
        customerCardId: (
          await createCustomerCardsRepository(timed.db).lockOrCreate(
            card.id,
            ana.userId,
            timed.now(),
          )
        ).id,
        customerId: ana.userId,
        kind: 'stamp',
        count: 4,
        createdAt: new Date('2030-01-14T22:00:00.000Z'),
      });
      await stamp(timed, owner.access, card.id, { qr_code: ana.qrCode, branch_id: branch.id });
      const utc = (await home(owner.access, timed)).json().data;
      expect(utc.stats.stamps_today).toBe(5);
      expect(utc.recent_activity).toHaveLength(2);
      expect(utc.recent_activity[0]).toMatchObject({
        kind: 'stamp',
        count: 1,
        created_at: '2030-01-14T23:30:00.000Z',
        customer_first_name: 'Ana',
        reward_card: { id: card.id, title: 'Bread card' },
        store: { id: owner.storeId, name: 'Ana Bakery' },
        branch: { id: branch.id, name: 'Harbour' },
      });
      expect(utc.recent_activity[1]).toMatchObject({ count: 4, branch: null });

      await saveSettings(timed, owner.access, { time_zone: 'Europe/Berlin' });
      const berlin = (await home(owner.access, timed)).json().data;
      expect(berlin.stats.stamps_today).toBe(1);
    } finally {
      await timed.close();
    }
    // It builds an app of its own (a database and its migrations): minutes on a busy machine.
  }, 120_000);

  it('shows an admin the requests waiting for review', async () => {
    await subscribableMerchant(app);
    const admin = await adminAccount(app);
    const data = (await home(admin.access)).json().data;
    expect(data.role).toBe('admin');
    expect(data.user.role_id).toBe('admin');
    expect(data.pending_requests).toBeGreaterThanOrEqual(1);
  });

  it('needs a signed-in, verified account', async () => {
    expect((await app.inject({ url: HOME })).statusCode).toBe(401);
    const unverified = await register(app, { email: uniqueEmail() });
    const response = await home(unverified.json().data.tokens.access_token);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});
