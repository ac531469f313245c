import { bearer } from '../../accounts';
import {
  REWARD_CARDS,
  saveSettings,
  stamp,
  subscribedOwner,
  type Owner,
} from '../reward-cards/cards';
import {
  googleIds,
  saveLink,
  serialOf,
  stampedCard,
  withGoogleWallet,
  type GoogleWalletWorld,
} from './google-wallet';

/** Long enough for two retries (1 s, then 2 s, with pg-boss's jitter) on a busy machine. */
const RETRIES_DRAIN_MS = 30_000;

describe('Google Wallet objects and classes follow the card', () => {
  const world = withGoogleWallet();

  /**
   * A card of `stamps` stamps whose pass the customer has saved to Google Wallet, with Google's
   * copies and the server's record of them in step (as after the first update).
   */
  async function savedPass(stamps: number, owner?: Owner) {
    const { app, standIn } = world;
    const { rewardCardId, customerCardId } = await stampedCard(world, stamps, owner);
    const link = await saveLink(world, customerCardId);
    // The link's own update finds nothing at Google yet; then the customer taps "Save".
    await app.jobs.drain();
    await standIn.save(link);
    const serial = await serialOf(app, customerCardId);
    await app.jobs.send('wallet.google', { passId: serial });
    await app.jobs.drain();
    return { rewardCardId, customerCardId, serial, ...googleIds(rewardCardId, serial) };
  }

  function stampAgain(rewardCardId: string, owner: Owner = world.owner) {
    return stamp(world.app, owner.access, rewardCardId, { qr_code: world.customer.qrCode });
  }

  const objectOf = (w: GoogleWalletWorld, id: string) => w.standIn.store.loyaltyObject.get(id);

  /**
   * Waits for every refresh a change asked for: a stamp queues its pass's refresh after answering
   * (on PostgreSQL, maybe after this test reads on), and a rename none at all. The sweep queues the
   * marked passes at once, as the minute's sweep would: one job per change between them.
   */
  async function refreshed(drainMs?: number): Promise<void> {
    await world.app.wallet.sweep();
    await world.app.jobs.drain(drainMs);
  }

  it('patches the object once after a stamp, and not again for the same content', async () => {
    const { app, standIn } = world;
    const pass = await savedPass(6);
    expect(objectOf(world, pass.objectId)).toMatchObject({
      loyaltyPoints: { balance: { string: '6 of 8' } },
    });
    const before = standIn.patches('loyaltyObject', pass.objectId).length;

    expect((await stampAgain(pass.rewardCardId)).statusCode).toBe(201);
    await refreshed();
    expect(objectOf(world, pass.objectId)).toMatchObject({
      state: 'ACTIVE',
      loyaltyPoints: { label: 'Stamps', balance: { string: '7 of 8' } },
    });
    expect(standIn.patches('loyaltyObject', pass.objectId)).toHaveLength(before + 1);

    // Another update of the same content (a retried job, another process's) sends nothing.
    const requests = standIn.requests.length;
    await app.jobs.send('wallet.google', { passId: pass.serial });
    expect(await app.wallet.current(pass.serial)).toBeDefined();
    await app.jobs.drain();
    expect(standIn.requests.slice(requests)).toEqual([]);
  });

  it('patches the class, not the objects, when the card’s title changes', async () => {
    const { app, standIn, owner } = world;
    const pass = await savedPass(2);
    const objectPatches = standIn.patches('loyaltyObject', pass.objectId).length;
    const classPatches = standIn.patches('loyaltyClass', pass.classId).length;

    const renamed = await app.inject({
      method: 'PUT',
      url: `${REWARD_CARDS}/${pass.rewardCardId}`,
      headers: bearer(owner.access),
      payload: { title: 'Tea card' },
    });
    expect(renamed.statusCode).toBe(200);
    await refreshed();
    expect(standIn.store.loyaltyClass.get(pass.classId)).toMatchObject({ programName: 'Tea card' });
    expect(standIn.patches('loyaltyClass', pass.classId)).toHaveLength(classPatches + 1);
    expect(standIn.patches('loyaltyObject', pass.objectId)).toHaveLength(objectPatches);
  });

  it('makes the object inactive when the card is archived', async () => {
    const { app, owner } = world;
    const pass = await savedPass(3);
    const archived = await app.inject({
      method: 'DELETE',
      url: `${REWARD_CARDS}/${pass.rewardCardId}`,
      headers: bearer(owner.access),
    });
    expect(archived.statusCode).toBe(200);
    await refreshed();
    expect(objectOf(world, pass.objectId)).toMatchObject({ state: 'INACTIVE' });
  });

  it('makes the object inactive when the store is hidden', async () => {
    const { app } = world;
    // A store of its own: the other tests keep stamping at the world's.
    const owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, { stamp_cooldown_minutes: 0 });
    const pass = await savedPass(3, owner);
    const hidden = await app.inject({
      method: 'DELETE',
      url: `/api/merchant/stores/${owner.storeId}`,
      headers: bearer(owner.access),
    });
    expect(hidden.statusCode).toBe(200);
    await refreshed();
    expect(objectOf(world, pass.objectId)).toMatchObject({ state: 'INACTIVE' });
  });

  it('tries again when Google fails, and updates the object in the end', async () => {
    const { standIn } = world;
    const pass = await savedPass(1);
    const since = standIn.requests.length;

    standIn.failNext(2, 503);
    expect((await stampAgain(pass.rewardCardId)).statusCode).toBe(201);
    await refreshed(RETRIES_DRAIN_MS);
    expect(objectOf(world, pass.objectId)).toMatchObject({
      loyaltyPoints: { balance: { string: '2 of 8' } },
    });
    const tries = standIn.requests
      .slice(since)
      .filter((request) => request.id === pass.objectId && request.method === 'PATCH');
    expect(tries.map((request) => request.status)).toEqual([503, 503, 200]);
    // Each try after a wait of the job queue's, not at once.
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(500);
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it('takes a new access token when Google no longer accepts the cached one', async () => {
    const { standIn } = world;
    const pass = await savedPass(1);
    const tokens = standIn.tokensGiven();
    standIn.revokeTokens();

    expect((await stampAgain(pass.rewardCardId)).statusCode).toBe(201);
    await refreshed();
    expect(objectOf(world, pass.objectId)).toMatchObject({
      loyaltyPoints: { balance: { string: '2 of 8' } },
    });
    expect(standIn.tokensGiven()).toBe(tokens + 1);
  });

  it('sends nothing more for a pass its customer has not saved, and does not retry', async () => {
    const { app, standIn } = world;
    const { rewardCardId, customerCardId } = await stampedCard(world, 1);
    await saveLink(world, customerCardId);
    const { objectId } = googleIds(rewardCardId, await serialOf(app, customerCardId));
    await app.jobs.drain();

    expect((await stampAgain(rewardCardId)).statusCode).toBe(201);
    await refreshed();
    const asked = standIn.requests.filter((request) => request.id === objectId);
    // One PATCH for the link's version, one for the stamp's: each answered 404, none retried.
    expect(asked.map((request) => [request.method, request.status])).toEqual([
      ['PATCH', 404],
      ['PATCH', 404],
    ]);
    expect(standIn.store.loyaltyObject.has(objectId)).toBe(false);
  });
});
