import type { App } from '../../../src/app';
import { build } from '../../helper';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { testClock } from '../../accounts';
import { insertStore, subscribedOwner } from '../reward-cards/cards';
import { insertCard } from '../analytics/fixture';
import { cardOf, customersOf, namedCustomer } from './fixture';

interface Listed {
  id: string;
  name: string;
  first_visit: string | null;
  last_visit: string | null;
  visits: number;
  stamps: number;
  rewards_earned: number;
  rewards_redeemed: number;
}

describe("a store's customers", () => {
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-02-10T12:00:00Z')).now });
  }, 180_000);
  afterAll(() => app.close());

  /** The customer's short code, as the list shows it to the store (undashed). */
  const shortCodeOf = async (id: string) =>
    (await createUsersRepository(app.db).findById(id))!.shortCode;

  /**
   * Merchant A's first store with two cards (2 stamps a reward), A's second store, and merchant B:
   * Ana has cards at all three, Bea only an undone stamp at A's first store, Caio only at A's second.
   */
  async function world() {
    const a = await subscribedOwner(app);
    const b = await subscribedOwner(app);
    const second = (await insertStore(app, a.merchantId, 'Second Shop')).id;
    const coffee = {
      rewardCardId: await insertCard(app, a, a.storeId, 'Coffee'),
      storeId: a.storeId,
    };
    const lunch = {
      rewardCardId: await insertCard(app, a, a.storeId, 'Lunch'),
      storeId: a.storeId,
    };
    const tea = { rewardCardId: await insertCard(app, a, second, 'Tea'), storeId: second };
    const other = { rewardCardId: await insertCard(app, b, b.storeId, 'Cake'), storeId: b.storeId };
    const ana = await namedCustomer(app, 'Ana', 'sousa');
    const bea = await namedCustomer(app, 'Bea', 'Reis');
    const caio = await namedCustomer(app, 'Caio', 'Lima');

    // Ana at A's first store: 4 visits (the undone stamp and the undo row do not count), 6 stamps.
    // Coffee: 1 stamp now and 1 redeemed → earned 1; Lunch: 3 stamps now → earned 1.
    const anaCoffee = await cardOf(app, a.merchantId, coffee, ana, 1, 1);
    await anaCoffee({ at: '2030-01-02T09:00:00Z' });
    await anaCoffee({ at: '2030-01-03T09:00:00Z', count: 2 });
    const undone = await anaCoffee({
      at: '2030-01-04T09:00:00Z',
      undoneAt: '2030-01-04T09:01:00Z',
    });
    await anaCoffee({ at: '2030-01-04T09:01:00Z', kind: 'undo' });
    await anaCoffee({ at: '2030-01-05T09:00:00Z', kind: 'redeem' });
    const anaLunch = await cardOf(app, a.merchantId, lunch, ana, 3);
    await anaLunch({ at: '2030-01-06T13:00:00Z', count: 3 });
    // Elsewhere: A's second store and merchant B's store (later, bigger, and never in this list).
    const anaTea = await cardOf(app, a.merchantId, tea, ana, 5, 4);
    await anaTea({ at: '2030-01-20T10:00:00Z', count: 5 });
    const anaCake = await cardOf(app, b.merchantId, other, ana, 7, 9);
    await anaCake({ at: '2029-06-01T10:00:00Z', count: 7 });
    await anaCake({ at: '2030-02-01T10:00:00Z', kind: 'redeem' });

    const beaCoffee = await cardOf(app, a.merchantId, coffee, bea, 0);
    await beaCoffee({ at: '2030-01-07T09:00:00Z', undoneAt: '2030-01-07T09:02:00Z' });
    const caioTea = await cardOf(app, a.merchantId, tea, caio, 1);
    await caioTea({ at: '2030-01-08T09:00:00Z' });
    return { a, b, second, ana, bea, caio, undone };
  }

  it('lists who holds a card of the store with their figures there, exactly', async () => {
    const { a, ana, bea } = await world();
    const response = await customersOf(app, a.access, a.storeId);
    expect(response.statusCode).toBe(200);
    const { items, total, page, page_size } = response.json().data as {
      items: Listed[];
      total: number;
      page: number;
      page_size: number;
    };
    expect({ total, page, page_size }).toEqual({ total: 2, page: 1, page_size: 20 });
    // The newest visit first; Bea, whose one stamp was undone, has none and comes last.
    expect(items).toEqual([
      {
        id: ana,
        name: 'Ana S.',
        short_code: await shortCodeOf(ana),
        first_visit: '2030-01-02T09:00:00.000Z',
        last_visit: '2030-01-06T13:00:00.000Z',
        visits: 4,
        stamps: 6,
        rewards_earned: 2,
        rewards_redeemed: 1,
      },
      {
        id: bea,
        name: 'Bea R.',
        short_code: await shortCodeOf(bea),
        first_visit: null,
        last_visit: null,
        visits: 0,
        stamps: 0,
        rewards_earned: 0,
        rewards_redeemed: 0,
      },
    ]);
  });

  it("shows a shared customer to each merchant with that merchant's figures only", async () => {
    const { a, b, second, ana, caio } = await world();
    const atB = (await customersOf(app, b.access, b.storeId)).json().data.items as Listed[];
    expect(atB).toEqual([
      {
        id: ana,
        name: 'Ana S.',
        short_code: await shortCodeOf(ana),
        first_visit: '2029-06-01T10:00:00.000Z',
        last_visit: '2030-02-01T10:00:00.000Z',
        visits: 2,
        stamps: 7,
        rewards_earned: 12,
        rewards_redeemed: 9,
      },
    ]);
    const atSecond = (await customersOf(app, a.access, second)).json().data.items as Listed[];
    expect(atSecond.map((row) => [row.id, row.visits, row.stamps])).toEqual([
      [ana, 1, 5],
      [caio, 1, 1],
    ]);

    // Each merchant reaches only their own store: the other's answers 404 and shows no one.
    for (const [caller, storeId] of [
      [b, a.storeId],
      [a, b.storeId],
    ] as const) {
      const refused = await customersOf(app, caller.access, storeId);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain(ana);
      expect((await customersOf(app, caller.access, storeId, {}, `/${ana}`)).statusCode).toBe(404);
      expect((await customersOf(app, caller.access, storeId, {}, '/export')).statusCode).toBe(404);
    }
    // A customer without a card at this store is not one of its customers, even the merchant's own.
    const notHere = await customersOf(app, a.access, a.storeId, {}, `/${caio}`);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe('This customer has no card at this store.');
  });

  it("gives one customer's cards and history at the store, newest first, nothing of elsewhere", async () => {
    const { a, ana, undone } = await world();
    const response = await customersOf(app, a.access, a.storeId, {}, `/${ana}`);
    expect(response.statusCode).toBe(200);
    const { customer, cards, history } = response.json().data;
    expect(customer).toMatchObject({ id: ana, visits: 4, stamps: 6, rewards_earned: 2 });
    expect(cards).toEqual([
      expect.objectContaining({
        title: 'Coffee',
        stamps: 1,
        stamps_required: 2,
        rewards_earned: 1,
        rewards_redeemed: 1,
      }),
      expect.objectContaining({
        title: 'Lunch',
        stamps: 3,
        stamps_required: 2,
        rewards_earned: 1,
        rewards_redeemed: 0,
      }),
    ]);
    expect(history.total).toBe(6);
    expect(
      history.items.map(
        (item: {
          kind: string;
          count: number;
          created_at: string;
          undone: boolean;
          reward_card: { title: string };
        }) => [
          item.created_at.slice(0, 10),
          item.kind,
          item.count,
          item.undone,
          item.reward_card.title,
        ],
      ),
    ).toEqual([
      ['2030-01-06', 'stamp', 3, false, 'Lunch'],
      ['2030-01-05', 'redeem', 1, false, 'Coffee'],
      ['2030-01-04', 'undo', 1, false, 'Coffee'],
      ['2030-01-04', 'stamp', 1, true, 'Coffee'],
      ['2030-01-03', 'stamp', 2, false, 'Coffee'],
      ['2030-01-02', 'stamp', 1, false, 'Coffee'],
    ]);
    expect(history.items[3].id).toBe(undone);

    // The history pages like any list.
    const second = await customersOf(
      app,
      a.access,
      a.storeId,
      { page: '2', page_size: '4' },
      `/${ana}`,
    );
    expect(second.json().data.history.items.map((item: { kind: string }) => item.kind)).toEqual([
      'stamp',
      'stamp',
    ]);
  });
});
