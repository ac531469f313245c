import { sql } from 'drizzle-orm';
import type { App } from '../../../src/app';
import {
  DEMO_CUSTOMER_COUNT,
  DEMO_DAYS,
  DEMO_EMAIL_DOMAIN,
} from '../../../src/services/demo/demo-data';
import { seedDemo, type SeedDemoResult } from '../../../src/services/demo/seed-demo';
import { bearer } from '../../accounts';
import { build } from '../../helper';

// Seeding a year of data takes seconds, more on a busy machine or PostgreSQL over the network.
const SEED_MS = 180_000;
const API = '/api/merchant';
const DAY_MS = 86_400_000;
// A fixed "today", so every run of the suite sees the same data (docs/product.md, "Demo data").
const NOW = new Date('2026-11-25T15:30:00.000Z');

/** Rows of a raw query, whichever driver: PGlite answers `{ rows }`, node-postgres too. */
async function rows<T>(app: App, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function fingerprint(app: App) {
  const [row] = await rows<{ digest: string; n: string }>(
    app,
    sql`select md5(string_agg(i.id::text || i.kind || i.count || i.created_at::text, ',' order by i.id)) as digest, count(*) as n
        from interactions i join merchants m on m.id = i.merchant_id
        join users u on u.id = m.user_id where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
  );
  const [messages] = await rows<{ digest: string; n: string }>(
    app,
    sql`select md5(string_agg(a.id::text || a.period || a.status || coalesce(a.offer_interaction_id::text, '-'), ',' order by a.id)) as digest, count(*) as n
        from automation_messages a join users u on u.id = a.user_id
        where u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}`,
  );
  return { interactions: row, messages };
}

/** The demo merchant's id, as SQL. */
function merchantOf(seeded: SeedDemoResult) {
  return sql`(select id from merchants where user_id = ${seeded.merchant.userId})`;
}

describe('seedDemo (npm run seed:demo)', () => {
  let app: App;
  let seeded: SeedDemoResult;

  beforeAll(async () => {
    app = await build();
    seeded = await seedDemo(app.db, { now: NOW, passwords: app.passwords });
  }, SEED_MS);

  afterAll(async () => {
    await app?.close();
  });

  it('makes two stores, four branches, three reward cards and the customers', () => {
    expect(seeded.counts).toMatchObject({
      stores: 2,
      branches: 4,
      rewardCards: 3,
      customers: DEMO_CUSTOMER_COUNT,
    });
    expect(seeded.counts.interactions).toBeGreaterThan(DEMO_CUSTOMER_COUNT * 10);
  });

  it('spreads the interactions over the twelve months before now, every month', async () => {
    const merchantId = merchantOf(seeded);
    const [span] = await rows<{ first: string; last: string; months: string }>(
      app,
      sql`select min(created_at) as first, max(created_at) as last,
                 count(distinct date_trunc('month', created_at)) as months
          from interactions where merchant_id = ${merchantId}`,
    );
    expect(span).toBeDefined();
    const first = new Date(span?.first ?? 0).getTime();
    const last = new Date(span?.last ?? 0).getTime();
    expect(last).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - last).toBeLessThan(DAY_MS);
    expect(first).toBeGreaterThanOrEqual(NOW.getTime() - (DEMO_DAYS + 1) * DAY_MS);
    expect(NOW.getTime() - first).toBeGreaterThan((DEMO_DAYS - 3) * DAY_MS);
    expect(Number(span?.months)).toBeGreaterThanOrEqual(12);

    // Every interaction at a branch of its store, stamped by the merchant.
    const [orphans] = await rows<{ n: string }>(
      app,
      sql`select count(*) as n from interactions i left join branches b on b.id = i.branch_id
          where i.merchant_id = ${merchantId}
            and (b.store_id is distinct from i.store_id or i.staff_user_id is distinct from ${seeded.merchant.userId})`,
    );
    expect(Number(orphans?.n)).toBe(0);
  });

  it("keeps every customer card's counters equal to its interactions", async () => {
    // One pass over the interactions, grouped by card (an index-free table scan, fast on PGlite).
    const mismatches = await rows<{ id: string }>(
      app,
      sql`with totals as (
            select customer_card_id,
                   coalesce(sum(count) filter (where kind = 'stamp' and undone_at is null), 0)
                   - coalesce(sum(count) filter (where kind = 'redeem'), 0) as stamps,
                   count(*) filter (where kind = 'redeem') as redeemed,
                   max(created_at) as last_at
            from interactions where merchant_id = ${merchantOf(seeded)}
            group by customer_card_id)
          select c.id from customer_cards c
          join reward_cards r on r.id = c.reward_card_id
          left join totals t on t.customer_card_id = c.id
          where r.merchant_id = ${merchantOf(seeded)}
            and (t.customer_card_id is null or c.stamps <> t.stamps
                 or c.rewards_redeemed <> t.redeemed
                 or c.last_activity_at is distinct from t.last_at or c.stamps < 0)`,
    );
    expect(mismatches).toEqual([]);

    // A redemption only when the card held the stamps it needs, as the stamps stood then: the
    // running balance of each card before each of its interactions.
    const early = await rows<{ id: string }>(
      app,
      sql`select id from (
            select i.id, i.kind, r.stamps_required,
                   coalesce(sum(case i.kind when 'stamp' then i.count else -i.count end) over (
                     partition by i.customer_card_id order by i.created_at, i.id
                     rows between unbounded preceding and 1 preceding), 0) as before
            from interactions i join reward_cards r on r.id = i.reward_card_id
            where i.merchant_id = ${merchantOf(seeded)}) b
          where (kind = 'redeem' and before < stamps_required) or before < 0`,
    );
    expect(early).toEqual([]);

    // Each undo points at an undone stamp of the same card, with its count.
    const [undos] = await rows<{ undos: string; bad: string }>(
      app,
      sql`select count(*) as undos,
                 count(*) filter (where s.id is null or s.kind <> 'stamp' or s.undone_at is null
                   or s.customer_card_id <> u.customer_card_id or s.count <> u.count) as bad
          from interactions u left join interactions s on s.id = u.undoes_id
          where u.kind = 'undo' and u.merchant_id = ${merchantOf(seeded)}`,
    );
    expect(Number(undos?.undos)).toBeGreaterThan(0);
    expect(Number(undos?.bad)).toBe(0);
  });

  it('has one-time and returning customers, a December peak and an August dip', async () => {
    const [visits] = await rows<{ once: string; returning: string }>(
      app,
      sql`select count(*) filter (where days = 1) as once, count(*) filter (where days > 1) as returning
          from (select customer_id, count(distinct date_trunc('day', created_at)) as days
                from interactions where merchant_id = ${merchantOf(seeded)}
                group by customer_id) v`,
    );
    const once = Number(visits?.once);
    const returning = Number(visits?.returning);
    expect(once / (once + returning)).toBeGreaterThan(0.15);
    expect(returning / (once + returning)).toBeGreaterThan(0.4);

    // Against their neighbours: the customers grow through the year (and the automations bring
    // some back), so an early December against a late August says little about the seasons.
    const [months] = await rows<
      Record<'july' | 'august' | 'september' | 'december' | 'january', string>
    >(
      app,
      sql`select count(*) filter (where extract(month from created_at) = 7) as july,
                 count(*) filter (where extract(month from created_at) = 8) as august,
                 count(*) filter (where extract(month from created_at) = 9) as september,
                 count(*) filter (where extract(month from created_at) = 12) as december,
                 count(*) filter (where extract(month from created_at) = 1) as january
          from interactions where merchant_id = ${merchantOf(seeded)}`,
    );
    expect(Number(months?.december)).toBeGreaterThan(Number(months?.january) * 1.15);
    expect(Number(months?.august)).toBeLessThan(Number(months?.july) * 0.9);
    expect(Number(months?.august)).toBeLessThan(Number(months?.september) * 0.9);
  });

  it("measures a modest lift: the win-back's treated customers come back more than its holdout", async () => {
    // The dashboard's figure: of the customers chosen at least 30 days ago, the share with a
    // visit (a stamp kept or a redemption) at the store within 30 days, treated against held out.
    const groups = await rows<{ holdout: boolean; chosen: string; back: string }>(
      app,
      sql`select a.holdout, count(*) as chosen,
                 count(*) filter (where exists (
                   select 1 from interactions i
                   where i.customer_id = a.user_id and i.store_id = a.store_id
                     and (i.kind = 'redeem' or (i.kind = 'stamp' and i.undone_at is null))
                     and i.created_at > a.created_at
                     and i.created_at <= a.created_at + interval '30 days')) as back
          from automation_messages a join automations au on au.id = a.automation_id
          join stores s on s.id = a.store_id
          where s.merchant_id = ${merchantOf(seeded)} and au.kind = 'win_back'
            and a.status in ('sent', 'held_out') and a.created_at <= ${new Date(NOW.getTime() - 30 * DAY_MS)}
          group by a.holdout`,
    );
    const rate = (holdout: boolean) => {
      const group = groups.find((row) => row.holdout === holdout);
      return Number(group?.back) / Number(group?.chosen);
    };
    const held = groups.find((row) => row.holdout);
    expect(Number(held?.chosen)).toBeGreaterThan(100);
    const lift = rate(false) - rate(true);
    expect(lift).toBeGreaterThan(0.04);
    expect(lift).toBeLessThan(0.15);

    // Each used offer is its stamp's bonus, and the stamp's count includes it.
    const [offers] = await rows<{ stamps: string; bad: string }>(
      app,
      sql`with used as (
            select offer_interaction_id as id, sum(offer_stamps) as offered
            from automation_messages where offer_interaction_id is not null group by 1)
          select count(*) as stamps,
                 count(*) filter (where u.offered is distinct from i.bonus or i.count <= i.bonus
                   or i.kind <> 'stamp') as bad
          from interactions i full join used u on u.id = i.id
          where (i.merchant_id = ${merchantOf(seeded)} and i.bonus > 0 and i.undone_at is null)
             or u.id is not null`,
    );
    expect(Number(offers?.stamps)).toBeGreaterThan(100);
    expect(Number(offers?.bad)).toBe(0);
  });

  it(
    'leaves the same data when run again',
    async () => {
      const before = await fingerprint(app);
      const again = await seedDemo(app.db, { now: NOW, passwords: app.passwords });
      expect(again.counts).toEqual(seeded.counts);
      expect(await fingerprint(app)).toEqual(before);
    },
    SEED_MS,
  );

  it('signs the demo merchant in, with its two stores', async () => {
    const login = await app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: seeded.merchant.email, password: seeded.merchant.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ data: { tokens: { access_token: string } } }>().data.tokens
      .access_token;
    const stores = await app.inject({
      method: 'GET',
      url: `${API}/stores/me`,
      headers: bearer(token),
    });
    expect(stores.statusCode).toBe(200);
    const items = stores.json<{ data: { items: { name: string; status: string }[] } }>().data.items;
    expect(items).toHaveLength(2);
    expect(items.every((store) => store.status === 'active')).toBe(true);

    // The billing page's figures: the active plan, paid every month of the year.
    const subscriptions = await app.inject({
      method: 'GET',
      url: `${API}/subscriptions/my`,
      headers: bearer(token),
    });
    const [subscription] = subscriptions.json<{ data: { id: string; status: string }[] }>().data;
    expect(subscription?.status).toBe('active');
    const invoices = await app.inject({
      method: 'GET',
      url: `${API}/subscriptions/${subscription?.id}/invoices`,
      headers: bearer(token),
    });
    expect(invoices.statusCode).toBe(200);
    const paid = invoices.json<{ data: { status: string; amount_cents: number }[] }>().data;
    expect(paid.length).toBeGreaterThanOrEqual(12);
    expect(paid.every((invoice) => invoice.status === 'paid' && invoice.amount_cents > 0)).toBe(
      true,
    );

    const customer = await app.inject({
      method: 'POST',
      url: `${API}/auth/login`,
      payload: { email: seeded.customer.email, password: seeded.customer.password },
    });
    expect(customer.statusCode).toBe(200);
  });
});

describe('the customer the seed prints', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, SEED_MS);
  afterAll(async () => {
    await app?.close();
  });

  // The guides show this customer's reward ready (docs/guide-customer.md): whatever the day's
  // draws, one card of theirs is full. 26 November 2026 left none full before the top-up.
  it.each(['2026-11-26T05:20:00.000Z', '2026-11-27T09:00:00.000Z'])(
    'has a reward ready when seeded on %s, with counters equal to the interactions',
    async (day) => {
      const seeded = await seedDemo(app.db, { now: new Date(day), passwords: app.passwords });
      const cards = await rows<{ stamps: number; required: number; counted: number }>(
        app,
        sql`select cc.stamps, rc.stamps_required as required,
              (select coalesce(sum(case when i.kind = 'stamp' then i.count else -i.count end), 0)
                 from interactions i where i.customer_card_id = cc.id)::int as counted
            from customer_cards cc join reward_cards rc on rc.id = cc.reward_card_id
            join users u on u.id = cc.user_id where u.email = ${seeded.customer.email}`,
      );
      expect(cards.some((card) => card.stamps >= card.required)).toBe(true);
      for (const card of cards) expect(card.counted).toBe(card.stamps);
      // A wallet pass of each card (docs/product.md, "Demo data"), kept across a second seed.
      const passes = await rows<{ cards: number; passes: number }>(
        app,
        sql`select count(distinct cc.id)::int as cards, count(wp.id)::int as passes
            from customer_cards cc join users u on u.id = cc.user_id
            left join wallet_passes wp on wp.customer_card_id = cc.id
            where u.email = ${seeded.customer.email}`,
      );
      expect(passes[0]!.cards).toBeGreaterThan(0);
      expect(passes[0]!.passes).toBe(passes[0]!.cards);
    },
    SEED_MS,
  );
});
