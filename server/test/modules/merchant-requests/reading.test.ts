import type { App } from '../../../src/app';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { REQUESTS, submitRequest } from './requests';

describe('reading merchant requests', () => {
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

  it('shows a merchant its own requests, newest first, and the pending one', async () => {
    const merchant = await verifiedAccount(app);
    expect((await get(`${REQUESTS}/my/pending`, merchant.access)).json()).toEqual({
      success: true,
      data: null,
    });
    const first = (await submitRequest(app, merchant.access)).json().data;
    await app.inject({
      method: 'POST',
      url: `${REQUESTS}/${first.id}/reject`,
      headers: bearer(admin.access),
      payload: { reason: 'Missing details.' },
    });
    const second = (await submitRequest(app, merchant.access, { store_name: 'Second' })).json()
      .data;

    const mine = (await get(`${REQUESTS}/my`, merchant.access)).json().data;
    const pending = (await get(`${REQUESTS}/my/pending`, merchant.access)).json().data;
    const one = await get(`${REQUESTS}/my/${first.id}`, merchant.access);

    expect(mine.map((request: { id: string }) => request.id)).toEqual([second.id, first.id]);
    expect(pending.id).toBe(second.id);
    expect(one.json().data).toMatchObject({ id: first.id, status: 'rejected' });
  });

  it("answers 404 for another merchant's request", async () => {
    const owner = await verifiedAccount(app);
    const other = await verifiedAccount(app);
    const { id } = (await submitRequest(app, owner.access)).json().data;

    const response = await get(`${REQUESTS}/my/${id}`, other.access);

    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('pages every request for an admin, filtered by status', async () => {
    for (let index = 0; index < 3; index += 1) {
      const merchant = await verifiedAccount(app);
      await submitRequest(app, merchant.access);
    }

    const page = (await get(`${REQUESTS}?page=1&page_size=2&status=pending`, admin.access)).json()
      .data;
    const one = await get(`${REQUESTS}/${page.items[0].id}`, admin.access);

    expect(page.items).toHaveLength(2);
    expect(page).toMatchObject({ page: 1, page_size: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.every((item: { status: string }) => item.status === 'pending')).toBe(true);
    expect(one.json().data.id).toBe(page.items[0].id);
  });

  it('caps the page size at 100 and keeps the admin routes for admins', async () => {
    const merchant = await verifiedAccount(app);

    const tooBig = await get(`${REQUESTS}?page_size=101`, admin.access);
    const notAdmin = await get(REQUESTS, merchant.access);
    const missing = await get(`${REQUESTS}/00000000-0000-4000-8000-000000000000`, admin.access);

    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors).toEqual({ page_size: ['page size must be at most 100'] });
    expect(notAdmin.statusCode).toBe(403);
    expect(missing.statusCode).toBe(404);
  });
});
