import type { App } from '../../../src/app';
import { build } from '../../helper';
import { users } from '../../../src/db/schema';
import { formatShortCode } from '../../../src/services/accounts/short-codes';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { testClock } from '../../accounts';
import { subscribedOwner } from '../reward-cards/cards';
import { insertCard, setTimeZone } from '../analytics/fixture';
import { cardOf, customersOf, namedCustomer } from './fixture';

const HEADER =
  'customer_id,name,short_code,first_visit,last_visit,visits,stamps,rewards_earned,rewards_redeemed';

describe("a store's customers: search, sort, pages and the CSV", () => {
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: testClock(new Date('2030-02-10T12:00:00Z')).now });
  }, 180_000);
  afterAll(() => app.close());

  /** One store, each customer with `visits` one-stamp visits on consecutive days from `day`. */
  async function storeWith(people: [first: string, last: string, visits: number, day: number][]) {
    const owner = await subscribedOwner(app);
    const card = {
      rewardCardId: await insertCard(app, owner, owner.storeId, 'Coffee'),
      storeId: owner.storeId,
    };
    const ids: Record<string, string> = {};
    for (const [first, last, visits, day] of people) {
      const id = await namedCustomer(app, first, last);
      ids[first] = id;
      const visit = await cardOf(
        app,
        owner.merchantId,
        card,
        id,
        visits % 2,
        Math.floor(visits / 2),
      );
      for (let index = 0; index < visits; index += 1) {
        await visit({ at: `2030-01-${String(day + index).padStart(2, '0')}T10:00:00Z` });
      }
    }
    return { owner, ids };
  }

  const names = async (access: string, storeId: string, query: Record<string, string>) => {
    const response = await customersOf(app, access, storeId, query);
    expect(response.statusCode).toBe(200);
    return (response.json().data.items as { name: string }[]).map((row) => row.name);
  };

  it('finds customers by the start of a word of their shown name, whatever the case and accents', async () => {
    const { owner } = await storeWith([
      ['Ana', 'Sousa', 1, 1],
      ['Anabela', 'Reis', 1, 2],
      ['João', 'Silva', 1, 3],
      ['Maria Ana', 'Costa', 1, 4],
      ['Bruno', 'Anes', 1, 5],
    ]);
    const find = (search: string) => names(owner.access, owner.storeId, { search, sort: 'name' });
    expect(await find('ana')).toEqual(['Ana S.', 'Anabela R.', 'Maria Ana C.']);
    expect(await find('ANA S')).toEqual(['Ana S.']);
    expect(await find('joao')).toEqual(['João S.']);
    expect(await find('  sil ')).toEqual([]);
    expect(await find('jo s')).toEqual(['João S.']);
    // The last name is not shown, so it finds no one: a search never reveals more than the list.
    expect(await find('anes')).toEqual([]);
    // LIKE's own characters are text.
    expect(await find('%')).toEqual([]);
    expect(await find('_na')).toEqual([]);
  });

  it('finds the one customer with a short code as read aloud, or a phone they let shops find them by', async () => {
    const { owner, ids } = await storeWith([
      ['Ana', 'Sousa', 1, 1],
      ['Bruno', 'Reis', 1, 2],
      ['Carla', 'Dias', 1, 3],
    ]);
    const users = createUsersRepository(app.db);
    const at = new Date();
    await users.update(ids.Ana!, { shortCode: 'K7P0QX1M' }, at);
    await users.update(ids.Bruno!, { phone: '+14155550123', phoneFindable: true }, at);
    await users.update(ids.Carla!, { phone: '+14155550177', phoneFindable: false }, at);
    const find = (search: string) => names(owner.access, owner.storeId, { search, sort: 'name' });
    expect(await find('K7P0-QX1M')).toEqual(['Ana S.']);
    // O read as 0, I and L as 1, as the counter's lookup reads them; a wrong character finds no one.
    expect(await find('k7po-qxlm')).toEqual(['Ana S.']);
    expect(await find('K7P0-QX1N')).toEqual([]);
    // The store is in the United States: its way of writing a number.
    expect(await find('(415) 555-0123')).toEqual(['Bruno R.']);
    expect(await find('+1 415 555 0123')).toEqual(['Bruno R.']);
    // Carla did not let shops find her by phone.
    expect(await find('(415) 555-0177')).toEqual([]);
  });

  it('sorts by each column either way, never-seen customers last, and pages with a total', async () => {
    const { owner } = await storeWith([
      ['Carla', 'A', 3, 1],
      ['Ana', 'B', 1, 10],
      ['Bia', 'C', 2, 5],
    ]);
    const sorted = (sort: string) => names(owner.access, owner.storeId, { sort });
    expect(await sorted('name')).toEqual(['Ana B.', 'Bia C.', 'Carla A.']);
    expect(await sorted('-name')).toEqual(['Carla A.', 'Bia C.', 'Ana B.']);
    expect(await sorted('visits')).toEqual(['Ana B.', 'Bia C.', 'Carla A.']);
    expect(await sorted('-visits')).toEqual(['Carla A.', 'Bia C.', 'Ana B.']);
    expect(await sorted('first_visit')).toEqual(['Carla A.', 'Bia C.', 'Ana B.']);
    expect(await sorted('-last_visit')).toEqual(['Ana B.', 'Bia C.', 'Carla A.']);
    expect(await sorted('-stamps')).toEqual(['Carla A.', 'Bia C.', 'Ana B.']);

    const first = await customersOf(app, owner.access, owner.storeId, {
      sort: 'name',
      page_size: '2',
    });
    expect(first.json().data).toMatchObject({ page: 1, page_size: 2, total: 3 });
    expect(first.json().data.items).toHaveLength(2);
    const last = await customersOf(app, owner.access, owner.storeId, {
      sort: 'name',
      page: '2',
      page_size: '2',
    });
    expect(last.json().data.items.map((row: { name: string }) => row.name)).toEqual(['Carla A.']);
    // Past the end: no one, and still the total.
    const beyond = await customersOf(app, owner.access, owner.storeId, { page: '9' });
    expect(beyond.json().data).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const owner = await subscribedOwner(app);
    const response = await customersOf(app, owner.access, owner.storeId, { sort: 'email' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['sort']);
  });

  it('exports the list as UTF-8 CSV a spreadsheet opens safely, in the merchant’s zone', async () => {
    const { owner, ids } = await storeWith([
      ['=HYPERLINK("http://evil")', 'x', 1, 1],
      ['Smith, "Jr"', 'Jones', 2, 3],
      ['two\nlines', 'Q', 1, 7],
      ['+351', 'Z', 1, 8],
      ['-1', 'Z', 1, 9],
      ['@SUM(A1)', 'Z', 1, 10],
      ['João', 'Ávila', 1, 11],
    ]);
    await setTimeZone(app, owner.access, 'Europe/Lisbon');
    const response = await customersOf(
      app,
      owner.access,
      owner.storeId,
      { sort: 'first_visit' },
      '/export',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="qrewards-customers-store-[0-9a-f-]+\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    // Each customer's short code as shown; Lisbon is UTC+0 in January: the local time is the UTC
    // one with +00:00.
    const codes = new Map(
      (await app.db.select({ id: users.id, shortCode: users.shortCode }).from(users)).map(
        (user) => [user.id, user.shortCode],
      ),
    );
    const code = (id: string) => formatShortCode(codes.get(id)!);
    expect(text.split('\r\n')).toEqual([
      HEADER,
      `${ids['=HYPERLINK("http://evil")']},"'=HYPERLINK(""http://evil"") X.",${code(ids['=HYPERLINK("http://evil")']!)},2030-01-01T10:00:00.000+00:00,2030-01-01T10:00:00.000+00:00,1,1,0,0`,
      `${ids['Smith, "Jr"']},"Smith, ""Jr"" J.",${code(ids['Smith, "Jr"']!)},2030-01-03T10:00:00.000+00:00,2030-01-04T10:00:00.000+00:00,2,2,1,1`,
      `${ids['two\nlines']},"two\nlines Q.",${code(ids['two\nlines']!)},2030-01-07T10:00:00.000+00:00,2030-01-07T10:00:00.000+00:00,1,1,0,0`,
      `${ids['+351']},'+351 Z.,${code(ids['+351']!)},2030-01-08T10:00:00.000+00:00,2030-01-08T10:00:00.000+00:00,1,1,0,0`,
      `${ids['-1']},'-1 Z.,${code(ids['-1']!)},2030-01-09T10:00:00.000+00:00,2030-01-09T10:00:00.000+00:00,1,1,0,0`,
      `${ids['@SUM(A1)']},'@SUM(A1) Z.,${code(ids['@SUM(A1)']!)},2030-01-10T10:00:00.000+00:00,2030-01-10T10:00:00.000+00:00,1,1,0,0`,
      `${ids['João']},João Á.,${code(ids['João']!)},2030-01-11T10:00:00.000+00:00,2030-01-11T10:00:00.000+00:00,1,1,0,0`,
      '',
    ]);

    // The search the list had, and another zone's offset.
    await setTimeZone(app, owner.access, 'America/New_York');
    const found = await customersOf(
      app,
      owner.access,
      owner.storeId,
      { search: 'joao' },
      '/export',
    );
    expect(found.rawPayload.subarray(3).toString('utf8').split('\r\n')).toEqual([
      HEADER,
      `${ids['João']},João Á.,${code(ids['João']!)},2030-01-11T05:00:00.000-05:00,2030-01-11T05:00:00.000-05:00,1,1,0,0`,
      '',
    ]);
  });
});
