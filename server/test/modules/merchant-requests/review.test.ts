import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { auditEvents, merchants, users } from '../../../src/db/schema';
import { build } from '../../helper';
import { adminAccount, bearer, outbox, verifiedAccount, type SignedIn } from '../../accounts';
import { CARD, planId, subscribe } from '../billing/billing';
import { REQUESTS, submitRequest } from './requests';

const STEP_STATUS = '/api/merchant/onboarding/step-status';

describe('merchant request review', () => {
  let app: App;
  let admin: SignedIn;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build();
    admin = await adminAccount(app);
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, access: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: bearer(access), payload });
  const get = (url: string, access?: string) =>
    app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });

  async function merchantOf(userId: string) {
    const [row] = await app.db.select().from(merchants).where(eq(merchants.userId, userId));
    return row;
  }

  it('accepts: verifies the merchant, lists the store, audits, emails', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (await submitRequest(app, merchant.access, { store_name: 'Café Olé' })).json()
      .data;
    expect((await get(STEP_STATUS, merchant.access)).json().data.current_step).toBe(3);

    const response = await post(`${REQUESTS}/${id}/accept`, admin.access);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, status: 'accepted' });
    expect(response.json().data.reviewed_at).toEqual(expect.any(String));
    expect((await merchantOf(merchant.userId))?.verificationStatus).toBe('verified');
    const status = (await get(STEP_STATUS, merchant.access)).json().data;
    expect(status).toMatchObject({ current_step: 3, merchant_status: 'verified' });
    // Listed once the merchant has a plan (docs/product.md, "Without an active plan").
    const search = '/api/merchant/store-listing/stores?search=caf%C3%A9&category=cafe';
    expect((await get(search)).json().data.items).toEqual([]);
    const subscribed = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(subscribed.statusCode).toBe(201);
    const listing = await get(search);
    expect(listing.json().data.items).toEqual([
      expect.objectContaining({
        name: 'Café Olé',
        slug: 'cafe-ole',
        status: 'active',
        city: 'San Francisco',
        category: expect.objectContaining({ slug: 'cafe' }),
      }),
    ]);
    const [audit] = await app.db.select().from(auditEvents).where(eq(auditEvents.subjectId, id));
    expect(audit).toMatchObject({ action: 'merchant_request.accepted', actorId: admin.userId });
    const [mail] = await outbox(app, merchant.email);
    expect(mail?.kind).toBe('merchant_request_accepted');
  });

  it('gives a second store of the same name its own slug', async () => {
    const first = await verifiedAccount(app);
    const second = await verifiedAccount(app);
    for (const merchant of [first, second]) {
      const { id } = (await submitRequest(app, merchant.access, { store_name: 'Twin Shop' })).json()
        .data;
      await post(`${REQUESTS}/${id}/accept`, admin.access);
    }

    const slugs = [];
    for (const merchant of [first, second]) {
      const own = await get('/api/merchant/stores/me', merchant.access);
      slugs.push(...own.json().data.items.map((store: { slug: string }) => store.slug));
    }

    expect(slugs.sort()).toEqual(['twin-shop', 'twin-shop-2']);
  });

  it('rejects with a reason, reopens step 2, and lets the merchant send again', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (await submitRequest(app, merchant.access)).json().data;

    const response = await post(`${REQUESTS}/${id}/reject`, admin.access, {
      reason: 'The address is incomplete.',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The address is incomplete.',
    });
    expect((await merchantOf(merchant.userId))?.verificationStatus).toBe('rejected');
    const status = (await get(STEP_STATUS, merchant.access)).json().data;
    expect(status).toMatchObject({ current_step: 2, merchant_status: 'rejected' });
    expect(status.step_details.step_2.completed).toBe(false);
    const [mail] = await outbox(app, merchant.email);
    expect(mail?.kind).toBe('merchant_request_rejected');
    expect(mail?.text).toContain('The address is incomplete.');

    const again = await submitRequest(app, merchant.access);
    expect(again.statusCode).toBe(201);
    expect((await merchantOf(merchant.userId))?.verificationStatus).toBe('pending');
  });

  it('needs a reason of 3 to 500 characters', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (await submitRequest(app, merchant.access)).json().data;

    const [missing, short, long, blank] = await Promise.all([
      post(`${REQUESTS}/${id}/reject`, admin.access, {}),
      post(`${REQUESTS}/${id}/reject`, admin.access, { reason: 'no' }),
      post(`${REQUESTS}/${id}/reject`, admin.access, { reason: 'x'.repeat(501) }),
      post(`${REQUESTS}/${id}/reject`, admin.access, { reason: '      ' }),
    ]);

    expect(missing.json().errors).toEqual({ reason: ['reason is required'] });
    expect(short.json().errors).toEqual({ reason: ['reason must be at least 3 characters'] });
    expect(long.json().errors).toEqual({ reason: ['reason must be at most 500 characters'] });
    expect(blank.statusCode).toBe(400);
  });

  it('reviews only pending requests', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (await submitRequest(app, merchant.access)).json().data;
    await post(`${REQUESTS}/${id}/reject`, admin.access, { reason: 'Not a real shop.' });

    const [accept, reject] = await Promise.all([
      post(`${REQUESTS}/${id}/accept`, admin.access),
      post(`${REQUESTS}/${id}/reject`, admin.access, { reason: 'Again.' }),
    ]);

    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('This request has already been reviewed.');
    expect(reject.statusCode).toBe(409);
    const unknown = await post(
      `${REQUESTS}/00000000-0000-4000-8000-000000000000/accept`,
      admin.access,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only admins review', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (await submitRequest(app, merchant.access)).json().data;

    const response = await post(`${REQUESTS}/${id}/accept`, merchant.access);

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('hides stores of suspended merchants from the listing', async () => {
    const merchant = await verifiedAccount(app);
    const { id } = (
      await submitRequest(app, merchant.access, { store_name: 'Quiet Corner' })
    ).json().data;
    await post(`${REQUESTS}/${id}/accept`, admin.access);
    await app.db
      .update(merchants)
      .set({ status: 'suspended' })
      .where(eq(merchants.userId, merchant.userId));

    const listing = await get('/api/merchant/store-listing/stores?search=quiet');

    expect(listing.json().data).toMatchObject({ items: [], total: 0, page: 1, page_size: 20 });
    expect(await app.db.select().from(users).where(eq(users.id, merchant.userId))).toHaveLength(1);
  });
});
