import { randomUUID } from 'node:crypto';
import { bearer } from '../../accounts';
import {
  createCard,
  customerAccount,
  redeem,
  REWARD_CARDS,
  stamp,
  undo,
  type Customer,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

/** docs/api.md, "Idempotency": a key is bound to its route, path values and body. */
describe('Idempotency-Key on stamps, redemptions and undos', () => {
  // No cooldown, so one customer can be stamped again at once.
  const counter = atTheCounter({ settings: { stamp_cooldown_minutes: 0 } });
  let { app, owner } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner } = counter));

  const stampsOf = async (customer: Customer, cardId: string) => {
    const mine = await app.inject({
      url: `${REWARD_CARDS}/my`,
      headers: bearer(customer.access),
    });
    return mine
      .json()
      .data.find((card: { reward_card: { id: string } }) => card.reward_card.id === cardId);
  };

  it('refuses a key used for another customer with 422 naming the key, and stamps nobody twice', async () => {
    const card = await createCard(app, owner);
    const [ana, ben] = [await customerAccount(app), await customerAccount(app)];
    const key = randomUUID();
    const first = await stamp(app, owner.access, card.id, { qr_code: ana.qrCode }, key);
    expect(first.statusCode).toBe(201);

    const reused = await stamp(app, owner.access, card.id, { qr_code: ben.qrCode }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      errors: { 'idempotency-key': [expect.stringContaining('different request')] },
    });
    // The cashier is not told "stamp added" with Ana's name, and Ben has no stamp.
    expect(reused.body).not.toContain('Ana got');
    expect(await stampsOf(ben, card.id)).toBeUndefined();
    expect((await stampsOf(ana, card.id)).stamps).toBe(1);
  });

  it('refuses a key used on another route or another card', async () => {
    const [coffee, tea] = [await createCard(app, owner), await createCard(app, owner)];
    const ana = await customerAccount(app);
    const key = randomUUID();
    expect(
      (await stamp(app, owner.access, coffee.id, { qr_code: ana.qrCode }, key)).statusCode,
    ).toBe(201);
    expect((await stamp(app, owner.access, tea.id, { qr_code: ana.qrCode }, key)).statusCode).toBe(
      422,
    );
    expect(
      (await redeem(app, owner.access, coffee.id, { qr_code: ana.qrCode }, key)).statusCode,
    ).toBe(422);
    expect(await stampsOf(ana, tea.id)).toBeUndefined();
  });

  it('replays the same request whatever the order of its fields', async () => {
    const card = await createCard(app, owner);
    const ana = await customerAccount(app);
    const key = randomUUID();
    const first = await stamp(app, owner.access, card.id, { qr_code: ana.qrCode, count: 2 }, key);
    const again = await stamp(app, owner.access, card.id, { count: 2, qr_code: ana.qrCode }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await stampsOf(ana, card.id)).stamps).toBe(2);
  });

  it('gives one reward for simultaneous redeems with one key, every time', async () => {
    for (let round = 0; round < 3; round += 1) {
      const card = await createCard(app, owner, { stamps_required: 2 });
      const ana = await customerAccount(app);
      // Two rewards' worth: without the key, a double tap would give both away.
      await stamp(app, owner.access, card.id, { qr_code: ana.qrCode, count: 4 });
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          redeem(app, owner.access, card.id, { qr_code: ana.qrCode }, key),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
      expect(new Set(answers.map((answer) => answer.json().data.interaction.id)).size).toBe(1);
      expect(await stampsOf(ana, card.id)).toMatchObject({ stamps: 2, rewards_redeemed: 1 });
    }
  });

  it('answers a retried undo with its first answer instead of "already undone"', async () => {
    const card = await createCard(app, owner);
    const ana = await customerAccount(app);
    const stamped = await stamp(app, owner.access, card.id, { qr_code: ana.qrCode, count: 3 });
    const stampId = stamped.json().data.interaction.id;
    const key = randomUUID();
    const first = await undo(app, owner.access, card.id, stampId, key);
    const again = await undo(app, owner.access, card.id, stampId, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await stampsOf(ana, card.id)).stamps).toBe(0);
  });

  it('validates the key where one is sent', async () => {
    const card = await createCard(app, owner);
    const ana = await customerAccount(app);
    const short = await redeem(app, owner.access, card.id, { qr_code: ana.qrCode }, 'short');
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['idempotency-key']);
  });
});
