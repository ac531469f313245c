import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { categories, merchants, subscriptions } from '../../../src/db/schema';
import { bearer, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import {
  createBranch,
  createStore,
  markVerified,
  STORES,
  subscribedMerchant,
} from '../stores/stores';

/**
 * The listing's answers are kept per process under the listing's version (docs/performance.md,
 * "Store listing search"): every change that can alter what the directory shows must show in the
 * very next read after it, never a kept answer from before it.
 */
const LISTING = '/api/merchant/store-listing/stores';
const CATEGORIES = '/api/merchant/store-listing/categories';

interface Listed {
  id: string;
  name: string;
  branches_count: number;
  avatar_url: string | null;
  category: { slug: string; name: string } | null;
}

async function listing(app: App, query = ''): Promise<{ items: Listed[]; total: number }> {
  const answer = await app.inject({ method: 'GET', url: `${LISTING}${query}` });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { items: Listed[]; total: number };
}

describe('the store listing after a change', () => {
  let app: App;
  let merchant: SignedIn;
  let storeId: string;
  const name = `Freshness Roasters ${Date.now()}`;
  const search = `?search=${encodeURIComponent(name)}`;

  beforeAll(async () => {
    app = await build();
    merchant = await subscribedMerchant(app);
    await markVerified(app, merchant);
    const created = await createStore(app, merchant.access, { name });
    expect(created.statusCode).toBe(201);
    storeId = (created.json().data as { id: string }).id;
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  it('shows a new store at once, and a rename on the next read', async () => {
    expect((await listing(app, search)).items.map((store) => store.id)).toEqual([storeId]);
    // Read twice: the second answer is the kept one.
    expect((await listing(app, search)).total).toBe(1);

    const renamed = `${name} and Bakery`;
    const update = await app.inject({
      method: 'PUT',
      url: `${STORES}/${storeId}`,
      headers: bearer(merchant.access),
      payload: { name: renamed },
    });
    expect(update.statusCode).toBe(200);

    const after = await listing(app, search);
    expect(after.items.map((store) => store.name)).toEqual([renamed]);
  });

  it('counts a new branch on the next read', async () => {
    const before = (await listing(app, search)).items[0]?.branches_count;
    expect((await createBranch(app, merchant.access, storeId)).statusCode).toBe(201);
    expect((await listing(app, search)).items[0]?.branches_count).toBe((before ?? 0) + 1);
  });

  it('shows a category renamed, in the listing and in the category counts', async () => {
    const [category] = await app.db.select().from(categories).limit(1);
    if (!category) throw new Error('no category seeded');
    await app.inject({
      method: 'PUT',
      url: `${STORES}/${storeId}`,
      headers: bearer(merchant.access),
      payload: { category_id: category.id },
    });
    expect((await listing(app, search)).items[0]?.category?.slug).toBe(category.slug);
    await app.inject({ method: 'GET', url: CATEGORIES });

    await app.db
      .update(categories)
      .set({ name: `${category.name} and more` })
      .where(eq(categories.id, category.id));

    expect((await listing(app, search)).items[0]?.category?.name).toBe(`${category.name} and more`);
    const counted = (await app.inject({ method: 'GET', url: CATEGORIES })).json().data as {
      id: string;
      name: string;
    }[];
    expect(counted.find((row) => row.id === category.id)?.name).toBe(`${category.name} and more`);
  });

  it('drops the store of a suspended merchant, and lists it again when reinstated', async () => {
    const setStatus = (status: 'active' | 'suspended') =>
      app.db.update(merchants).set({ status }).where(eq(merchants.userId, merchant.userId));

    await setStatus('suspended');
    expect((await listing(app, search)).total).toBe(0);
    await setStatus('active');
    expect((await listing(app, search)).total).toBe(1);
  });

  it('drops the store when its plan ends, whoever writes it (a webhook, a refund), and lists it again when it is back', async () => {
    // Written as the provider's webhook handler writes it: the row alone, no store touched.
    const setStatus = async (status: 'active' | 'canceled') => {
      const [merchantRow] = await app.db
        .select({ id: merchants.id })
        .from(merchants)
        .where(eq(merchants.userId, merchant.userId));
      await app.db
        .update(subscriptions)
        .set({ status })
        .where(eq(subscriptions.merchantId, merchantRow!.id));
    };

    expect((await listing(app, search)).total).toBe(1);
    await setStatus('canceled');
    expect((await listing(app, search)).total).toBe(0);
    await setStatus('active');
    expect((await listing(app, search)).total).toBe(1);
  });

  it('drops a hidden store on the next read', async () => {
    expect((await listing(app, search)).total).toBe(1);
    const hidden = await app.inject({
      method: 'DELETE',
      url: `${STORES}/${storeId}`,
      headers: bearer(merchant.access),
    });
    expect(hidden.statusCode).toBe(200);
    expect((await listing(app, search)).total).toBe(0);
    expect((await listing(app)).items.map((store) => store.id)).not.toContain(storeId);
  });
});

describe('two API processes on one database', () => {
  let reader: App;
  let writer: App;

  beforeAll(async () => {
    writer = await build();
    // The reader shares the writer's database and keeps answers of its own; the writer closes it.
    reader = await build({}, { database: { ...writer.database, close: async () => {} } });
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  it('a change made through one process shows in the next read of the other', async () => {
    const name = `Two Process Deli ${Date.now()}`;
    const search = `?search=${encodeURIComponent(name)}`;
    expect((await listing(reader, search)).total).toBe(0);
    expect((await listing(reader, search)).total).toBe(0);

    const merchant = await subscribedMerchant(writer);
    await markVerified(writer, merchant);
    const created = await createStore(writer, merchant.access, { name });
    expect(created.statusCode).toBe(201);

    expect((await listing(reader, search)).items.map((store) => store.name)).toEqual([name]);
  });
});
