import type { App } from '../../../src/app';
import { bearer, verifiedAccount, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import {
  API,
  BRANCHES,
  createBranch,
  createStore,
  markVerified,
  STORES,
  subscribedMerchant,
} from '../stores/stores';

interface Branch {
  id: string;
  store_id: string;
  name: string;
  status: string;
  opening_hours: Record<string, string[][]>;
}

describe('/branches', () => {
  let app: App;
  let owner: SignedIn;
  let other: SignedIn;
  let storeId: string;

  beforeAll(async () => {
    app = await build();
    [owner, other] = await Promise.all([
      subscribedMerchant(app, 'scale'),
      subscribedMerchant(app, 'scale'),
    ]);
    await Promise.all([markVerified(app, owner), markVerified(app, other)]);
    storeId = (await createStore(app, owner.access, { name: 'Branchy' })).json().data.id;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
  });

  const list = (id: string, access?: string) =>
    app.inject({ url: `${BRANCHES}/${id}`, headers: access ? bearer(access) : {} });

  async function newBranch(overrides: Record<string, unknown> = {}): Promise<Branch> {
    const answer = await createBranch(app, owner.access, storeId, overrides);
    expect(answer.statusCode).toBe(201);
    return answer.json().data as Branch;
  }

  describe('POST /branches', () => {
    it('adds an open branch with its opening hours, listed with the store', async () => {
      const branch = await newBranch({
        name: 'Harbour',
        opening_hours: {
          tue: [
            ['13:00', '18:00'],
            ['08:00', '12:00'],
          ],
          sun: [],
        },
      });
      expect(branch).toMatchObject({
        store_id: storeId,
        name: 'Harbour',
        status: 'open',
        // In time order; an empty day is closed, like a missing one.
        opening_hours: {
          tue: [
            ['08:00', '12:00'],
            ['13:00', '18:00'],
          ],
        },
      });
      const listed = (await list(storeId)).json().data as Branch[];
      expect(listed.map((item) => item.id)).toContain(branch.id);
    });

    it('answers 404 to a merchant adding a branch to another merchant’s store', async () => {
      const before = (await list(storeId)).json().data as Branch[];
      const answer = await createBranch(app, other.access, storeId);
      expect(answer.statusCode).toBe(404);
      expect((await list(storeId)).json().data).toEqual(before);
    });

    it('refuses a store owner whose subscription ended, and customers', async () => {
      const lapsed = await subscribedMerchant(app, 'starter');
      const store = (await createStore(app, lapsed.access, { name: 'Lapsed' })).json().data.id;
      const [subscription] = (
        await app.inject({ url: `${API}/subscriptions/my`, headers: bearer(lapsed.access) })
      ).json().data as { id: string }[];
      const canceled = await app.inject({
        method: 'DELETE',
        url: `${API}/subscriptions/${subscription!.id}?immediately=true`,
        headers: bearer(lapsed.access),
      });
      expect(canceled.statusCode).toBe(200);
      const answer = await createBranch(app, lapsed.access, store);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toMatch(/active subscription/);

      const customer = await verifiedAccount(app, { account_type: 'user' });
      expect((await createBranch(app, customer.access, storeId)).statusCode).toBe(403);
    });

    it('refuses a hidden store', async () => {
      const hidden = (await createStore(app, owner.access, { name: 'Gone' })).json().data.id;
      await app.inject({
        method: 'DELETE',
        url: `${STORES}/${hidden}`,
        headers: bearer(owner.access),
      });
      const answer = await createBranch(app, owner.access, hidden);
      expect(answer.statusCode).toBe(409);
    });

    it('stops at max_branches across all the merchant’s stores, one of two racers at the limit', async () => {
      const starter = await subscribedMerchant(app, 'starter');
      const store = (await createStore(app, starter.access, { name: 'Small Shop' })).json().data.id;
      for (const name of ['One', 'Two']) {
        expect((await createBranch(app, starter.access, store, { name })).statusCode).toBe(201);
      }
      const racers = await Promise.all([
        createBranch(app, starter.access, store, { name: 'Three' }),
        createBranch(app, starter.access, store, { name: 'Four' }),
      ]);
      expect(racers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
      const refused = racers.find((answer) => answer.statusCode === 403)!;
      expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
      expect(refused.json().message).toMatch(/Starter plan allows 3 branches/);
      expect((await list(store, starter.access)).json().data).toHaveLength(3);

      // A deleted branch frees its place.
      const first = ((await list(store, starter.access)).json().data as Branch[])[0]!;
      await app.inject({
        method: 'DELETE',
        url: `${BRANCHES}/${first.id}`,
        headers: bearer(starter.access),
      });
      expect((await createBranch(app, starter.access, store, { name: 'Five' })).statusCode).toBe(
        201,
      );
    });

    it.each([
      [{ opening_hours: { mon: [['08:00', '25:00']] } }, 'opening_hours.mon[0]', /00:00 to 23:59/],
      [{ opening_hours: { mon: [['8:00', '12:00']] } }, 'opening_hours.mon[0]', /HH:MM/],
      [
        { opening_hours: { tue: [['18:00', '08:00']] } },
        'opening_hours.tue[0]',
        /open before it closes/,
      ],
      [{ opening_hours: { wed: [['10:00', '10:00']] } }, 'opening_hours.wed[0]', /open before/],
      [
        {
          opening_hours: {
            thu: [
              ['08:00', '12:00'],
              ['11:00', '14:00'],
            ],
          },
        },
        'opening_hours.thu',
        /overlapping intervals: 08:00-12:00 and 11:00-14:00/,
      ],
      [{ opening_hours: { funday: [['08:00', '12:00']] } }, 'opening_hours.funday', /not a day/],
      [{ opening_hours: { fri: [['08:00']] } }, 'opening_hours.fri[0]', /pair of times/],
      [{ opening_hours: { sat: '08:00-12:00' } }, 'opening_hours.sat', /list/],
      [{ opening_hours: [] }, 'opening_hours', /./],
      [{ name: ' ' }, 'name', /must not be empty/],
      [{ postal_code: '  ' }, 'postal_code', /postal code must not be empty/],
      [{ country: 'zz' }, 'country', /./],
      [{ status: 'maybe' }, 'status', /./],
      [{ store_id: 'nope' }, 'store_id', /./],
      [{ latitude: 100 }, 'latitude', /./],
    ])('answers 400 for %j naming %s', async (overrides, field, message) => {
      const answer = await createBranch(app, owner.access, storeId, overrides);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      const errors = answer.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toContain(field);
      expect(errors[field]!.join(' ')).toMatch(message);
    });
  });

  describe('GET /branches/:storeId', () => {
    it('is public for a listed store and for its owner only otherwise', async () => {
      expect((await list(storeId)).statusCode).toBe(200);
      const pending = await subscribedMerchant(app, 'starter');
      const store = (await createStore(app, pending.access, { name: 'Quiet' })).json().data.id;
      expect((await createBranch(app, pending.access, store)).statusCode).toBe(201);
      expect((await list(store)).statusCode).toBe(404);
      expect((await list(store, other.access)).statusCode).toBe(404);
      expect((await list(store, pending.access)).json().data).toHaveLength(1);
      expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await list('nope')).statusCode).toBe(400);
    });
  });

  describe('PUT /branches/:id', () => {
    it('saves the owner’s changes: closing a branch, new hours', async () => {
      const branch = await newBranch({ name: 'Switchable' });
      const answer = await app.inject({
        method: 'PUT',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(owner.access),
        payload: { status: 'closed', opening_hours: { fri: [['10:00', '16:00']] } },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        name: 'Switchable',
        status: 'closed',
        opening_hours: { fri: [['10:00', '16:00']] },
      });
    });

    it('answers 404 to another merchant and changes nothing', async () => {
      const branch = await newBranch({ name: 'Untouchable' });
      const answer = await app.inject({
        method: 'PUT',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(other.access),
        payload: { name: 'Mine Now' },
      });
      expect(answer.statusCode).toBe(404);
      const listed = (await list(storeId)).json().data as Branch[];
      expect(listed.find((item) => item.id === branch.id)?.name).toBe('Untouchable');
    });

    it.each([
      [{}, undefined],
      [{ opening_hours: { mon: [['09:00', '08:00']] } }, 'opening_hours.mon[0]'],
      [{ phone: '12' }, 'phone'],
    ])('answers 400 for %j', async (payload, field) => {
      const branch = await newBranch();
      const answer = await app.inject({
        method: 'PUT',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(owner.access),
        payload,
      });
      expect(answer.statusCode).toBe(400);
      if (field) expect(Object.keys(answer.json().errors)).toContain(field);
    });
  });

  describe('DELETE /branches/:id', () => {
    it('takes the branch out of the store’s list and count', async () => {
      const branch = await newBranch({ name: 'Closing Down' });
      const countBefore = (await app.inject({ url: `${STORES}/${storeId}` })).json().data
        .branches_count as number;
      const answer = await app.inject({
        method: 'DELETE',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(owner.access),
      });
      expect(answer.statusCode).toBe(200);
      const store = (await app.inject({ url: `${STORES}/${storeId}` })).json().data;
      expect(store.branches_count).toBe(countBefore - 1);
      expect((store.branches as Branch[]).map((item) => item.id)).not.toContain(branch.id);
      const again = await app.inject({
        method: 'DELETE',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(owner.access),
      });
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 to another merchant and keeps the branch', async () => {
      const branch = await newBranch({ name: 'Staying' });
      const answer = await app.inject({
        method: 'DELETE',
        url: `${BRANCHES}/${branch.id}`,
        headers: bearer(other.access),
      });
      expect(answer.statusCode).toBe(404);
      const listed = (await list(storeId)).json().data as Branch[];
      expect(listed.map((item) => item.id)).toContain(branch.id);
    });
  });
});
