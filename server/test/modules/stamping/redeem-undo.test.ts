import { bearer, testClock } from '../../accounts';
import {
  createCard,
  redeem,
  REWARD_CARDS,
  signIn,
  stamp,
  undo as undoStamp,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

const MINUTE = 60_000;

describe('scan, redeem and undo', () => {
  const clock = testClock();
  const counter = atTheCounter({ clock, other: true, customerPerTest: true });
  let { app, owner, other, customer } = counter; // Set again before each test.
  beforeEach(() => ({ app, owner, other, customer } = counter));

  const scan = (access: string, cardId: string, qrCode: string) =>
    app.inject({
      url: `${REWARD_CARDS}/${cardId}/customer?qr_code=${encodeURIComponent(qrCode)}`,
      headers: bearer(access),
    });
  const undo = (access: string, cardId: string, stampId: string) =>
    undoStamp(app, access, cardId, stampId);

  it('shows who was scanned, with no card before the first stamp', async () => {
    const card = await createCard(app, owner, { stamps_required: 3 });
    const before = await scan(owner.access, card.id, customer.qrCode);
    expect(before.json().data).toEqual({
      customer: { first_name: 'Ana', short_code: expect.stringMatching(/^[0-9A-Z]{8}$/) },
      customer_card: null,
      store_cards: [],
      offers: [],
    });
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    const after = await scan(owner.access, card.id, customer.qrCode);
    expect(after.json().data.customer_card).toMatchObject({ stamps: 1 });
    const unknown = await scan(owner.access, card.id, 'nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No customer has this QR code.');
    expect((await scan(other.access, card.id, customer.qrCode)).statusCode).toBe(404);
    const missing = await app.inject({
      url: `${REWARD_CARDS}/${card.id}/customer`,
      headers: bearer(owner.access),
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['qr_code']);
  });

  it('redeems only with enough stamps, takes them off and counts the reward', async () => {
    const card = await createCard(app, owner, { stamps_required: 3 });
    const none = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Ana needs 3 more stamps before this reward.');
    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
    const short = await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(short.json().message).toBe('Ana needs 1 more stamp before this reward.');
    clock.advance(6 * MINUTE);
    const signedIn = await signIn(app, owner);
    const ready = await stamp(app, signedIn.access, card.id, {
      qr_code: customer.qrCode,
      count: 2,
    });
    expect(ready.json().data.reward_ready).toBe(true);

    const redeemed = await redeem(app, signedIn.access, card.id, { qr_code: customer.qrCode });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data).toMatchObject({
      customer: { first_name: 'Ana' },
      customer_card: { stamps: 1, rewards_earned: 1, rewards_redeemed: 1 },
      interaction: { kind: 'redeem' },
    });
    const again = await redeem(app, signedIn.access, card.id, { qr_code: customer.qrCode });
    expect(again.statusCode).toBe(409);
  });

  it('gives another merchant 404 and changes nothing', async () => {
    const card = await createCard(app, owner, { stamps_required: 1 });
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    const stampId = stamped.json().data.interaction.id;
    expect(
      (await redeem(app, other.access, card.id, { qr_code: customer.qrCode })).statusCode,
    ).toBe(404);
    expect((await stamp(app, other.access, card.id, { qr_code: customer.qrCode })).statusCode).toBe(
      404,
    );
    expect((await undo(other.access, card.id, stampId)).statusCode).toBe(404);
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    expect(mine.json().data[0]).toMatchObject({ stamps: 1, rewards_redeemed: 0 });
  });

  it('undoes a stamp within 10 minutes, once', async () => {
    const card = await createCard(app, owner);
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
    const stampId = stamped.json().data.interaction.id;
    clock.advance(9 * MINUTE);
    const signedIn = await signIn(app, owner);
    const undone = await undo(signedIn.access, card.id, stampId);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.customer_card.stamps).toBe(0);
    const twice = await undo(signedIn.access, card.id, stampId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This stamp was already undone.');
    // The undone stamp no longer holds back the next one.
    const next = await stamp(app, signedIn.access, card.id, { qr_code: customer.qrCode });
    expect(next.statusCode).toBe(201);
  });

  it('refuses an undo after 10 minutes, and an unknown stamp', async () => {
    const card = await createCard(app, owner);
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    clock.advance(10 * MINUTE + 1000);
    const signedIn = await signIn(app, owner);
    const late = await undo(signedIn.access, card.id, stamped.json().data.interaction.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A stamp can be undone only within 10 minutes.');
    const unknown = await undo(signedIn.access, card.id, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const bad = await undo(signedIn.access, card.id, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['interactionId']);
  });

  it('refuses an undo of stamps a reward already used', async () => {
    const card = await createCard(app, owner, { stamps_required: 2 });
    const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 2 });
    await redeem(app, owner.access, card.id, { qr_code: customer.qrCode });
    const response = await undo(owner.access, card.id, stamped.json().data.interaction.id);
    expect(response.statusCode).toBe(409);
  });
});
