import type { AddressInfo } from 'node:net';
import type { App } from '../../../src/app';
import { interactions } from '../../../src/db/schema';
import { EXPORT_PAGE_SIZE } from '../../../src/modules/analytics/csv-export';
import { csvField, offsetText } from '../../../src/services/csv/csv-text';
import { build } from '../../helper';
import { bearer, testClock } from '../../accounts';
import { customerAccount, insertStore, subscribedOwner } from '../reward-cards/cards';
import {
  ANALYTICS,
  insertBranch,
  insertCard,
  insertCustomerCard,
  insertInteraction,
  setTimeZone,
} from './fixture';

const HEADER = 'created_at,kind,count,store,branch,reward_card,customer_id,undone';
const STAFF_HEADER =
  'staff,role,stamps,redeems,undos,customers,undo_rate,stamps_per_customer,flags';

/** The interactions' part of an export: the per-person section follows a blank line. */
const interactionsOf = (body: string) => body.split('\r\n\r\n')[0]!;

describe('CSV fields', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Café, "Olé"')).toBe('"Café, ""Olé"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes offsets as ±HH:MM', () => {
    expect(offsetText(60)).toBe('+01:00');
    expect(offsetText(-300)).toBe('-05:00');
    expect(offsetText(330)).toBe('+05:30');
    expect(offsetText(0)).toBe('+00:00');
  });
});

describe('GET /analytics/export', () => {
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-02-10T12:00:00Z')).now });
  }, 180_000);
  afterAll(() => app.close());

  const exportOf = (access: string, query: string) =>
    app.inject({ url: `${ANALYTICS}/export?${query}`, headers: bearer(access) });

  it('answers a CSV file of the range, in the merchant’s zone, safe to open', async () => {
    const owner = await subscribedOwner(app);
    await setTimeZone(app, owner.access, 'America/New_York');
    const store = await insertStore(app, owner.merchantId, 'Café, "Olé"');
    const branch = await insertBranch(app, store.id, '@Harbour');
    const card = await insertCard(app, owner, store.id, '=1+1');
    const customer = await customerAccount(app);
    const customerCardId = await insertCustomerCard(app, card, customer.userId, 2);
    const cardRef = {
      rewardCardId: card,
      storeId: store.id,
      customerCardId,
      userId: customer.userId,
    };
    const visit = (input: Omit<Parameters<typeof insertInteraction>[2], 'card'>) =>
      insertInteraction(app, owner.merchantId, { card: cardRef, ...input });
    // 04:59 UTC on the 6th is 23:59 on the 5th in New York (UTC-5): outside the range.
    await visit({ at: '2030-01-06T04:59:00Z' });
    await visit({ at: '2030-01-06T05:00:00Z', branchId: branch, count: 2 });
    await visit({ at: '2030-01-07T15:30:00.250Z', undoneAt: '2030-01-07T15:31:00Z' });
    await visit({ at: '2030-01-07T15:31:00Z', kind: 'undo' });
    await visit({ at: '2030-01-08T10:00:00Z', kind: 'redeem', count: 2 });

    const response = await exportOf(owner.access, 'from=2030-01-06&to=2030-01-08');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="qrewards-interactions-2030-01-06-2030-01-08.csv"',
    );
    const id = customer.userId;
    expect(response.body.split('\r\n')).toEqual([
      HEADER,
      `2030-01-06T00:00:00.000-05:00,stamp,2,"Café, ""Olé""",'@Harbour,'=1+1,${id},false`,
      `2030-01-07T10:30:00.250-05:00,stamp,1,"Café, ""Olé""",,'=1+1,${id},true`,
      `2030-01-07T10:31:00.000-05:00,undo,1,"Café, ""Olé""",,'=1+1,${id},false`,
      `2030-01-08T05:00:00.000-05:00,redeem,2,"Café, ""Olé""",,'=1+1,${id},false`,
      '',
      STAFF_HEADER,
      // docs/product.md, "Staff": the owner's own, one undo of three visits.
      'Ana Lopez,owner,3,1,1,1,0.33,3,',
      '',
    ]);
    // docs/product.md, "Analytics": the customer is an id, never a name or an address.
    expect(response.body).not.toContain(customer.email);

    const summer = await exportOf(owner.access, 'from=2030-07-01&to=2030-07-01');
    expect(summer.body).toBe(`${HEADER}\r\n\r\n${STAFF_HEADER}\r\n`);
  });

  it('narrows to the store and the branch the overview shows', async () => {
    const owner = await subscribedOwner(app);
    const harbour = await insertBranch(app, owner.storeId, 'Harbour');
    const oldTown = await insertBranch(app, owner.storeId, 'Old Town');
    const second = await insertStore(app, owner.merchantId, 'Second Shop');
    const coffee = await insertCard(app, owner, owner.storeId, 'Coffee card');
    const tea = await insertCard(app, owner, second.id, 'Tea card');
    const customer = await customerAccount(app);
    const refOf = async (rewardCardId: string, storeId: string) => ({
      rewardCardId,
      storeId,
      customerCardId: await insertCustomerCard(app, rewardCardId, customer.userId, 0),
      userId: customer.userId,
    });
    const coffeeCard = await refOf(coffee, owner.storeId);
    const teaCard = await refOf(tea, second.id);
    const visit = (input: Parameters<typeof insertInteraction>[2]) =>
      insertInteraction(app, owner.merchantId, input);
    await visit({ card: coffeeCard, at: '2030-01-06T09:00:00Z', branchId: harbour });
    await visit({ card: coffeeCard, at: '2030-01-06T10:00:00Z', branchId: oldTown });
    await visit({ card: coffeeCard, at: '2030-01-06T11:00:00Z' });
    await visit({ card: teaCard, at: '2030-01-06T12:00:00Z' });
    const branchesOf = (body: string) =>
      interactionsOf(body)
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[4]);

    const range = 'from=2030-01-06&to=2030-01-06';
    expect(branchesOf((await exportOf(owner.access, range)).body)).toEqual([
      'Harbour',
      'Old Town',
      '',
      '',
    ]);
    const store = await exportOf(owner.access, `${range}&store_id=${owner.storeId}`);
    expect(branchesOf(store.body)).toEqual(['Harbour', 'Old Town', '']);
    // The dashboard's branch filter reaches the file: Harbour's one visit, nothing else.
    const branch = await exportOf(
      owner.access,
      `${range}&store_id=${owner.storeId}&branch_id=${harbour}`,
    );
    expect(branch.statusCode).toBe(200);
    expect(branchesOf(branch.body)).toEqual(['Harbour']);
    expect(
      branchesOf((await exportOf(owner.access, `${range}&branch_id=${oldTown}`)).body),
    ).toEqual(['Old Town']);
    // A branch of another store than the one asked for is not one of its branches.
    const mismatch = await exportOf(
      owner.access,
      `${range}&store_id=${second.id}&branch_id=${harbour}`,
    );
    expect(mismatch.statusCode).toBe(404);
  });

  it('refuses what the overview refuses, and another merchant’s store', async () => {
    const owner = await subscribedOwner(app);
    const other = await subscribedOwner(app);
    const late = await exportOf(owner.access, 'from=2030-01-10&to=2030-01-09');
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().errors)).toEqual(['to']);
    const foreign = await exportOf(owner.access, `store_id=${other.storeId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/json');
  });

  it('streams a large export complete, page after page', async () => {
    const owner = await subscribedOwner(app);
    const card = await insertCard(app, owner, owner.storeId, 'Coffee card');
    const customer = await customerAccount(app);
    const customerCardId = await insertCustomerCard(app, card, customer.userId, 0);
    const total = 5 * EXPORT_PAGE_SIZE + 7;
    const start = Date.parse('2030-01-20T00:00:00Z');
    // Many share a timestamp, so the keyset's tie on `id` is exercised.
    const rows = Array.from({ length: total }, (_, index) => ({
      merchantId: owner.merchantId,
      storeId: owner.storeId,
      rewardCardId: card,
      customerCardId,
      customerId: customer.userId,
      kind: 'stamp' as const,
      count: 1,
      createdAt: new Date(start + Math.floor(index / 3) * 1000),
    }));
    for (let offset = 0; offset < rows.length; offset += 1000) {
      await app.db.insert(interactions).values(rows.slice(offset, offset + 1000));
    }

    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}${ANALYTICS}/export?from=2030-01-20&to=2030-01-21`,
      { headers: { ...bearer(owner.access), 'accept-encoding': 'identity' } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    const lines = interactionsOf(text).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(total + 1);
    expect(chunks).toBeGreaterThan(1);
    // Oldest first, none twice.
    const times = lines.slice(1).map((line) => line.split(',')[0]!);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe('2030-01-20T00:00:00.000+00:00');
  }, 120_000);
});
