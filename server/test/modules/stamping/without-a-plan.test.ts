import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { subscriptions } from '../../../src/db/schema';
import { build } from '../../helper';
import { bearer, testClock } from '../../accounts';
import { CARD, planId, subscribe } from '../billing/billing';
import { markVerified } from '../stores/stores';
import {
  API,
  createCard,
  customerAccount,
  redeem,
  REWARD_CARDS,
  saveSettings,
  signIn,
  stamp,
  subscribedOwner,
  undo,
  type Customer,
  type Owner,
} from '../reward-cards/cards';

/**
 * docs/product.md, "Without an active plan": a merchant whose plan has ended keeps everything
 * stored and readable, but their cards take no stamps and give no rewards and their stores leave
 * the public listing, until a plan is active again. A hidden store's cards refuse the same way.
 */
const LISTING = `${API}/store-listing/stores`;
const CATEGORIES = `${API}/store-listing/categories`;
const SUBSCRIPTIONS = `${API}/subscriptions`;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const PLAN_ENDED = {
  success: false,
  code: 'PLAN_REQUIRED',
  message:
    'Your plan has ended, so stamps and rewards are paused. Choose a plan on the Billing page to start again.',
};
const STORE_HIDDEN = {
  success: false,
  code: 'CONFLICT',
  message: 'This store is hidden, so its cards take no stamps and give no rewards.',
};

describe('a merchant without an active plan, and a hidden store', () => {
  let app: App;
  const clock = testClock();

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  }, 60_000);
  afterAll(() => app.close());

  interface Scene {
    owner: Owner;
    customer: Customer;
    cardId: string;
    subscriptionId: string;
  }

  /**
   * A verified merchant on a plan with a listed store, a card of 2 stamps and a customer holding
   * 3 of them (a reward ready). Each test makes its own: tests that move the clock end the other
   * merchants' plans and tokens.
   */
  async function scene(): Promise<Scene> {
    const owner = await subscribedOwner(app);
    await markVerified(app, owner);
    await saveSettings(app, owner.access, { stamp_cooldown_minutes: 0 });
    const categories = await app.inject({ url: CATEGORIES });
    const categorized = await app.inject({
      method: 'PUT',
      url: `${API}/stores/${owner.storeId}`,
      headers: bearer(owner.access),
      payload: { category_id: categories.json().data[0].id },
    });
    expect(categorized.statusCode).toBe(200);
    const card = await createCard(app, owner, { stamps_required: 2 });
    const customer = await customerAccount(app);
    for (let i = 0; i < 3; i += 1) {
      const stamped = await stamp(app, owner.access, card.id, { qr_code: customer.qrCode });
      expect(stamped.statusCode).toBe(201);
    }
    const mine = await app.inject({ url: `${SUBSCRIPTIONS}/my`, headers: bearer(owner.access) });
    const [subscription] = mine.json().data as { id: string }[];
    return {
      owner,
      customer,
      cardId: card.id,
      subscriptionId: subscription!.id,
    };
  }

  async function listedIds(): Promise<string[]> {
    const answer = await app.inject({ url: `${LISTING}?page_size=100` });
    expect(answer.statusCode).toBe(200);
    return (answer.json().data.items as { id: string }[]).map((item) => item.id);
  }

  async function storesInCategories(): Promise<number> {
    const answer = await app.inject({ url: CATEGORIES });
    return (answer.json().data as { stores_count: number }[]).reduce(
      (sum, category) => sum + category.stores_count,
      0,
    );
  }

  /** The customer's own card of `cardId`, as their dashboard reads it. */
  async function customerCard(customer: Customer, cardId: string) {
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    expect(mine.statusCode).toBe(200);
    const cards = mine.json().data as {
      reward_card: { id: string };
      stamps: number;
      stamps_waiting: number;
      paused: boolean;
    }[];
    const card = cards.find((one) => one.reward_card.id === cardId);
    // Every stamp held: those on the card and those waiting for the next one (a 2-stamp card).
    return card && { stamps: card.stamps + card.stamps_waiting, paused: card.paused };
  }

  /** What is refused and what stays readable while the plan is off. */
  async function expectPaused({ owner, customer, cardId }: Scene, refusal: object) {
    const stamped = await stamp(app, owner.access, cardId, { qr_code: customer.qrCode });
    expect(stamped.json()).toEqual(refusal);
    const redeemed = await redeem(app, owner.access, cardId, { qr_code: customer.qrCode });
    expect(redeemed.json()).toEqual(refusal);
    // The customer keeps every stamp and still sees the card, marked paused.
    expect(await customerCard(customer, cardId)).toEqual({ stamps: 3, paused: true });
  }

  /** Out of the listing and its public reads; still the owner's to read. */
  async function expectDelisted({ owner }: Scene) {
    expect(await listedIds()).not.toContain(owner.storeId);
    const anonymous = await app.inject({ url: `${API}/stores/${owner.storeId}` });
    expect(anonymous.statusCode).toBe(404);
    const cardsOfStore = await app.inject({ url: `${REWARD_CARDS}?store_id=${owner.storeId}` });
    expect(cardsOfStore.statusCode).toBe(404);
    const asOwner = await app.inject({
      url: `${API}/stores/${owner.storeId}`,
      headers: bearer(owner.access),
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().data.reward_cards).toHaveLength(1);
    const own = await app.inject({ url: `${API}/stores/me`, headers: bearer(owner.access) });
    expect(own.json().data.items.map((store: { id: string }) => store.id)).toEqual([owner.storeId]);
  }

  /** A new subscription brings it all back: stamps, rewards, the listing. */
  async function expectBackAfterSubscribing({ owner, customer, cardId }: Scene) {
    const again = await subscribe(app, owner.access, {
      plan_id: await planId(app),
      card_number: '4242424242424242',
      ...CARD,
    });
    expect(again.statusCode).toBe(201);
    const stamped = await stamp(app, owner.access, cardId, { qr_code: customer.qrCode });
    expect(stamped.statusCode).toBe(201);
    const held = stamped.json().data.customer_card;
    expect(held.stamps + held.stamps_waiting).toBe(4);
    expect(await listedIds()).toContain(owner.storeId);
    const anonymous = await app.inject({ url: `${API}/stores/${owner.storeId}` });
    expect(anonymous.statusCode).toBe(200);
    const redeemed = await redeem(app, owner.access, cardId, { qr_code: customer.qrCode });
    expect(redeemed.statusCode).toBe(200);
    expect(await customerCard(customer, cardId)).toEqual({ stamps: 2, paused: false });
  }

  it('after "Cancel and refund": refuses stamps and rewards, delists the stores, and a new plan brings it all back', async () => {
    const current = await scene();
    expect(await listedIds()).toContain(current.owner.storeId);
    const categoriesBefore = await storesInCategories();

    const refunded = await app.inject({
      method: 'POST',
      url: `${SUBSCRIPTIONS}/${current.subscriptionId}/refund`,
      headers: bearer(current.owner.access),
    });
    expect(refunded.statusCode).toBe(200);

    await expectPaused(current, PLAN_ENDED);
    await expectDelisted(current);
    expect(await storesInCategories()).toBe(categoriesBefore - 1);
    await expectBackAfterSubscribing(current);
    expect(await storesInCategories()).toBe(categoriesBefore);
  });

  it('keeps an accepted merchant past onboarding once their plan ends: home says there is no plan', async () => {
    const current = await scene();
    await app.inject({
      method: 'POST',
      url: `${SUBSCRIPTIONS}/${current.subscriptionId}/refund`,
      headers: bearer(current.owner.access),
    });
    const steps = await app.inject({
      url: `${API}/onboarding/step-status`,
      headers: bearer(current.owner.access),
    });
    expect(steps.json().data).toMatchObject({
      current_step: 4,
      step_details: { step_3: { completed: true } },
    });
    const home = await app.inject({ url: `${API}/home`, headers: bearer(current.owner.access) });
    expect(home.json().data).toMatchObject({ role: 'merchant', subscription: null });
  });

  it('after cancelling at once: the same', async () => {
    const current = await scene();
    // Read once, so the listing keeps an answer with the store in it.
    expect(await listedIds()).toContain(current.owner.storeId);

    const canceled = await app.inject({
      method: 'DELETE',
      url: `${SUBSCRIPTIONS}/${current.subscriptionId}?immediately=true`,
      headers: bearer(current.owner.access),
    });
    expect(canceled.statusCode).toBe(200);

    await expectPaused(current, PLAN_ENDED);
    await expectDelisted(current);
    await expectBackAfterSubscribing(current);
  });

  it('lets a stamp given just before the plan ended be undone, a correction rather than a service', async () => {
    const current = await scene();
    const last = await stamp(app, current.owner.access, current.cardId, {
      qr_code: current.customer.qrCode,
    });
    await app.inject({
      method: 'DELETE',
      url: `${SUBSCRIPTIONS}/${current.subscriptionId}?immediately=true`,
      headers: bearer(current.owner.access),
    });
    const undone = await undo(
      app,
      current.owner.access,
      current.cardId,
      last.json().data.interaction.id,
    );
    expect(undone.statusCode).toBe(200);
    const { stamps, stamps_waiting: waiting } = undone.json().data.customer_card;
    expect(stamps + waiting).toBe(3);
  });

  it('keeps a plan cancelled at the period end until that end, then ends it by the clock alone', async () => {
    const current = await scene();
    const canceled = await app.inject({
      method: 'DELETE',
      url: `${SUBSCRIPTIONS}/${current.subscriptionId}`,
      headers: bearer(current.owner.access),
    });
    expect(canceled.statusCode).toBe(200);
    const periodEnd = Date.parse(canceled.json().data.current_period_end);

    // Still paid for: stamps and the listing go on (and the listing keeps this answer).
    const before = await stamp(app, current.owner.access, current.cardId, {
      qr_code: current.customer.qrCode,
    });
    expect(before.statusCode).toBe(201);
    await undo(app, current.owner.access, current.cardId, before.json().data.interaction.id);
    expect(await listedIds()).toContain(current.owner.storeId);

    // Nothing is written when the period ends: the clock passing it is enough.
    clock.advance(periodEnd - clock.now().getTime() + MINUTE);
    const scene2 = {
      ...current,
      owner: await signIn(app, current.owner),
      customer: await signIn(app, current.customer),
    };
    await expectPaused(scene2, PLAN_ENDED);
    await expectDelisted(scene2);
    await expectBackAfterSubscribing(scene2);
  });

  it('keeps the service on while a payment is past due (the provider is still retrying the card)', async () => {
    const current = await scene();
    await app.db
      .update(subscriptions)
      .set({ status: 'past_due', currentPeriodEnd: new Date(clock.now().getTime() + 20 * DAY) })
      .where(eq(subscriptions.id, current.subscriptionId));
    const stamped = await stamp(app, current.owner.access, current.cardId, {
      qr_code: current.customer.qrCode,
    });
    expect(stamped.statusCode).toBe(201);
    expect(await listedIds()).toContain(current.owner.storeId);
  });

  it("refuses a hidden store's cards, and the customer keeps their stamps", async () => {
    const current = await scene();
    const hidden = await app.inject({
      method: 'DELETE',
      url: `${API}/stores/${current.owner.storeId}`,
      headers: bearer(current.owner.access),
    });
    expect(hidden.statusCode).toBe(200);
    await expectPaused(current, STORE_HIDDEN);
  });
});
