import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { categories } from '../../../src/db/schema';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { REQUESTS, submitRequest } from '../merchant-requests/requests';
import { payForPlan } from '../stores/stores';

const STORES = '/api/merchant/store-listing/stores';

interface Page {
  items: { name: string; city: string; category: { slug: string } | null }[];
  page: number;
  page_size: number;
  total: number;
}

/**
 * The listing's pages and totals. Each filter combination is one prepared query whose rows carry
 * the total (public-store-pages.ts); a page past the end counts separately.
 */
describe('GET /store-listing/stores', () => {
  let app: App;
  let admin: SignedIn;
  const marker = `Pager${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    app = await build();
    admin = await adminAccount(app);
    const [bakery] = await app.db.select().from(categories).where(eq(categories.slug, 'bakery'));
    // Five listed stores (two bakeries in Oakland), and one still pending: not listed.
    const stores = [
      { store_name: `${marker} A`, city: 'Oakland', category_id: bakery?.id },
      { store_name: `${marker} B`, city: 'Oakland', category_id: bakery?.id },
      { store_name: `${marker} C` },
      { store_name: `${marker} D` },
      { store_name: `${marker} E` },
    ];
    for (const overrides of stores) {
      const merchant = await verifiedAccount(app);
      const { id } = (await submitRequest(app, merchant.access, overrides)).json().data;
      await payForPlan(app, merchant.access);
      await app.inject({
        method: 'POST',
        url: `${REQUESTS}/${id}/accept`,
        headers: bearer(admin.access),
        payload: {},
      });
    }
    await submitRequest(app, (await verifiedAccount(app)).access, { store_name: `${marker} F` });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function list(query: string): Promise<Page> {
    const answer = await app.inject({ method: 'GET', url: `${STORES}?search=${marker}&${query}` });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Page;
  }

  it('pages through the listed stores by name, each page with the same total', async () => {
    const first = await list('page_size=2');
    const last = await list('page=3&page_size=2');

    expect(first).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(first.items.map((store) => store.name)).toEqual([`${marker} A`, `${marker} B`]);
    expect(last).toMatchObject({ page: 3, total: 5 });
    expect(last.items.map((store) => store.name)).toEqual([`${marker} E`]);
  });

  it('still counts the stores on a page past the end', async () => {
    expect(await list('page=9&page_size=2')).toEqual({
      items: [],
      page: 9,
      page_size: 2,
      total: 5,
    });
  });

  it('answers nothing and a total of 0 when nothing matches', async () => {
    expect(await list('city=Nowhere')).toEqual({ items: [], page: 1, page_size: 20, total: 0 });
  });

  it('filters by city and category, by slug or id, in any combination', async () => {
    const [bakery] = await app.db.select().from(categories).where(eq(categories.slug, 'bakery'));
    const oakland = await list('city=oakland&page_size=1');
    const bySlug = await list('category=bakery');
    const byIdAndCity = await list(`category=${bakery?.id}&city=Oakland`);

    expect(oakland).toMatchObject({ total: 2, items: [{ name: `${marker} A`, city: 'Oakland' }] });
    expect(bySlug.total).toBe(2);
    expect(bySlug.items.every((store) => store.category?.slug === 'bakery')).toBe(true);
    expect(byIdAndCity.items.map((store) => store.name)).toEqual([`${marker} A`, `${marker} B`]);
  });
});
