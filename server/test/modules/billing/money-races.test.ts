import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { billingLocks, sandboxInvoices, subscriptions } from '../../../src/db/schema';
import { httpError } from '../../../src/http/app-error';
import { build } from '../../helper';
import { bearer, testClock, type SignedIn } from '../../accounts';
import { merchantIdOf } from '../reward-cards/cards';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const SUBSCRIPTIONS = '/api/merchant/subscriptions';
const DAY = 24 * 60 * 60 * 1000;
const ROUNDS = 4;

/**
 * docs/api.md, "One change of a subscription at a time": calls that move money for one merchant
 * take turns, whatever arrives at once, and a key sent again answers the first answer. Run on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the requests really run in parallel).
 */
describe('money calls racing (sandbox)', () => {
  let app: App;
  const clock = testClock();

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  async function subscribed(): Promise<{ merchant: SignedIn; id: string }> {
    const merchant = await subscribableMerchant(app);
    const response = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.subscription.id as string;
    // Ten of thirty days used: every change has something to prorate.
    const now = clock.now().getTime();
    await app.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(now - 10 * DAY),
        currentPeriodEnd: new Date(now + 20 * DAY),
      })
      .where(eq(subscriptions.id, id));
    return { merchant, id };
  }

  const changePlan = (merchant: SignedIn, id: string, plan: string, key?: string) =>
    app.inject({
      method: 'PUT',
      url: `${SUBSCRIPTIONS}/${id}`,
      headers: { ...bearer(merchant.access), ...(key && { 'idempotency-key': key }) },
      payload: { plan_id: plan },
    });

  const refund = (merchant: SignedIn, id: string, key?: string) =>
    app.inject({
      method: 'POST',
      url: `${SUBSCRIPTIONS}/${id}/refund`,
      headers: { ...bearer(merchant.access), ...(key && { 'idempotency-key': key }) },
    });

  async function invoicesOf(id: string) {
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    return app.db
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.providerSubscriptionId, row!.providerSubscriptionId));
  }

  it('ten plan changes at once: one change and one proration invoice, the others 409', async () => {
    const growth = await planId(app, 'growth');
    for (let round = 0; round < ROUNDS; round += 1) {
      const { merchant, id } = await subscribed();

      const answers = await Promise.all(
        Array.from({ length: 10 }, () => changePlan(merchant, id, growth)),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
      const invoices = await invoicesOf(id);
      // The first payment and one proration: 7900 × 20/30 − 2900 × 20/30, each rounded.
      expect(invoices.map((invoice) => invoice.amountCents).sort()).toEqual([2900, 3334]);
      expect(invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    }
  }, 240_000);

  it('ten plan changes at once with one key: one change, the first answer replayed, no new charge', async () => {
    const growth = await planId(app, 'growth');
    const { merchant, id } = await subscribed();
    const key = `change-${id}`;

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => changePlan(merchant, id, growth, key)),
    );
    const later = await changePlan(merchant, id, growth, key);
    const otherBody = await changePlan(merchant, id, await planId(app, 'scale'), key);

    // Each is the first answer, or (while it was still being made) 409 "still being handled".
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const first = answers.find((answer) => answer.statusCode === 200);
    expect(first).toBeDefined();
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(first!.json());
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const invoices = await invoicesOf(id);
    expect(invoices.map((invoice) => invoice.amountCents).sort()).toEqual([2900, 3334]);
  }, 120_000);

  it('ten subscribes at once: one subscription and one charge, the others 409', async () => {
    const starter = await planId(app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const merchant = await subscribableMerchant(app);
      const before = await app.db.select().from(sandboxInvoices);

      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          subscribe(app, merchant.access, {
            plan_id: starter,
            card_number: '4242424242424242',
            ...CARD,
          }),
        ),
      );

      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      const rows = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.merchantId, await merchantIdOf(app, merchant.userId)));
      expect(rows).toHaveLength(1);
      const charged = (await app.db.select().from(sandboxInvoices)).length - before.length;
      expect(charged).toBe(1);
    }
  }, 240_000);

  it('a refund racing four plan changes never leaves a paid, unrefunded invoice', async () => {
    const plans = [await planId(app, 'growth'), await planId(app, 'scale')];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { merchant, id } = await subscribed();

      const [refunded, ...changes] = await Promise.all([
        refund(merchant, id),
        ...[0, 1, 2, 3].map((n) => changePlan(merchant, id, plans[n % 2]!)),
      ]);

      for (const change of changes) expect([200, 409]).toContain(change.statusCode);
      expect([200, 409]).toContain(refunded.statusCode);
      // A refund that found a change under way is refused as such; asked again, it refunds.
      const final = refunded.statusCode === 200 ? refunded : await refund(merchant, id);
      expect(final.statusCode).toBe(200);
      const invoices = await invoicesOf(id);
      const charged = invoices.filter((invoice) => invoice.amountCents > 0);
      expect(charged.map((invoice) => invoice.amountRefundedCents)).toEqual(
        charged.map((invoice) => invoice.amountCents),
      );
      expect(final.json().data.refunded_cents).toBe(
        charged.reduce((sum, invoice) => sum + invoice.amountCents, 0),
      );
      // Nothing changes an ended subscription afterwards.
      expect((await changePlan(merchant, id, plans[0]!)).statusCode).toBe(409);
      expect((await invoicesOf(id)).length).toBe(invoices.length);
    }
  }, 240_000);

  it('a provider that cannot be reached gives the lock and the key back', async () => {
    const growth = await planId(app, 'growth');
    const { merchant, id } = await subscribed();
    const unreachable = httpError(
      503,
      'SERVICE_UNAVAILABLE',
      'The payment service is unreachable.',
    );
    const spy = jest.spyOn(app.payments, 'changePlan').mockRejectedValueOnce(unreachable);

    try {
      const failed = await changePlan(merchant, id, growth, `retry-${id}`);
      const retried = await changePlan(merchant, id, growth, `retry-${id}`);

      expect(failed.statusCode).toBe(503);
      expect(retried.statusCode).toBe(200);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect((await invoicesOf(id)).map((invoice) => invoice.amountCents).sort()).toEqual([
        2900, 3334,
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a lock left by a call that stopped half-way holds for five minutes, then is taken over', async () => {
    const growth = await planId(app, 'growth');
    const { merchant, id } = await subscribed();
    const merchantId = await merchantIdOf(app, merchant.userId);
    const leftAt = (minutesAgo: number) => ({
      merchantId,
      operation: 'plan_change' as const,
      token: randomUUID(),
      startedAt: new Date(clock.now().getTime() - minutesAgo * 60_000),
    });

    await app.db.insert(billingLocks).values(leftAt(4));
    const held = await changePlan(merchant, id, growth);
    await app.db.delete(billingLocks).where(eq(billingLocks.merchantId, merchantId));
    await app.db.insert(billingLocks).values(leftAt(6));
    const taken = await changePlan(merchant, id, growth);

    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'Another change to your plan or payments is still being made. Try again in a moment.',
    );
    expect(taken.statusCode).toBe(200);
    expect(
      await app.db.select().from(billingLocks).where(eq(billingLocks.merchantId, merchantId)),
    ).toEqual([]);
  });
});
