import type { App } from '../../../src/app';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { CARD, planId, subscribe } from '../billing/billing';
import { REQUESTS, submitRequest } from './requests';

const VISA = { card_number: '4242 4242 4242 4242', ...CARD };
const NEEDS_AUTHENTICATION = { card_number: '4000 0025 0000 3155', ...CARD };

describe('what an admin reads of a merchant request', () => {
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

  const get = (url: string, access: string) =>
    app.inject({ method: 'GET', url, headers: bearer(access) });

  /** A merchant with a sent request; answers the merchant and the request's id. */
  async function applicant(storeName: string) {
    const merchant = await verifiedAccount(app);
    const sent = await submitRequest(app, merchant.access, { store_name: storeName });
    if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.body}`);
    return { merchant, id: (sent.json().data as { id: string }).id };
  }

  it('names the category and the applicant, and says no payment when none was made', async () => {
    const { merchant, id } = await applicant('Never Paid');

    const one = (await get(`${REQUESTS}/${id}`, admin.access)).json().data;

    expect(one).toMatchObject({
      id,
      category_name: 'Cafe',
      applicant: { first_name: 'Ana', last_name: 'Lopez', email: merchant.email },
      payment: null,
    });
  });

  it("gives each request on a page its merchant's newest subscription", async () => {
    const renewed = await applicant('Renewed Shop');
    const pending = await applicant('Pending Card');
    const unpaid = await applicant('Unpaid Shop');
    const first = await subscribe(app, renewed.merchant.access, {
      plan_id: await planId(app, 'starter'),
      ...VISA,
    });
    const firstId = (first.json().data as { subscription: { id: string } }).subscription.id;
    const canceled = await app.inject({
      method: 'DELETE',
      url: `/api/merchant/subscriptions/${firstId}?immediately=true`,
      headers: bearer(renewed.merchant.access),
    });
    expect(canceled.statusCode).toBe(200);
    const second = await subscribe(app, renewed.merchant.access, {
      plan_id: await planId(app, 'growth'),
      ...VISA,
    });
    expect(second.statusCode).toBe(201);
    const authenticating = await subscribe(app, pending.merchant.access, {
      plan_id: await planId(app, 'starter'),
      ...NEEDS_AUTHENTICATION,
    });
    expect(authenticating.statusCode).toBe(201);

    const page = (await get(`${REQUESTS}?status=pending&page_size=100`, admin.access)).json().data;
    const byId = new Map(
      (page.items as { id: string; payment: unknown; applicant: { email: string } }[]).map(
        (item) => [item.id, item],
      ),
    );

    expect(byId.get(renewed.id)).toMatchObject({
      payment: { status: 'active', plan_name: 'Growth' },
      applicant: { email: renewed.merchant.email },
    });
    expect(byId.get(pending.id)).toMatchObject({
      payment: { status: 'incomplete', plan_name: 'Starter' },
    });
    expect(byId.get(unpaid.id)).toMatchObject({ payment: null, category_name: 'Cafe' });
  });

  it("keeps the applicant and the payment out of the merchant's own answers", async () => {
    const { merchant, id } = await applicant('Own Eyes Only');

    const answers = [
      (await get(`${REQUESTS}/my`, merchant.access)).json().data[0],
      (await get(`${REQUESTS}/my/pending`, merchant.access)).json().data,
      (await get(`${REQUESTS}/my/${id}`, merchant.access)).json().data,
    ];

    for (const answer of answers) {
      expect(answer.id).toBe(id);
      expect(answer).not.toHaveProperty('applicant');
      expect(answer).not.toHaveProperty('payment');
    }
  });
});
