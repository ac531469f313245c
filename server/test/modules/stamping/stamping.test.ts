import { randomUUID } from 'node:crypto';
import { createUsersRepository } from '../../../src/repositories/users-repository';
import { bearer, testClock } from '../../accounts';
import {
  createCard,
  customerAccount,
  REWARD_CARDS,
  saveSettings,
  signIn,
  stamp,
  subscribedOwner,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

const MINUTE = 60_000;

describe('POST /reward-cards/:id/stamps', () => {
  const clock = testClock();
  const counter = atTheCounter({ clock });
  let { app, owner, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, customer } = counter));

  it('stamps the customer’s card, creating it, and answers what the cashier shows', async () => {
    const card = await createCard(app, owner, { stamps_required: 3 });
    const response = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.customer).toEqual({ first_name: 'Ana' });
    expect(data.customer_card).toMatchObject({
      stamps: 1,
      rewards_earned: 0,
      rewards_redeemed: 0,
      reward_card: { id: card.id, stamps_required: 3 },
      store: { id: owner.storeId, name: 'Ana Bakery' },
    });
    expect(data.interaction).toMatchObject({ kind: 'stamp', count: 1 });
    expect(Date.parse(data.interaction.undo_until) - Date.parse(data.interaction.created_at)).toBe(
      10 * MINUTE,
    );
    expect(data.reward_ready).toBe(false);

    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    expect(mine.json().data).toEqual([data.customer_card]);
  });

  // Tests that move the clock make their own merchant: moving it ends the others' access tokens.
  it('answers the cooldown in words a cashier understands, then stamps once it is over', async () => {
    const owner = await subscribedOwner(app);
    const card = await createCard(app, owner);
    const someone = await customerAccount(app);
    expect((await stamp(app, owner.access, card.id, { qr_code: someone.qrCode })).statusCode).toBe(
      201,
    );
    clock.advance(2 * MINUTE);
    const early = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Ana got a stamp 2 minutes ago. The next one is possible in 3 minutes.',
    });
    clock.advance(3 * MINUTE);
    const later = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode });
    expect(later.statusCode).toBe(201);
    expect(later.json().data.customer_card.stamps).toBe(2);
  });

  it('stops at the daily limit, and counts again the next day', async () => {
    const owner = await subscribedOwner(app);
    const card = await createCard(app, owner, { stamps_required: 50 });
    const someone = await customerAccount(app);
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 3,
    });
    {
      const two = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode, count: 2 });
      expect(two.statusCode).toBe(201);
      const tooMany = await stamp(app, owner.access, card.id, {
        qr_code: someone.qrCode,
        count: 2,
      });
      expect(tooMany.json().message).toBe('Ana can get only 1 more stamp at this store today.');
      expect(
        (await stamp(app, owner.access, card.id, { qr_code: someone.qrCode })).statusCode,
      ).toBe(201);
      const over = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(
        /^Ana has reached today's limit of 3 stamps at this store\. The next stamp is possible from \w{3} \d{1,2} \w{3}, 00:00 \(UTC\)\.$/,
      );
      clock.advance(24 * 60 * MINUTE);
      const again = await signIn(app, owner);
      const tomorrow = await stamp(app, again.access, card.id, { qr_code: someone.qrCode });
      expect(tomorrow.statusCode).toBe(201);
      expect(tomorrow.json().data.customer_card.stamps).toBe(4);
    }
  });

  it('counts the daily limit on the merchant’s calendar day, in their time zone', async () => {
    let owner = await subscribedOwner(app);
    const card = await createCard(app, owner, { stamps_required: 50 });
    const someone = await customerAccount(app);
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 1,
      time_zone: 'America/New_York',
    });
    const once = () => stamp(app, owner.access, card.id, { qr_code: someone.qrCode });
    const moveTo = async (utcHour: number) => {
      // Forward to the next time the UTC clock shows utcHour:30 (January: New York is UTC-5).
      const now = clock.now();
      const target = new Date(now);
      target.setUTCHours(utcHour, 30, 0, 0);
      if (target <= now) target.setUTCDate(target.getUTCDate() + 1);
      clock.advance(target.getTime() - now.getTime());
      owner = await signIn(app, owner);
    };
    await moveTo(22); // 17:30 in New York
    expect((await once()).statusCode).toBe(201);
    await moveTo(1); // 20:30 in New York, the same day there; a new day in UTC
    const sameDay = await once();
    expect(sameDay.statusCode).toBe(409);
    // Said in the merchant's time zone; Retry-After counts to their midnight (05:00 UTC): 3.5 hours.
    expect(sameDay.json().message).toMatch(
      /^Ana has reached today's limit of 1 stamp at this store\. The next stamp is possible from \w{3} \d{1,2} \w{3}, 00:00 \(America\/New_York\)\.$/,
    );
    expect(sameDay.headers['retry-after']).toBe(String(3.5 * 3600));
    await moveTo(5); // 00:30 in New York: the merchant's next day
    const nextDay = await once();
    expect(nextDay.statusCode).toBe(201);
    expect(nextDay.json().data.customer_card.stamps).toBe(2);
  });

  it('answers the same key with the first answer and never stamps twice', async () => {
    const card = await createCard(app, owner);
    const someone = await customerAccount(app);
    const key = randomUUID();
    const first = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode }, key);
    const again = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(someone.access) });
    expect(mine.json().data[0].stamps).toBe(1);
  });

  it('stamps once when requests with the same key race', async () => {
    const card = await createCard(app, owner);
    const someone = await customerAccount(app);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        stamp(app, owner.access, card.id, { qr_code: someone.qrCode }, key),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json().data.interaction.id)).size).toBe(1);
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(someone.access) });
    expect(mine.json().data[0].stamps).toBe(1);
  });

  it('keeps no key for a refused stamp, so the same key may be tried again', async () => {
    const card = await createCard(app, owner);
    const key = randomUUID();
    const unknown = await stamp(app, owner.access, card.id, { qr_code: 'nobody-has-this' }, key);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No customer has this QR code.');
    const someone = await customerAccount(app);
    const retried = await stamp(app, owner.access, card.id, { qr_code: someone.qrCode }, key);
    expect(retried.statusCode).toBe(201);
  });

  it('gives exactly 50 stamps for 50 simultaneous stamps of one customer', async () => {
    const card = await createCard(app, owner, { stamps_required: 50 });
    const someone = await customerAccount(app);
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 1000,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          stamp(app, owner.access, card.id, { qr_code: someone.qrCode }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(201));
      const mine = await app.inject({
        url: `${REWARD_CARDS}/my`,
        headers: bearer(someone.access),
      });
      expect(mine.json().data).toHaveLength(1);
      expect(mine.json().data[0]).toMatchObject({ stamps: 50, rewards_earned: 1 });
    } finally {
      await saveSettings(app, owner.access, {
        stamp_cooldown_minutes: 5,
        daily_stamp_limit_per_customer: 10,
      });
    }
  });

  it('refuses a deactivated or ended card', async () => {
    const card = await createCard(app, owner);
    await app.inject({
      method: 'DELETE',
      url: `${REWARD_CARDS}/${card.id}`,
      headers: bearer(owner.access),
    });
    const inactive = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(inactive.statusCode).toBe(409);
    const ended = await createCard(app, owner, {
      valid_until: new Date(clock.now().getTime() - MINUTE).toISOString(),
    });
    const late = await stamp(app, owner.access, ended.id, { qr_code: customer.qrCode });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This reward card has ended, so it takes no stamps.');
  });

  it('refuses a merchant’s or an admin’s code as no customer', async () => {
    const card = await createCard(app, owner);
    const merchantUser = await createUsersRepository(app.db).findById(owner.userId);
    const response = await stamp(app, owner.access, card.id, { qr_code: merchantUser!.qrCode });
    expect(response.statusCode).toBe(404);
  });

  it('validates the key, the body and the ids', async () => {
    const card = await createCard(app, owner);
    const noKey = await app.inject({
      method: 'POST',
      url: `${REWARD_CARDS}/${card.id}/stamps`,
      headers: bearer(owner.access),
      payload: { qr_code: customer.qrCode },
    });
    expect(noKey.statusCode).toBe(400);
    expect(Object.keys(noKey.json().errors)).toEqual(['idempotency-key']);
    const shortKey = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode }, 'short');
    expect(shortKey.statusCode).toBe(400);
    const bad = await stamp(app, owner.access, card.id, {
      qr_code: '',
      count: 11,
      branch_id: 'not-a-uuid',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['branch_id', 'count', 'qr_code']);
    const badId = await stamp(app, owner.access, 'not-a-uuid', { qr_code: customer.qrCode });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(['id']);
  });
});
