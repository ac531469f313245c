import { randomUUID } from 'node:crypto';
import type { CardEvent } from '../../../src/infrastructure/live/live-event';
import { createBranch } from '../stores/stores';
import { createCard, insertStore, redeem, REWARD_CARDS, stamp } from '../reward-cards/cards';
import { atTheCounter } from './fixture';
import { bearer } from '../../accounts';
import { until } from '../../until';

// What joins the cards to the rest of the product (docs/api.md, "Reward cards and stamps" and
// "Live updates"): a stamp names a branch of the card's own store, and every committed change
// reaches the customer's open pages.

describe('stamping with branches, and the live card events it sends', () => {
  const counter = atTheCounter({ settings: { stamp_cooldown_minutes: 0 } });
  let { app, owner, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, customer } = counter));

  async function branchOf(storeId: string): Promise<string> {
    const created = await createBranch(app, owner.access, storeId);
    expect(created.statusCode).toBe(201);
    return (created.json() as { data: { id: string } }).data.id;
  }

  it('records a branch of the card’s store, and refuses another store’s branch without stamping', async () => {
    const card = await createCard(app, owner, { stamps_required: 5 });
    const own = await branchOf(owner.storeId);
    const otherStore = await insertStore(app, owner.merchantId, 'Ana Bakery East');
    const elsewhere = await branchOf(otherStore.id);

    const stamped = await stamp(app, owner.access, card.id, {
      qr_code: customer.qrCode,
      branch_id: own,
    });
    expect(stamped.statusCode).toBe(201);

    const refused = await stamp(app, owner.access, card.id, {
      qr_code: customer.qrCode,
      branch_id: elsewhere,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("This branch is not one of this card's store.");
    const unknown = await redeem(app, owner.access, card.id, {
      qr_code: customer.qrCode,
      branch_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);

    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    const progress = (mine.json().data as { reward_card: { id: string }; stamps: number }[]).find(
      (entry) => entry.reward_card.id === card.id,
    );
    expect(progress?.stamps).toBe(1);
  });

  it('tells the customer’s open pages of a stamp, a redemption and an undo, once each', async () => {
    const card = await createCard(app, owner, { stamps_required: 2 });
    const received: CardEvent[] = [];
    const unsubscribe = app.liveEvents.subscribe(customer.userId, (event) => {
      if (event.event === 'card') received.push(event);
    });
    try {
      const key = randomUUID();
      const first = await stamp(
        app,
        owner.access,
        card.id,
        { qr_code: customer.qrCode, count: 2 },
        key,
      );
      expect(first.statusCode).toBe(201);
      const stampId = first.json().data.interaction.id as string;
      // The same key again answers the first answer and sends nothing new.
      const replay = await stamp(
        app,
        owner.access,
        card.id,
        { qr_code: customer.qrCode, count: 2 },
        key,
      );
      expect(replay.statusCode).toBe(201);
      const undone = await app.inject({
        method: 'POST',
        url: `${REWARD_CARDS}/${card.id}/stamps/${stampId}/undo`,
        headers: bearer(owner.access),
      });
      expect(undone.statusCode).toBe(200);
      await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
      expect(
        (await redeem(app, owner.access, card.id, { qr_code: customer.qrCode })).statusCode,
      ).toBe(200);

      // Events travel through the database's NOTIFY: wait for four, then a little longer, so
      // that a fifth (the replayed key) would have arrived too.
      await until(() => received.length >= 4);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.map((event) => [event.data.kind, event.data.customer_card.stamps])).toEqual([
        ['stamp', 2],
        ['undo', 0],
        ['stamp', 2],
        ['redeem', 0],
      ]);
    } finally {
      unsubscribe();
    }
  });
});
