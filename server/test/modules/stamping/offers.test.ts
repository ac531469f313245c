import { bearer, testClock } from '../../accounts';
import {
  createCard,
  customerAccount,
  insertStore,
  REWARD_CARDS,
  saveSettings,
  signIn,
  stamp,
  undo,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';
import { giveOffer, offerUse } from './offers';

const DAY = 86_400_000;
const MINUTE = 60_000;

// docs/product.md, "Offers at the counter": an offer rides on the customer's next stamp at the store, once,
// within its validity; the cashier sees it before and after; undoing the stamp gives it back.
describe('offers at the counter', () => {
  const clock = testClock();
  const counter = atTheCounter({
    clock,
    customerPerTest: true,
    settings: { stamp_cooldown_minutes: 0, daily_stamp_limit_per_customer: 10 },
  });
  let { app, owner, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, customer } = counter));

  const scan = (cardId: string) =>
    app.inject({
      url: `${REWARD_CARDS}/${cardId}/customer?qr_code=${encodeURIComponent(customer.qrCode)}`,
      headers: bearer(owner.access),
    });
  const valid = () => new Date(clock.now().getTime() + 7 * DAY);

  it('shows the birthday gift before the stamp, adds it to the stamp once, and says so', async () => {
    const card = await createCard(app, owner, { stamps_required: 8 });
    const offer = await giveOffer(app, owner.storeId, customer.userId, { validUntil: valid() });

    const before = await scan(card.id);
    expect(before.json().data.offers).toEqual([{ label: 'Birthday gift: +1 stamp', stamps: 1 }]);

    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(stamped.statusCode).toBe(201);
    const answer = stamped.json();
    expect(answer.message).toBe('Ana got a stamp. Birthday gift: +1 stamp.');
    expect(answer.data).toMatchObject({
      offers: [{ label: 'Birthday gift: +1 stamp', stamps: 1 }],
      interaction: { count: 2, bonus: 1 },
      customer_card: { stamps: 2 },
    });
    expect(await offerUse(app, offer)).toEqual({
      usedAt: clock.now(),
      interactionId: answer.data.interaction.id,
    });

    // Used: the scan no longer shows it and the next stamp is a plain one.
    expect((await scan(card.id)).json().data.offers).toEqual([]);
    const next = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(next.json()).toMatchObject({ message: 'Ana got a stamp.', data: { offers: [] } });
    expect(next.json().data.customer_card.stamps).toBe(3);
  });

  it('uses every open offer of the store, a whole reward as the card needs, on any of its cards', async () => {
    const card = await createCard(app, owner, { stamps_required: 4 });
    await giveOffer(app, owner.storeId, customer.userId, {
      kind: 'win_back',
      offerKind: 'reward',
      validUntil: valid(),
    });
    await giveOffer(app, owner.storeId, customer.userId, {
      kind: 'near_reward',
      stamps: 2,
      validUntil: valid(),
    });
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(stamped.json()).toMatchObject({
      message: 'Ana got a stamp. Win-back gift: a free reward. Almost there gift: +2 stamps.',
      data: {
        offers: [
          { label: 'Win-back gift: a free reward', stamps: 4 },
          { label: 'Almost there gift: +2 stamps', stamps: 2 },
        ],
        interaction: { count: 7, bonus: 6 },
        customer_card: { stamps: 4, stamps_waiting: 3, rewards_ready: 1 },
        reward_ready: true,
      },
    });
  });

  it('leaves alone offers that expired, were held out, not sent, or are of another store', async () => {
    const card = await createCard(app, owner);
    const now = clock.now();
    const past = new Date(now.getTime() - MINUTE);
    const otherStore = await insertStore(app, owner.merchantId, 'Other Bakery');
    const untouched = await Promise.all([
      giveOffer(app, owner.storeId, customer.userId, { validUntil: now }),
      giveOffer(app, owner.storeId, customer.userId, { validUntil: past }),
      giveOffer(app, owner.storeId, customer.userId, { validUntil: valid(), holdout: true }),
      giveOffer(app, owner.storeId, customer.userId, { validUntil: valid(), status: 'queued' }),
      giveOffer(app, owner.storeId, customer.userId, { validUntil: valid(), status: 'skipped' }),
      giveOffer(app, otherStore.id, customer.userId, { validUntil: valid() }),
    ]);
    // Another customer's offer at the same store is theirs.
    const someoneElse = await customerAccount(app);
    untouched.push(
      await giveOffer(app, owner.storeId, someoneElse.userId, { validUntil: valid() }),
    );
    expect((await scan(card.id)).json().data.offers).toEqual([]);
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(stamped.json()).toMatchObject({
      message: 'Ana got a stamp.',
      data: { offers: [], interaction: { count: 1, bonus: 0 }, customer_card: { stamps: 1 } },
    });
    for (const id of untouched) expect((await offerUse(app, id))?.usedAt).toBeNull();
  });

  it('gives the offer back when the stamp is undone, whole count off the card', async () => {
    const card = await createCard(app, owner);
    const offer = await giveOffer(app, owner.storeId, customer.userId, {
      kind: 'expiry_reminder',
      stamps: 3,
      validUntil: valid(),
    });
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(stamped.json().message).toBe('Ana got a stamp. Reminder gift: +3 stamps.');
    const undone = await undo(app, owner.access, card.id, stamped.json().data.interaction.id);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.customer_card.stamps).toBe(0);
    expect(await offerUse(app, offer)).toEqual({ usedAt: null, interactionId: null });
    const again = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(again.json().data).toMatchObject({ interaction: { count: 4, bonus: 3 } });
  });

  it('keeps bonus stamps out of the daily limit and the cooldown', async () => {
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 5,
      daily_stamp_limit_per_customer: 2,
    });
    try {
      const card = await createCard(app, owner, { stamps_required: 20 });
      await giveOffer(app, owner.storeId, customer.userId, { stamps: 5, validUntil: valid() });
      const first = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
      expect(first.json().data.interaction).toMatchObject({ count: 6, bonus: 5 });
      clock.advance(6 * MINUTE);
      owner = await signIn(app, owner);
      // One stamp asked for today: the second of the limit of 2 is still possible.
      const second = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
      expect(second.statusCode).toBe(201);
      clock.advance(6 * MINUTE);
      owner = await signIn(app, owner);
      const third = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
      expect(third.statusCode).toBe(409);
    } finally {
      await saveSettings(app, owner.access, {
        stamp_cooldown_minutes: 0,
        daily_stamp_limit_per_customer: 10,
      });
    }
  });
});
