import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { interactions } from '../../../src/db/schema';
import { bearer, testClock } from '../../accounts';
import {
  API,
  createCard,
  redeem,
  REWARD_CARDS,
  signIn,
  stamp,
  undo as undoStamp,
  undoRedemption,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

// docs/api.md, "Reward cards and stamps": a redemption given by mistake can be
// taken back within the same 10 minutes as a stamp, once, with the same trail: an `undo` row
// pointing at it, its stamps back on the card and the reward no longer counted.

const MINUTE = 60_000;

describe('POST /reward-cards/:id/redeem/:interactionId/undo', () => {
  const clock = testClock();
  const counter = atTheCounter({
    clock,
    other: true,
    customerPerTest: true,
    settings: { stamp_cooldown_minutes: 0 },
  });
  let { app, owner, other, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, other, customer } = counter));

  /** A card of `required` stamps holding `held`, and one redemption of it: its id. */
  async function redeemed(required: number, held: number) {
    const card = await createCard(app, owner, { stamps_required: required });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: held });
    const answer = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(answer.statusCode).toBe(200);
    return { card, redemptionId: answer.json().data.interaction.id as string, answer };
  }
  /** The customer's card of the reward card `cardId`, as their cards list shows it. */
  const myCard = async (cardId: string) => {
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    return (mine.json().data as { reward_card: { id: string } }[]).find(
      (held) => held.reward_card.id === cardId,
    );
  };
  const merchantHome = async (access: string) =>
    (await app.inject({ url: `${API}/home`, headers: bearer(access) })).json().data;

  it('puts the stamps back and takes the reward off within 10 minutes, with an undo row', async () => {
    const { card, redemptionId, answer } = await redeemed(8, 9);
    expect(answer.json().data.interaction).toMatchObject({
      kind: 'redeem',
      undo_until: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    expect((await merchantHome(owner.access)).stats.redemptions_today).toBe(1);

    clock.advance(9 * MINUTE);
    owner = await signIn(app, owner);
    customer = await signIn(app, customer);
    const undone = await undoRedemption(app, owner.access, card.id, redemptionId);
    expect(undone.statusCode).toBe(200);
    const back = { stamps: 8, stamps_waiting: 1, rewards_ready: 1, rewards_redeemed: 0 };
    expect(undone.json()).toMatchObject({
      message: 'The redemption was undone: its stamps are back on the card.',
      data: { customer_card: back },
    });
    expect(await myCard(card.id)).toMatchObject(back);

    // The trail: the redemption is marked undone and an undo row points at it.
    const rows = await app.db
      .select()
      .from(interactions)
      .where(eq(interactions.customerCardId, undone.json().data.customer_card.id));
    const redemption = rows.find((row) => row.id === redemptionId);
    expect(redemption?.undoneAt).not.toBeNull();
    expect(rows.filter((row) => row.undoesId === redemptionId)).toEqual([
      expect.objectContaining({ kind: 'undo', count: 8, staffUserId: owner.userId }),
    ]);
    // The merchant's figures no longer count the reward, and the feed says what was undone.
    const home = await merchantHome(owner.access);
    expect(home.stats.redemptions_today).toBe(0);
    expect(home.recent_activity[0]).toMatchObject({ kind: 'undo', undoes: 'redeem', count: 8 });
    const overview = await app.inject({
      url: `${API}/analytics/overview?store_id=${owner.storeId}`,
      headers: bearer(owner.access),
    });
    expect(overview.json().data.totals).toMatchObject({ stamps: 9, redemptions: 0 });
    const csv = await app.inject({
      url: `${API}/analytics/export?store_id=${owner.storeId}`,
      headers: bearer(owner.access),
    });
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines.filter((line) => line.includes(',redeem,')).at(-1)).toMatch(/,true$/);
    // The reward can be given again.
    const again = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(again.json().data.customer_card).toMatchObject({ stamps: 1, rewards_redeemed: 1 });
  });

  it('refuses after 10 minutes, a second time, and a stamp’s id', async () => {
    const { card, redemptionId } = await redeemed(2, 2);
    const first = await undoRedemption(app, owner.access, card.id, redemptionId);
    expect(first.statusCode).toBe(200);
    const twice = await undoRedemption(app, owner.access, card.id, redemptionId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This redemption was already undone.');

    const late = await redeemed(2, 2);
    clock.advance(10 * MINUTE + 1000);
    owner = await signIn(app, owner);
    customer = await signIn(app, customer);
    const tooLate = await undoRedemption(app, owner.access, late.card.id, late.redemptionId);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('A redemption can be undone only within 10 minutes.');
    expect(await myCard(late.card.id)).toMatchObject({ rewards_redeemed: 1 });

    // Each route takes back only its own kind.
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    const stampId = stamped.json().data.interaction.id;
    const asRedemption = await undoRedemption(app, owner.access, card.id, stampId);
    expect(asRedemption.statusCode).toBe(404);
    expect(asRedemption.json().message).toBe('This redemption does not exist.');
    expect((await undoStamp(app, owner.access, late.card.id, late.redemptionId)).statusCode).toBe(
      404,
    );
  });

  it('gives another merchant 404 and changes nothing', async () => {
    const { card, redemptionId } = await redeemed(3, 3);
    const response = await undoRedemption(app, other.access, card.id, redemptionId);
    expect(response.statusCode).toBe(404);
    expect(await myCard(card.id)).toMatchObject({ stamps: 0, rewards_redeemed: 1 });
    const bad = await undoRedemption(app, owner.access, card.id, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['interactionId']);
  });

  it('gives one reward back for simultaneous undos, with or without one key', async () => {
    for (const sameKey of [false, true]) {
      const { card, redemptionId } = await redeemed(3, 3);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          undoRedemption(app, owner.access, card.id, redemptionId, sameKey ? key : randomUUID()),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual(sameKey ? [200, 200, 200, 200, 200] : [200, 409, 409, 409, 409]);
      expect(await myCard(card.id)).toMatchObject({ stamps: 3, rewards_redeemed: 0 });
    }
  });
});
