import { eq, sql } from 'drizzle-orm';
import { customerCards, walletPasses } from '../../../src/db/schema';
import { createWalletPassesRepository } from '../../../src/repositories/wallet-passes-repository';
import { bearer } from '../../accounts';
import { createCard, REWARD_CARDS, saveSettings, stamp } from '../reward-cards/cards';
import { atTheCounter } from '../stamping/fixture';

// docs/architecture.md, "Wallet passes": a pass follows everything it shows. The triggers mark it in
// the transaction of the change, the change's own code queues its refresh, the sweep catches what
// is still marked, and only a content that really changed takes a new update tag.

describe('a wallet pass follows its card', () => {
  const counter = atTheCounter({
    customerPerTest: true,
    settings: { stamp_cooldown_minutes: 0, daily_stamp_limit_per_customer: 100 },
  });
  let { app, owner, customer } = counter;
  beforeEach(() => ({ app, owner, customer } = counter));

  /** A card with one stamp, and its pass as the customer first asks for it. */
  async function passOfStampedCard(stampsRequired = 8) {
    const card = await createCard(app, owner, { stamps_required: stampsRequired });
    const first = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
    expect(first.statusCode).toBe(201);
    const customerCardId: string = first.json().data.customer_card.id;
    const pass = await createWalletPassesRepository(app.db).ensure(customerCardId);
    const served = await app.wallet.current(pass.id);
    return { card, customerCardId, passId: pass.id, served: served! };
  }
  const row = async (passId: string) => {
    const [found] = await app.db.select().from(walletPasses).where(eq(walletPasses.id, passId));
    return found!;
  };
  /** Lets the queued refreshes run, then reads the pass as a device would be served it. */
  const settled = async (passId: string) => {
    await app.background.settled();
    await app.jobs.drain();
    return (await app.wallet.current(passId))!;
  };

  it('shows the card as the dashboard does, and takes a new tag after a stamp, by itself', async () => {
    const { card, passId, served } = await passOfStampedCard();
    expect(served.content).toMatchObject({
      progressText: '1 of 8',
      stamps: 1,
      rewardDescription: 'A free coffee',
      voided: false,
    });
    expect(served.content.barcodeMessage).toBe(
      `${app.config.publicUrl}/scan/${encodeURIComponent(customer.qrCode)}`,
    );
    expect(served.content.shortCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const tag = served.pass.version;
    expect(tag).toBeGreaterThan(0);
    expect((await row(passId)).pendingChange).toBeNull();

    await stamp(app, owner.access, card.id, { qr_code: customer.qrCode, count: 8 });
    await app.background.settled();
    await app.jobs.drain();
    const after = await row(passId);
    expect(after.pendingChange).toBeNull();
    expect(after.version).toBeGreaterThan(tag);
    const now = (await app.wallet.current(passId))!;
    expect(now.content).toMatchObject({
      progressText: '8 of 8 · 1 waiting',
      stampsWaiting: 1,
      rewardsReady: 1,
    });
    // Serving it again changes nothing: the tag moves only when the content does.
    expect(now.pass.version).toBe(after.version);
  });

  it('marks the pass in the transaction that changes the card, and keeps a change made during a refresh', async () => {
    const { customerCardId, passId } = await passOfStampedCard();
    const passes = createWalletPassesRepository(app.db);
    // A refresh reads the pass, then a change commits before the refresh records what it read:
    // written here as any code path would (the daily expiry sweep writes cards so), with no
    // refresh of its own queued, so only the trigger's mark speaks for it.
    const read = (await passes.source(passId))!;
    await app.db
      .update(customerCards)
      .set({ stamps: 2 })
      .where(eq(customerCards.id, customerCardId));
    const marked = await row(passId);
    expect(marked.pendingChange).not.toBeNull();
    expect(marked.pendingSince).not.toBeNull();
    await app.db.transaction((tx) =>
      createWalletPassesRepository(tx).settle(passId, 'stale', read.pass.pendingChange, app.now()),
    );
    // The stale refresh cleared nothing: the stamp's mark is still there for the next one.
    expect((await row(passId)).pendingChange).toBe(marked.pendingChange);
    expect((await settled(passId)).content.progressText).toBe('2 of 8');
    expect((await row(passId)).pendingChange).toBeNull();
  });

  it('carries a rotated personal code at once', async () => {
    const { passId, served } = await passOfStampedCard();
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/merchant/users/me/qr/rotate',
      headers: bearer(customer.access),
    });
    expect(rotated.statusCode).toBe(200);
    const { qr_code: qrCode } = rotated.json().data;
    const now = await settled(passId);
    expect(now.content.barcodeMessage).toContain(encodeURIComponent(qrCode));
    expect(now.content.shortCode).not.toBe(served.content.shortCode);
    expect(now.pass.version).toBeGreaterThan(served.pass.version);
  });

  it('follows a new brand colour and an archived card through the sweep', async () => {
    const { card, passId, served } = await passOfStampedCard();
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 100,
      brand_color: '#AA3300',
    });
    expect((await row(passId)).pendingChange).not.toBeNull();
    // Nothing queued these: the sweep, every minute in a running server, finds them.
    expect(await app.wallet.sweep()).toBeGreaterThanOrEqual(1);
    const coloured = await settled(passId);
    expect(coloured.content.brandColor).toBe('#AA3300');
    expect(coloured.pass.version).toBeGreaterThan(served.pass.version);

    const archived = await app.inject({
      method: 'DELETE',
      url: `${REWARD_CARDS}/${card.id}`,
      headers: bearer(owner.access),
    });
    expect(archived.statusCode).toBeLessThan(300);
    await app.wallet.sweep();
    expect((await settled(passId)).content.voided).toBe(true);
  });

  it('leaves a pass alone when nothing it shows changed', async () => {
    const { passId } = await passOfStampedCard();
    const store = await app.inject({
      method: 'PUT',
      url: `/api/merchant/stores/${owner.storeId}`,
      headers: bearer(owner.access),
      payload: { description: 'Fresh bread every morning' },
    });
    expect(store.statusCode).toBe(200);
    expect((await row(passId)).pendingChange).toBeNull();
  });

  it('gives parallel stamps one final pass and tags that only grow, round after round', async () => {
    const ROUNDS = 4;
    const PARALLEL = 6;
    const { card, passId, served } = await passOfStampedCard(1 + ROUNDS * PARALLEL);
    let tag = served.pass.version;
    for (let round = 1; round <= ROUNDS; round++) {
      // The stamps race each other, a device fetching the pass, and the sweep refreshing it.
      const [stamps] = await Promise.all([
        Promise.all(
          Array.from({ length: PARALLEL }, () =>
            stamp(app, owner.access, card.id, { qr_code: customer.qrCode }),
          ),
        ),
        app.wallet.current(passId),
        app.wallet.sweep(),
      ]);
      expect(stamps.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(201));
      const now = await settled(passId);
      expect(now.content.progressText).toBe(`${1 + round * PARALLEL} of ${1 + ROUNDS * PARALLEL}`);
      expect(now.pass.version).toBeGreaterThan(tag);
      tag = now.pass.version;
      expect((await row(passId)).pendingChange).toBeNull();
    }
  });

  it('tells the vendors of a change whose refresh died before telling them, through the sweep', async () => {
    const { passId } = await passOfStampedCard();
    // A refresh that recorded the new content (its tag) and died before queuing the vendors' jobs.
    await app.db
      .update(walletPasses)
      .set({ version: sql`nextval('wallet_pass_versions')` })
      .where(eq(walletPasses.id, passId));
    const owed = await row(passId);
    expect(owed.version).toBeGreaterThan(owed.notifiedVersion);
    expect(await app.wallet.sweep()).toBeGreaterThanOrEqual(1);
    await app.jobs.drain();
    const told = await row(passId);
    // The content is what was recorded (no new tag); the vendors were told of it.
    expect(told.version).toBe(owed.version);
    expect(told.notifiedVersion).toBe(told.version);
    expect(await app.wallet.sweep()).toBe(0);
  });
});
