import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { merchants } from '../../../src/db/schema';
import { bearer, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import { multipartFile, ONE_PIXEL_PNG } from '../../multipart';
import {
  createBranch,
  createStore,
  markVerified,
  STORES,
  subscribedMerchant,
} from '../stores/stores';

const LISTING = '/api/merchant/store-listing/stores';

interface Page {
  items: { name: string; city: string; category: { slug: string } | null }[];
  page: number;
  page_size: number;
  total: number;
}

/**
 * The listing's search (docs/api.md, "Store listing"): name, description and city, any case, no
 * matter the accents, by relevance then name; only stores the public may see.
 */
describe('GET /store-listing/stores?search=', () => {
  let app: App;
  let merchant: SignedIn;
  let bakeryId: string;

  async function store(access: string, name: string, overrides: Record<string, unknown> = {}) {
    const answer = await createStore(app, access, {
      name,
      description: 'A place in town.',
      city: 'Springfield',
      ...overrides,
    });
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return answer.json().data.id as string;
  }

  /** A merchant whose one store is called `name`, left as `state` says. */
  async function unlistedStore(name: string, state: 'pending' | 'rejected' | 'suspended') {
    const owner = await subscribedMerchant(app, 'starter');
    await store(owner.access, name);
    if (state === 'pending') return;
    await app.db
      .update(merchants)
      .set(
        state === 'rejected'
          ? { verificationStatus: 'rejected' }
          : { verificationStatus: 'verified', status: 'suspended' },
      )
      .where(eq(merchants.userId, owner.userId));
  }

  beforeAll(async () => {
    app = await build();
    merchant = await subscribedMerchant(app, 'scale');
    await markVerified(app, merchant);
    const categories = (await app.inject({ url: '/api/merchant/categories' })).json().data as {
      id: string;
      slug: string;
    }[];
    bakeryId = categories.find((category) => category.slug === 'bakery')!.id;
    await store(merchant.access, 'Luna Bakery', { city: 'Oakland', category_id: bakeryId });
    await store(merchant.access, 'lunar Eclipse Bar');
    await store(merchant.access, 'Café Luna', { city: 'Oakland' });
    await store(merchant.access, 'Blue Moon', { description: 'Breakfast under the luna lamps.' });
    await store(merchant.access, 'Sol Corner', { city: 'Lunaville' });
    await store(merchant.access, 'Zeta Books');
    await store(merchant.access, '100% Juice');
    const hidden = await store(merchant.access, 'Luna Hidden');
    await app.inject({
      method: 'DELETE',
      url: `${STORES}/${hidden}`,
      headers: bearer(merchant.access),
    });
    await unlistedStore('Luna Pending', 'pending');
    await unlistedStore('Luna Rejected', 'rejected');
    await unlistedStore('Luna Suspended', 'suspended');
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  async function search(query: string): Promise<Page> {
    const answer = await app.inject({ url: `${LISTING}?${query}` });
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Page;
  }
  const names = async (query: string) => (await search(query)).items.map((item) => item.name);

  it('orders names starting with the term, then names containing it, then other matches', async () => {
    expect(await names('search=luna')).toEqual([
      'Luna Bakery',
      'lunar Eclipse Bar',
      'Café Luna',
      'Blue Moon',
      'Sol Corner',
    ]);
  });

  it('ignores case and accents, and finds part of a word', async () => {
    expect(await names('search=caf')).toEqual(['Café Luna']);
    expect(await names('search=CAFE')).toEqual(['Café Luna']);
    expect(await names('search=café')).toEqual(['Café Luna']);
    expect(await names('search=%20%20eclipse%20')).toEqual(['lunar Eclipse Bar']);
  });

  it('takes % and _ as themselves', async () => {
    expect(await names('search=%25')).toEqual(['100% Juice']);
    expect(await names('search=_')).toEqual([]);
  });

  it('never lists hidden stores nor stores of pending, rejected or suspended merchants', async () => {
    const everything = await names('search=luna&page_size=100');
    for (const name of ['Luna Hidden', 'Luna Pending', 'Luna Rejected', 'Luna Suspended']) {
      expect(everything).not.toContain(name);
    }
    expect((await names('page_size=100')).filter((name) => name.startsWith('Luna '))).toEqual([
      'Luna Bakery',
    ]);
  });

  it('combines the search with the city and category filters', async () => {
    expect(await names('search=luna&city=oakland')).toEqual(['Luna Bakery', 'Café Luna']);
    expect(await names('search=luna&category=bakery')).toEqual(['Luna Bakery']);
    expect(await names(`search=luna&category=${bakeryId}&city=Oakland`)).toEqual(['Luna Bakery']);
    expect(await names('search=zeta&city=oakland')).toEqual([]);
  });

  it('pages through the matches in relevance order with the same total', async () => {
    const second = await search('search=luna&page=2&page_size=2');
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 5 });
    expect(second.items.map((item) => item.name)).toEqual(['Café Luna', 'Blue Moon']);
    expect(await search('search=luna&page=4&page_size=2')).toEqual({
      items: [],
      page: 4,
      page_size: 2,
      total: 5,
    });
  });

  it('lists each store as GET /stores/:id shows it, branches counted and the brand logo', async () => {
    const [luna] = (await search('search=luna%20bakery')).items as unknown as { id: string }[];
    expect((await createBranch(app, merchant.access, luna!.id)).statusCode).toBe(201);
    const { payload, headers } = multipartFile({
      name: 'logo.png',
      type: 'image/png',
      bytes: ONE_PIXEL_PNG,
    });
    const logo = await app.inject({
      method: 'POST',
      url: `${STORES}/me/avatar`,
      headers: { ...headers, ...bearer(merchant.access) },
      payload,
    });
    expect(logo.statusCode).toBe(200);

    const [listed] = (await search('search=luna%20bakery')).items;
    // The detail adds what the store's own pages read: its branches, cards and counter setting.
    const {
      branches,
      reward_cards: rewardCards,
      counter_idle_lock_seconds: idleLock,
      ...detail
    } = (await app.inject({ url: `${STORES}/${luna!.id}` })).json().data as Record<string, unknown>;
    expect(idleLock).toBe(120);
    expect(branches).toHaveLength(1);
    expect(rewardCards).toEqual([]);
    expect(listed).toEqual(detail);
    expect(listed).toMatchObject({
      branches_count: 1,
      avatar_url: logo.json().data.avatar_url,
      category: { slug: 'bakery' },
      latitude: 37.77,
    });
  });

  it('refuses a search longer than 100 characters, naming the field', async () => {
    const answer = await app.inject({ url: `${LISTING}?search=${'a'.repeat(101)}` });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual(['search']);
  });
});
