import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { cardExpiries, customerCards, stores } from '../../../src/db/schema';
import { expireCards } from '../../../src/services/rewards/expire-cards';
import { bearer, testClock } from '../../accounts';
import {
  createCard,
  customerAccount,
  redeem,
  REWARD_CARDS,
  signIn,
  stamp,
  undo,
  undoRedemption,
  type Customer,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

const MINUTE = 60_000;

// docs/product.md, "Expiry": a store's stamps and rewards expire at the end of its local day
// (Berlin here), shown on the customer's card, gone from the first minute after even before the
// daily sweep, and taken off exactly at the counter.

async function setRules(
  app: App,
  storeId: string,
  rules: { stampExpiryMonths?: number | null; rewardExpiryDays?: number | null },
) {
  await app.db
    .update(stores)
    .set({
      stampExpiryMonths: rules.stampExpiryMonths ?? null,
      rewardExpiryDays: rules.rewardExpiryDays ?? null,
    })
    .where(eq(stores.id, storeId));
}

async function expiriesOf(app: App, customerCardId: string) {
  return app.db
    .select({ kind: cardExpiries.kind, stamps: cardExpiries.stamps, at: cardExpiries.expiredAt })
    .from(cardExpiries)
    .where(eq(cardExpiries.customerCardId, customerCardId));
}

async function rewardReadyAt(app: App, customerCardId: string) {
  const [row] = await app.db
    .select({ at: customerCards.rewardReadyAt })
    .from(customerCards)
    .where(eq(customerCards.id, customerCardId));
  return row?.at ?? null;
}

describe('expiry of stamps and rewards', () => {
  // 11:00 in Berlin.
  const clock = testClock(new Date('2030-01-15T10:00:00.000Z'));
  const counter = atTheCounter({
    clock,
    customerPerTest: true,
    settings: { time_zone: 'Europe/Berlin', stamp_cooldown_minutes: 0 },
  });
  let { app, owner, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, customer } = counter));

  /** Moves the clock to `iso` and signs everyone in again. */
  async function at(iso: string) {
    const target = new Date(iso).getTime();
    clock.advance(target - clock.now().getTime());
    owner = await signIn(app, owner);
    customer = await signIn(app, customer);
  }
  const myCard = async (who: Customer = customer) => {
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(who.access) });
    return mine.json().data[0];
  };

  it('shows when the stamps expire, shows them gone after, and takes them off at the stamp', async () => {
    await setRules(app, owner.storeId, { stampExpiryMonths: 1 });
    const card = await createCard(app, owner, { stamps_required: 10 });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 3 });
    expect(await myCard()).toMatchObject({
      stamps: 3,
      stamps_expire_at: '2030-02-15T23:59:59.999+01:00',
      reward_expires_at: null,
    });

    await at('2030-02-15T22:59:00Z'); // 23:59 in Berlin: still valid.
    expect((await myCard()).stamps).toBe(3);
    await at('2030-02-15T23:01:00Z'); // 00:01 the next day: gone, before any sweep.
    expect(await myCard()).toMatchObject({ stamps: 0, stamps_expire_at: null });

    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(stamped.json().data.customer_card.stamps).toBe(1);
    const customerCardId = stamped.json().data.customer_card.id;
    expect(await expiriesOf(app, customerCardId)).toEqual([
      { kind: 'stamps', stamps: 3, at: new Date('2030-02-15T23:00:00Z') },
    ]);
    // The sweep finds nothing more: the counter wrote it, and the new stamp starts a new month.
    expect(await expireCards(app.db, owner.storeId, clock.now())).toEqual([]);
  });

  it('refuses to redeem a reward a minute after its last day', async () => {
    await setRules(app, owner.storeId, { rewardExpiryDays: 2 });
    const card = await createCard(app, owner, { stamps_required: 2 });
    await at('2030-03-10T09:00:00Z');
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
    expect(await myCard()).toMatchObject({
      rewards_ready: 1,
      reward_expires_at: '2030-03-12T23:59:59.999+01:00',
      stamps_expire_at: null,
    });
    await at('2030-03-12T23:01:00Z'); // 00:01 on 13 March in Berlin.
    expect(await myCard()).toMatchObject({ rewards_ready: 0, stamps: 0, reward_expires_at: null });
    const refused = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Ana's reward expired on 12 March 2030.");
  });

  it('keeps reward_ready_at right through stamps, a redemption and undos', async () => {
    await setRules(app, owner.storeId, { rewardExpiryDays: 30 });
    const card = await createCard(app, owner, { stamps_required: 2 });
    const first = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    const id = first.json().data.customer_card.id;
    expect(await rewardReadyAt(app, id)).toBeNull();
    const readyAt = clock.now();
    const full = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 3 });
    expect(await rewardReadyAt(app, id)).toEqual(readyAt);
    await at(new Date(readyAt.getTime() + MINUTE).toISOString());
    // Still a reward ready with more stamps: its moment stays the first one's.
    const more = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(await rewardReadyAt(app, id)).toEqual(readyAt);
    await undo(app, owner.access, card.id, more.json().data.interaction.id);
    await undo(app, owner.access, card.id, full.json().data.interaction.id);
    expect(await rewardReadyAt(app, id)).toBeNull();
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(await rewardReadyAt(app, id)).toEqual(clock.now());
    const redeemed = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(redeemed.statusCode).toBe(200);
    expect(await rewardReadyAt(app, id)).toBeNull();
    await undoRedemption(app, owner.access, card.id, redeemed.json().data.interaction.id);
    expect(await rewardReadyAt(app, id)).toEqual(clock.now());
  });

  it('takes expired stamps off once when the sweep and a stamp meet', async () => {
    await setRules(app, owner.storeId, { stampExpiryMonths: 1 });
    const card = await createCard(app, owner, { stamps_required: 10 });
    for (let round = 0; round < 4; round += 1) {
      const person = await customerAccount(app);
      const first = await stamp(app, owner.access, card.id, { qr_code: person.qrCode, count: 3 });
      const id = first.json().data.customer_card.id;
      // The last visit two months ago: its stamps have expired.
      await app.db
        .update(customerCards)
        .set({ lastActivityAt: new Date(clock.now().getTime() - 62 * 86_400_000) })
        .where(eq(customerCards.id, id));
      const [, stamped] = await Promise.all([
        expireCards(app.db, owner.storeId, clock.now()),
        stamp(app, owner.access, card.id, { qr_code: person.qrCode }),
      ]);
      expect(stamped.json().data.customer_card.stamps).toBe(1);
      expect((await expiriesOf(app, id)).map(({ kind, stamps }) => ({ kind, stamps }))).toEqual([
        { kind: 'stamps', stamps: 3 },
      ]);
    }
  });

  it("sweeps a store's cards once, on the same moments the card shows", async () => {
    await setRules(app, owner.storeId, { stampExpiryMonths: 1, rewardExpiryDays: 10 });
    const card = await createCard(app, owner, { stamps_required: 4 });
    const people = [customer, await customerAccount(app), await customerAccount(app)];
    const ids: string[] = [];
    for (const person of people) {
      const stamped = await stamp(app, owner.access, card.id, { qr_code: person.qrCode, count: 6 });
      ids.push(stamped.json().data.customer_card.id);
    }
    const [lapsed, fresh, rewardOnly] = ids as [string, string, string];
    // The last visit at 23:30 on 31 January in Berlin: the stamps' last day is 28 February.
    await app.db
      .update(customerCards)
      .set({
        lastActivityAt: new Date('2030-01-31T22:30:00Z'),
        rewardReadyAt: new Date('2030-01-31T22:30:00Z'),
      })
      .where(eq(customerCards.id, lapsed));
    await app.db
      .update(customerCards)
      .set({
        lastActivityAt: new Date('2030-03-20T10:00:00Z'),
        rewardReadyAt: new Date('2030-02-10T10:00:00Z'),
      })
      .where(eq(customerCards.id, rewardOnly));
    await app.db
      .update(customerCards)
      .set({
        lastActivityAt: new Date('2030-03-20T10:00:00Z'),
        rewardReadyAt: new Date('2030-03-20T10:00:00Z'),
      })
      .where(eq(customerCards.id, fresh));
    await at('2030-03-01T12:00:00Z');
    const shown = await myCard();
    // The card read before the sweep shows it gone already; the moment it names is the sweep's.
    expect(shown).toMatchObject({ stamps: 0, stamps_waiting: 0, rewards_ready: 0 });

    const now = new Date('2030-03-21T12:00:00Z');
    const swept = await expireCards(app.db, owner.storeId, now);
    const byCard = (id: string) =>
      swept
        .filter((expiry) => expiry.customerCardId === id)
        .map(({ kind, stamps, expiredAt }) => ({ kind, stamps, at: expiredAt.toISOString() }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    expect(byCard(lapsed)).toEqual([
      { kind: 'rewards', stamps: 4, at: '2030-02-10T23:00:00.000Z' },
      { kind: 'stamps', stamps: 2, at: '2030-02-28T23:00:00.000Z' },
    ]);
    expect(byCard(rewardOnly)).toEqual([
      { kind: 'rewards', stamps: 4, at: '2030-02-20T23:00:00.000Z' },
    ]);
    expect(byCard(fresh)).toEqual([]);
    expect(await expireCards(app.db, owner.storeId, now)).toEqual([]);

    const left = await app.db
      .select({
        id: customerCards.id,
        stamps: customerCards.stamps,
        ready: customerCards.rewardReadyAt,
      })
      .from(customerCards)
      .where(eq(customerCards.rewardCardId, card.id));
    const stampsOf = Object.fromEntries(
      left.map((row) => [row.id, [row.stamps, row.ready === null]]),
    );
    expect(stampsOf).toEqual({ [lapsed]: [0, true], [rewardOnly]: [2, true], [fresh]: [6, false] });
  });
});
