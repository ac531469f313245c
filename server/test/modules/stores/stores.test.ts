import type { App } from '../../../src/app';
import { adminAccount, bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { multipartFile, ONE_PIXEL_PNG } from '../../multipart';
import { REQUESTS, submitRequest } from '../merchant-requests/requests';
import { subscribableMerchant } from '../billing/billing';
import { build } from '../../helper';
import {
  API,
  createBranch,
  createStore,
  markVerified,
  storeBody,
  STORES,
  subscribedMerchant,
} from './stores';

interface Store {
  id: string;
  merchant_id: string;
  name: string;
  slug: string;
  status: string;
  country: string;
  avatar_url: string | null;
  branches_count: number;
  category: { slug: string } | null;
}

describe('/stores', () => {
  let app: App;
  let owner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    app = await build();
    [owner, other] = await Promise.all([
      subscribedMerchant(app, 'scale'),
      subscribedMerchant(app, 'scale'),
    ]);
    await Promise.all([markVerified(app, owner), markVerified(app, other)]);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, access?: string) =>
    app.inject({ url, headers: access ? bearer(access) : {} });

  async function newStore(merchant: SignedIn, overrides = {}): Promise<Store> {
    const answer = await createStore(app, merchant.access, overrides);
    expect(answer.statusCode).toBe(201);
    return answer.json().data as Store;
  }

  async function myStores(merchant: SignedIn) {
    const answer = await get(`${STORES}/me`, merchant.access);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as { items: Store[]; limits: Record<string, number> };
  }

  describe('POST /stores', () => {
    it('creates an active store with a slug from its name, in the caller’s list', async () => {
      const categories = (await get(`${API}/categories`)).json().data as {
        id: string;
        slug: string;
      }[];
      const cafe = categories.find((category) => category.slug === 'cafe')!;
      const store = await newStore(owner, { name: 'Café Olé', category_id: cafe.id });
      expect(store).toMatchObject({
        name: 'Café Olé',
        slug: 'cafe-ole',
        status: 'active',
        country: 'US',
        branches_count: 0,
        category: { slug: 'cafe' },
      });
      const again = await newStore(owner, { name: 'Café Olé' });
      expect(again.slug).toBe('cafe-ole-2');
      expect((await myStores(owner)).items.map((item) => item.id)).toEqual(
        expect.arrayContaining([store.id, again.id]),
      );
    });

    it('refuses a merchant without an active subscription, saying why', async () => {
      const unpaid = await subscribableMerchant(app);
      const answer = await createStore(app, unpaid.access);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(answer.json().message).toMatch(/active subscription/);
      expect((await myStores(unpaid)).items).toEqual([]);
    });

    it('refuses customers and anonymous callers', async () => {
      const customer = await verifiedAccount(app, { account_type: 'user' });
      expect((await createStore(app, customer.access)).statusCode).toBe(403);
      const anonymous = await app.inject({ method: 'POST', url: STORES, payload: storeBody() });
      expect(anonymous.statusCode).toBe(401);
    });

    it('stops at the plan’s max_stores with PLAN_LIMIT_REACHED; a hidden store frees its place', async () => {
      const starter = await subscribedMerchant(app, 'starter');
      const first = await newStore(starter, { name: 'Only One' });
      const second = await createStore(app, starter.access, { name: 'One Too Many' });
      expect(second.statusCode).toBe(403);
      expect(second.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
      expect(second.json().message).toMatch(/Starter plan allows 1 store/);
      expect((await myStores(starter)).limits).toEqual({
        plan_active: true,
        max_stores: 1,
        max_branches: 3,
        max_reward_cards: 3,
        stores_used: 1,
      });

      await app.inject({
        method: 'DELETE',
        url: `${STORES}/${first.id}`,
        headers: bearer(starter.access),
      });
      await newStore(starter, { name: 'A Fresh Start' });
      const { items, limits } = await myStores(starter);
      expect(items.map((item) => [item.name, item.status])).toEqual([
        ['Only One', 'hidden'],
        ['A Fresh Start', 'active'],
      ]);
      expect(limits.stores_used).toBe(1);
    });

    it('lets only one of two simultaneous creates at the limit through', async () => {
      const starter = await subscribedMerchant(app, 'starter');
      const answers = await Promise.all([
        createStore(app, starter.access, { name: 'Racer One' }),
        createStore(app, starter.access, { name: 'Racer Two' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
      expect((await myStores(starter)).items).toHaveLength(1);
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ phone: '555' }, 'phone'],
      [{ country: 'Narnia' }, 'country'],
      [{ email: 'not an email' }, 'email'],
      [{ website: 'ftp://x.example.com' }, 'website'],
      [{ latitude: 91 }, 'latitude'],
      [{ longitude: -181 }, 'longitude'],
      [{ category_id: '00000000-0000-4000-8000-000000000000' }, 'category_id'],
      [{ address_line: undefined }, 'address_line'],
      [{ city: '   ' }, 'city'],
    ])('answers 400 naming the field for %j', async (overrides, field) => {
      const answer = await createStore(app, owner.access, overrides);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(answer.json().errors)).toContain(field);
    });
  });

  describe('GET /stores/me', () => {
    it('shows the store an accepted merchant request created', async () => {
      const admin = await adminAccount(app);
      const merchant = await verifiedAccount(app);
      const request = (
        await submitRequest(app, merchant.access, { store_name: 'Accepted Bakery' })
      ).json().data;
      const accepted = await app.inject({
        method: 'POST',
        url: `${REQUESTS}/${request.id}/accept`,
        headers: bearer(admin.access),
        payload: {},
      });
      expect(accepted.statusCode).toBe(200);
      const { items, limits } = await myStores(merchant);
      expect(items).toEqual([
        expect.objectContaining({
          name: 'Accepted Bakery',
          slug: 'accepted-bakery',
          status: 'active',
        }),
      ]);
      // No subscription yet: nothing more may be created.
      expect(limits).toMatchObject({ max_stores: 0, stores_used: 1 });
    });

    it('is for merchants only', async () => {
      const customer = await verifiedAccount(app, { account_type: 'user' });
      expect((await get(`${STORES}/me`, customer.access)).statusCode).toBe(403);
      expect((await get(`${STORES}/me`)).statusCode).toBe(401);
    });
  });

  describe('GET /stores/:id', () => {
    it('shows a listed store with its branches to anyone', async () => {
      const store = await newStore(owner, { name: 'Public Corner' });
      expect((await createBranch(app, owner.access, store.id, { name: 'North' })).statusCode).toBe(
        201,
      );
      for (const access of [undefined, other.access, owner.access]) {
        const answer = await get(`${STORES}/${store.id}`, access);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toMatchObject({
          id: store.id,
          branches_count: 1,
          branches: [expect.objectContaining({ name: 'North', status: 'open' })],
        });
      }
    });

    it('shows a store of a merchant not yet verified to its owner only', async () => {
      const pending = await subscribedMerchant(app, 'starter');
      const store = await newStore(pending, { name: 'Not Yet' });
      expect((await get(`${STORES}/${store.id}`)).statusCode).toBe(404);
      expect((await get(`${STORES}/${store.id}`, other.access)).statusCode).toBe(404);
      // A bad token reads as no token: still the public answer.
      expect((await get(`${STORES}/${store.id}`, 'not-a-token')).statusCode).toBe(404);
      expect((await get(`${STORES}/${store.id}`, pending.access)).statusCode).toBe(200);
    });

    it('answers 404 for an unknown store and 400 for an id that is not one', async () => {
      expect((await get(`${STORES}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
      const bad = await get(`${STORES}/not-an-id`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['id']);
    });
  });

  describe('PUT /stores/:id', () => {
    it('saves the owner’s changes and keeps the slug', async () => {
      const store = await newStore(owner, { name: 'Old Name' });
      const answer = await app.inject({
        method: 'PUT',
        url: `${STORES}/${store.id}`,
        headers: bearer(owner.access),
        payload: { name: ' New Name ', phone: '', city: 'Oakland', category_id: null },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        name: 'New Name',
        slug: 'old-name',
        phone: null,
        city: 'Oakland',
        category: null,
      });
    });

    it('checks a national phone against the store’s own country when the edit sends none', async () => {
      // A Lisbon café: the number as Portugal writes it, the website without its scheme.
      const store = await newStore(owner, {
        name: 'Café Sol',
        country: 'PT',
        phone: '912 345 678',
        website: 'cafesol.pt',
      });
      expect(store).toMatchObject({ phone: '+351 912 345 678', website: 'https://cafesol.pt' });
      const edit = (phone: string) =>
        app.inject({
          method: 'PUT',
          url: `${STORES}/${store.id}`,
          headers: bearer(owner.access),
          payload: { phone },
        });

      const portuguese = await edit('213 400 100');
      const american = await edit('(415) 555-0123');

      expect(portuguese.statusCode).toBe(200);
      expect(portuguese.json().data.phone).toBe('+351 21 340 0100');
      expect(american.statusCode).toBe(400);
      expect(Object.keys(american.json().errors)).toEqual(['phone']);
    });

    it('answers 404 to another merchant and changes nothing', async () => {
      const store = await newStore(owner, { name: 'Mine Alone' });
      const answer = await app.inject({
        method: 'PUT',
        url: `${STORES}/${store.id}`,
        headers: bearer(other.access),
        payload: { name: 'Taken Over' },
      });
      expect(answer.statusCode).toBe(404);
      expect((await get(`${STORES}/${store.id}`)).json().data.name).toBe('Mine Alone');
    });

    it.each([
      [{}, 'body'],
      [{ name: '' }, 'name'],
      [{ country: 'xx' }, 'country'],
      [{ latitude: 'north' }, 'latitude'],
    ])('answers 400 for %j', async (payload, field) => {
      const store = (await myStores(owner)).items[0]!;
      const answer = await app.inject({
        method: 'PUT',
        url: `${STORES}/${store.id}`,
        headers: bearer(owner.access),
        payload,
      });
      expect(answer.statusCode).toBe(400);
      if (field !== 'body') expect(Object.keys(answer.json().errors)).toContain(field);
    });
  });

  describe('DELETE /stores/:id', () => {
    it('hides the store from the listing and public reads, keeping it for its owner', async () => {
      const store = await newStore(owner, { name: 'Soon Hidden Zebra' });
      const listed = () =>
        get(`${API}/store-listing/stores?search=zebra`).then((answer) =>
          (answer.json().data.items as Store[]).map((item) => item.id),
        );
      expect(await listed()).toEqual([store.id]);

      const answer = await app.inject({
        method: 'DELETE',
        url: `${STORES}/${store.id}`,
        headers: bearer(owner.access),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.status).toBe('hidden');

      expect(await listed()).toEqual([]);
      expect((await get(`${STORES}/${store.id}`)).statusCode).toBe(404);
      expect((await get(`${API}/branches/${store.id}`)).statusCode).toBe(404);
      const own = await get(`${STORES}/${store.id}`, owner.access);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.status).toBe('hidden');
    });

    it('answers 404 to another merchant and leaves the store listed', async () => {
      const store = await newStore(owner, { name: 'Stays Put' });
      const answer = await app.inject({
        method: 'DELETE',
        url: `${STORES}/${store.id}`,
        headers: bearer(other.access),
      });
      expect(answer.statusCode).toBe(404);
      expect((await get(`${STORES}/${store.id}`)).json().data.status).toBe('active');
    });
  });

  describe('POST /stores/me/avatar', () => {
    const upload = (access: string, fields: Record<string, string> = {}, bytes = ONE_PIXEL_PNG) => {
      const { payload, headers } = multipartFile(
        { name: 'logo.png', type: 'image/png', bytes },
        fields,
      );
      return app.inject({
        method: 'POST',
        url: `${STORES}/me/avatar`,
        headers: { ...headers, ...bearer(access) },
        payload,
      });
    };

    it('sets the brand logo, shown by every store without its own, and one store’s logo', async () => {
      const merchant = await subscribedMerchant(app, 'growth');
      const first = await newStore(merchant, { name: 'Logo One' });
      const second = await newStore(merchant, { name: 'Logo Two' });

      const brand = await upload(merchant.access);
      expect(brand.statusCode).toBe(200);
      expect(brand.json().data).toMatchObject({ store_id: null });
      const brandUrl = brand.json().data.avatar_url as string;

      const own = await upload(merchant.access, { store_id: second.id });
      expect(own.statusCode).toBe(200);
      expect(own.json().data.store_id).toBe(second.id);

      const { items } = await myStores(merchant);
      const logos = Object.fromEntries(items.map((item) => [item.id, item.avatar_url]));
      expect(logos[first.id]).toBe(brandUrl);
      expect(logos[second.id]).toBe(own.json().data.avatar_url);
      expect((await app.inject({ url: brandUrl })).statusCode).toBe(200);
    });

    it('answers 404 for another merchant’s store and 400 for a store_id that is not an id', async () => {
      const store = await newStore(owner, { name: 'Logo Mine' });
      expect((await upload(other.access, { store_id: store.id })).statusCode).toBe(404);
      expect((await get(`${STORES}/${store.id}`)).json().data.avatar_url).toBeNull();
      const bad = await upload(owner.access, { store_id: 'nope' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['store_id']);
    });

    it('refuses a file that is not an image', async () => {
      const answer = await upload(owner.access, {}, Buffer.from('hello'));
      expect(answer.statusCode).toBe(415);
    });
  });
});
