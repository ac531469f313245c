import type { App } from '../../../src/app';
import { createMerchantsRepository } from '../../../src/repositories/merchants-repository';
import { build } from '../../helper';
import { adminAccount, bearer, register, uniqueEmail } from '../../accounts';
import { createCard, customerAccount, redeem, stamp, subscribedOwner } from '../reward-cards/cards';
import { subscribableMerchant } from '../subscription/billing';

const HOME = '/api/merchant/home';

describe('GET /home', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const home = (access: string) => app.inject({ url: HOME, headers: bearer(access) });

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
