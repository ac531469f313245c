import { bearer } from '../../accounts';
import { createCard, redeem, REWARD_CARDS, stamp } from '../reward-cards/cards';
import { atTheCounter } from './fixture';

// docs/product.md, "Reward cards and stamps": a card never shows more stamps
// than it holds. Stamps past a full card wait for the next card, none is lost, and they start it
// as soon as the reward is redeemed.

describe('a full card and the stamps that wait for the next one', () => {
  const counter = atTheCounter({
    customerPerTest: true,
    settings: { stamp_cooldown_minutes: 0, daily_stamp_limit_per_customer: 100 },
  });
  let { app, owner, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, customer } = counter));

  const myCards = async () =>
    (await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) })).json().data;
  const scan = async (cardId: string) =>
    (
      await app.inject({
        url: `${REWARD_CARDS}/${cardId}/customer?qr_code=${encodeURIComponent(customer.qrCode)}`,
        headers: bearer(owner.access),
      })
    ).json().data.customer_card;

  it('shows "8 of 8 · 1 waiting" for a ninth stamp, and starts the next card with it on redeem', async () => {
    const card = await createCard(app, owner, { stamps_required: 8 });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 8 });
    const ninth = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(ninth.statusCode).toBe(201);
    const full = { stamps: 8, stamps_waiting: 1, rewards_ready: 1, rewards_earned: 1 };
    expect(ninth.json().data).toMatchObject({ customer_card: full, reward_ready: true });
    // The same everywhere the card is shown: the scanner, the customer's cards and home.
    expect(await scan(card.id)).toMatchObject(full);
    expect((await myCards())[0]).toMatchObject(full);
    const home = await app.inject({ url: '/api/merchant/home', headers: bearer(customer.access) });
    expect(home.json().data.cards[0]).toMatchObject(full);

    // Figures count every stamp given, the waiting one too.
    const cardStamps = async () => {
      const csv = await app.inject({
        url: `/api/merchant/analytics/export?store_id=${owner.storeId}`,
        headers: bearer(owner.access),
      });
      return csv.body
        .split('\r\n')
        .filter((row) => row.includes(',stamp,') && row.includes(customer.userId))
        .reduce((sum, row) => sum + Number(row.split(',')[2]), 0);
    };
    expect(await cardStamps()).toBe(9);

    const redeemed = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data.customer_card).toMatchObject({
      stamps: 1,
      stamps_waiting: 0,
      rewards_ready: 0,
      rewards_earned: 1,
      rewards_redeemed: 1,
    });
  });

  it('keeps every stamp of a count that passes a full card, over more than one card', async () => {
    const card = await createCard(app, owner, { stamps_required: 3 });
    const stamped = await stamp(app, owner.access, card.id, {
      qr_code: customer.qrCode,
      count: 7,
    });
    expect(stamped.json().data.customer_card).toMatchObject({
      stamps: 3,
      stamps_waiting: 4,
      rewards_ready: 2,
      rewards_earned: 2,
    });
    await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    const second = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(second.json().data.customer_card).toMatchObject({
      stamps: 1,
      stamps_waiting: 0,
      rewards_ready: 0,
      rewards_redeemed: 2,
    });
    const third = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('Ana needs 2 more stamps before this reward.');
  });

  it('shows stamps past a lowered stamps_required as waiting, never more than the card holds', async () => {
    const card = await createCard(app, owner, { stamps_required: 10 });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 7 });
    const edited = await app.inject({
      method: 'PUT',
      url: `${REWARD_CARDS}/${card.id}`,
      headers: bearer(owner.access),
      payload: { stamps_required: 5 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await myCards())[0]).toMatchObject({
      stamps: 5,
      stamps_waiting: 2,
      rewards_ready: 1,
      reward_card: { stamps_required: 5 },
    });
  });
});
