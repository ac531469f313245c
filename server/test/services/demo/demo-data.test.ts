import { createHash } from 'node:crypto';
import { buildDemoRows } from '../../../src/services/demo/demo-data';
import { demoInputs as inputs } from './demo-inputs';

// The demo's rows are a function of the clock (docs/product.md, "Demo data": the same `now` gives
// the same rows, ids included). These tests pin them without a database: the counts and the values
// a person sees in the guides, and a digest of every row, so that reshaping the generators is
// proved not to change the demo. A deliberate change to the demo updates the digests here.

/** JSON with every object's keys sorted: the digest depends on the rows, not on how they were built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item) && !(item instanceof Date)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : item,
  );
}

const digest = (value: unknown) => createHash('sha256').update(canonical(value)).digest('hex');

function kinds(rows: ReturnType<typeof buildDemoRows>) {
  const counted: Record<string, number> = {};
  for (const row of rows.interactions) counted[row.kind] = (counted[row.kind] ?? 0) + 1;
  return counted;
}

describe('buildDemoRows', () => {
  const seededOn = '2026-11-25T15:30:00.000Z';
  const rows = buildDemoRows(inputs(seededOn));

  it('builds the merchant, its two stores, four branches, three cards and 500 customers', () => {
    expect(rows.users).toHaveLength(501);
    expect(rows.users[0]).toMatchObject({
      email: 'owner@demo.qrewards.local',
      username: 'luna.owner',
      roleId: 'merchant',
      passwordHash: 'merchant-hash',
    });
    expect(rows.users.slice(1).every((user) => user.passwordHash === 'customer-hash')).toBe(true);
    expect(rows.merchant).toMatchObject({ businessName: 'Luna & Forno Lda', status: 'active' });
    expect(rows.merchantRequest).toMatchObject({
      status: 'accepted',
      storeName: 'Luna Coffee House',
      reviewedBy: '00000000-0000-4000-8000-000000000004',
    });
    expect(rows.merchantSettings).toMatchObject({
      stampCooldownMinutes: 5,
      dailyStampLimitPerCustomer: 10,
      timeZone: 'Europe/Lisbon',
    });
    expect(rows.stores.map((store) => store.name)).toEqual([
      'Luna Coffee House',
      'Forno Dourado Bakery',
    ]);
    expect(rows.branches.map((branch) => branch.name)).toEqual([
      'Chiado',
      'Avenidas Novas',
      'Ribeira',
      'Boavista',
    ]);
    expect(rows.rewardCards.map((card) => [card.title, card.stampsRequired])).toEqual([
      ['Coffee card', 8],
      ['Lunch card', 10],
      ['Pastry card', 6],
    ]);
    expect(rows.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    expect(rows.invoices).toHaveLength(13);
    expect(rows.subscription).toMatchObject({ status: 'active', interval: 'month' });
  });

  it('draws the same year of visits for the same clock', () => {
    expect(rows.customerCards).toHaveLength(607);
    expect(rows.interactions).toHaveLength(13889);
    expect(kinds(rows)).toEqual({ stamp: 12199, redeem: 1507, undo: 183 });
    expect(rows.sampleCustomerEmail).toBe('ana.pereira@demo.qrewards.local');
    const times = rows.interactions.map((row) => row.createdAt?.getTime() ?? 0);
    expect(new Date(Math.min(...times)).toISOString()).toBe('2025-11-25T07:42:07.000Z');
    expect(new Date(Math.max(...times)).toISOString()).toBe('2026-11-25T15:02:59.000Z');
    expect(digest(rows)).toBe('e5d676605862b0a9a738b260de2397d4e160a68ffd472c34039e3fe607e8e212');
  });

  // 26 November 2026 leaves the printed customer no full card before the top-up
  // (seed-demo.test.ts); 29 March 2027 is the day after the clocks go forward in Lisbon.
  it.each([
    [
      '2026-11-26T05:20:00.000Z',
      '3929de94e3c95cb9961f2584dbb60ee39f68a797af89be2990ad7047443fce40',
    ],
    [
      '2027-03-29T00:30:00.000Z',
      'f94a003379061ec742e03ef9311031a02d5c13b73e2e88f0d7f3ea1d07a28003',
    ],
  ])('draws the same rows when seeded on %s', (now, expected) => {
    expect(digest(buildDemoRows(inputs(now)))).toBe(expected);
  });
});
