import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { categories, merchants } from '../../../src/db/schema';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { REQUESTS, submitRequest } from '../merchant-requests/requests';
import { payForPlan } from '../stores/stores';

const LISTED_CATEGORIES = '/api/merchant/store-listing/categories';

describe('GET /store-listing/categories', () => {
  let app: App;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await build();
    admin = await adminAccount(app);
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  async function categoryId(slug: string): Promise<string> {
    const [row] = await app.db.select().from(categories).where(eq(categories.slug, slug));
    if (!row) throw new Error(`no category ${slug}`);
    return row.id;
  }

  /** A merchant's request for a store in `slug`, accepted when `accept` says so. */
  async function storeIn(slug: string, accept: boolean) {
    const merchant = await verifiedAccount(app);
    const answer = await submitRequest(app, merchant.access, {
      category_id: await categoryId(slug),
      store_name: `Shop ${slug} ${Math.random()}`,
    });
    const { id } = answer.json().data as { id: string };
    if (accept) {
      await payForPlan(app, merchant.access);
      await app.inject({
        method: 'POST',
        url: `${REQUESTS}/${id}/accept`,
        headers: bearer(admin.access),
      });
    }
    return merchant;
  }

  const countsBySlug = async () => {
    const answer = await app.inject({ method: 'GET', url: LISTED_CATEGORIES });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as {
      slug: string;
      stores_count: number;
      name: string;
      id: string;
    }[];
    return { data, counts: Object.fromEntries(data.map((c) => [c.slug, c.stores_count])) };
  };

  it('lists every category, public, with how many listed stores it has', async () => {
    await storeIn('cafe', true);
    await storeIn('cafe', true);
    await storeIn('bakery', true);
    await storeIn('bakery', false); // pending: not listed

    const { data, counts } = await countsBySlug();

    expect(counts).toMatchObject({ cafe: 2, bakery: 1, fitness: 0 });
    expect(data[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
      stores_count: expect.any(Number),
    });
    const names = data.map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('stops counting the stores of a suspended merchant, as the store listing stops showing them', async () => {
    const before = (await countsBySlug()).counts.retail ?? 0;
    const merchant = await storeIn('retail', true);
    expect((await countsBySlug()).counts.retail).toBe(before + 1);

    await app.db
      .update(merchants)
      .set({ status: 'suspended' })
      .where(eq(merchants.userId, merchant.userId));

    expect((await countsBySlug()).counts.retail).toBe(before);
  });
});
