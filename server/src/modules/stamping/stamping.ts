import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type {
  CustomerCardRow,
  InteractionRow,
  MerchantRow,
  NewInteractionRow,
  UserRow,
} from '../../db/schema';
import { fieldError, httpError } from '../../http/app-error';
import type { IdempotentCall, KeptAnswer } from '../../services/idempotency/answer-once';
import { createCustomerCardsRepository } from '../../repositories/customer-cards-repository';
import { createInteractionsRepository } from '../../repositories/interactions-repository';
import { createCardExpiriesRepository } from '../../repositories/card-expiries-repository';
import { createOffersRepository } from '../../repositories/offers-repository';
import { offerAtCounter, stampMessage, type OfferAtCounter } from '../../services/rewards/offers';
import {
  createRewardCardsRepository,
  type CustomerKey,
  type RewardCardWithStore,
} from '../../repositories/reward-cards-repository';
import { toE164 } from '../../services/accounts/phone-numbers';
import { type CustomerCardRecord } from '../../contract/reward-cards';
import { rewardsReady, toCustomerCardRecord } from '../../services/rewards/card-records';
import { answerOnce } from '../../services/idempotency/answer-once';
import {
  merchantSettingsFrom,
  type MerchantSettings,
} from '../../services/stores/merchant-settings';
import type { CardChangeKind } from '../../infrastructure/live/live-event';
import {
  ALREADY_UNDONE,
  BRANCH_NOT_FOUND,
  CARD_EXPIRED,
  CARD_NOT_ACTIVE,
  CARD_NOT_FOUND,
  cooldownMessage,
  dailyLimitMessage,
  notEnoughStampsMessage,
  rewardExpiredMessage,
  phoneNotReadMessage,
  REDEMPTION_ALREADY_UNDONE,
  REDEMPTION_NOT_FOUND,
  REDEMPTION_UNDO_TOO_LATE,
  STAMP_ALREADY_USED,
  STAMP_NOT_FOUND,
  UNDO_TOO_LATE,
} from './messages';
import { assertMayStamp } from './may-stamp';
import type { StoreRole } from '../../services/staff/store-access';
import { customerKeyOf, noCustomerMessage } from './customer-key';
import type {
  CustomerQuery,
  RedeemBody,
  RedeemResponse,
  StampBody,
  StampResponse,
  UndoResponse,
} from './schemas';

/** How long a stamp or a redemption may be taken back (docs/product.md, "Reward cards and stamps"). */
export const UNDO_WINDOW_MS = 10 * 60_000;

/**
 * What undoing each kind of change does and says. Undoing a stamp takes its stamps off the card,
 * unless a redemption has used them since; undoing a redemption (a mis-tap at the counter) puts
 * the stamps it took back and no longer counts the reward.
 */
const UNDOABLE = {
  stamp: {
    notFound: STAMP_NOT_FOUND,
    tooLate: UNDO_TOO_LATE,
    already: ALREADY_UNDONE,
    done: 'The stamp was taken back.',
    change: (count: number) => ({ stamps: -count }),
    live: 'undo',
  },
  redeem: {
    notFound: REDEMPTION_NOT_FOUND,
    tooLate: REDEMPTION_UNDO_TOO_LATE,
    already: REDEMPTION_ALREADY_UNDONE,
    done: 'The redemption was undone: its stamps are back on the card.',
    change: (count: number) => ({ stamps: count, redeemed: -1 }),
    live: 'redeem_undo',
  },
} as const satisfies Record<
  'stamp' | 'redeem',
  {
    notFound: string;
    tooLate: string;
    already: string;
    done: string;
    change: (count: number) => { stamps: number; redeemed?: number };
    live: CardChangeKind;
  }
>;
type Undoable = keyof typeof UNDOABLE;

/**
 * Who does the scanning: the store's merchant (whose plan and settings apply), the account signed
 * in, and the staff member it is at the card's store (null for the owner; docs/product.md, "Staff").
 */
export interface Cashier {
  merchant: MerchantRow;
  staffUserId: string;
  role: StoreRole;
  staff: { id: string; name: string } | null;
}

/** docs/product.md, "Staff": a cashier takes back only what they did. */
export const NOT_YOUR_CHANGE = 'A cashier can only undo their own stamps and redemptions.';

/** Only customers have cards: a merchant's or an admin's code is "no customer" too. */
function customerOf(scanned: UserRow | null, key: CustomerKey): UserRow {
  if (!scanned || scanned.roleId !== 'user' || scanned.status !== 'active') {
    throw httpError(404, 'NOT_FOUND', noCustomerMessage(key));
  }
  return scanned;
}

/** A stamp or a redemption names the customer by the QR token or the short code. */
function changeKeyOf(body: RedeemBody): CustomerKey {
  const key = customerKeyOf(body, ['qr_code', 'code']);
  if ('typedPhone' in key) throw new Error('a change never names a customer by phone');
  return key;
}

/** A refusal that says, in `Retry-After` too, when the same stamp is possible. */
function refusedUntil(message: string, waitMs: number) {
  const error = httpError(409, 'CONFLICT', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  return error;
}

/** A stamp's or a redemption's card, customer, branch and rules, as `atCounter` checked them. */
interface AtCounter extends RewardCardWithStore {
  customer: UserRow;
  branchId: string | null;
  settings: MerchantSettings;
}

/**
 * What a stamp or a redemption checks before it takes a lock, read in one statement (the fewer
 * round trips before the locks, the shorter a customer's stamps wait on each other), and refused
 * in the order the API always answered: the card is not the merchant's (404), its store is
 * hidden (409) or the plan has ended (402), no customer has the code (404), the branch is not
 * one of the card's store (404).
 */
async function atCounter(
  tx: Database,
  cashier: Cashier,
  cardId: string,
  body: RedeemBody,
  now: Date,
): Promise<AtCounter> {
  const key = changeKeyOf(body);
  const found = await createRewardCardsRepository(tx).findAtCounter(cashier.merchant.id, cardId, {
    customer: key,
    branchId: body.branch_id,
    at: now,
  });
  if (!found) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
  assertMayStamp(found.store, found.planInService);
  const customer = customerOf(found.scanned, key);
  if (body.branch_id && !found.branch) throw httpError(404, 'NOT_FOUND', BRANCH_NOT_FOUND);
  return {
    card: found.card,
    store: found.store,
    customer,
    branchId: found.branch?.id ?? null,
    settings: merchantSettingsFrom(found.settings),
  };
}

/**
 * Changes the locked customer's card and writes the history row of the change (a stamp, a
 * redemption or an undo): the card's merchant, store and program, the cashier, and what the
 * change was.
 */
async function applyChange(
  tx: Database,
  cashier: Cashier,
  on: RewardCardWithStore & { customerCardId: string; timeZone: string },
  change: { stamps: number; redeemed?: number },
  event: Pick<
    NewInteractionRow,
    'customerId' | 'branchId' | 'kind' | 'count' | 'bonus' | 'undoesId'
  >,
  now: Date,
): Promise<{ changed: CustomerCardRow; record: CustomerCardRecord; interaction: InteractionRow }> {
  const { card, store } = on;
  const changed = await createCustomerCardsRepository(tx).change(
    on.customerCardId,
    change,
    card.stampsRequired,
    now,
  );
  const interaction = await createInteractionsRepository(tx).insert({
    merchantId: cashier.merchant.id,
    storeId: store.id,
    rewardCardId: card.id,
    customerCardId: changed.id,
    staffUserId: cashier.staffUserId,
    staffId: cashier.staff?.id ?? null,
    staffName: cashier.staff?.name ?? null,
    staffRole: cashier.role === 'owner' ? null : cashier.role,
    ...event,
    createdAt: now,
  });
  return {
    changed,
    record: toCustomerCardRecord({
      customerCard: changed,
      card,
      store,
      timeZone: on.timeZone,
      readAt: now,
    }),
    interaction,
  };
}

/**
 * Takes off the locked card what its store's expiry rules say has expired at `now`, before a stamp
 * or a redemption uses it (docs/product.md, "Expiry": exact at the counter, a minute after
 * midnight too, whether or not the daily sweep has run). No statement when the store has no rules
 * (docs/performance.md, "Statements per stamp").
 */
async function expireAtCounter(
  tx: Database,
  store: RewardCardWithStore['store'],
  locked: CustomerCardRow,
  now: Date,
): Promise<{ card: CustomerCardRow; rewardExpiredAt: Date | null }> {
  if (store.stampExpiryMonths === null && store.rewardExpiryDays === null) {
    return { card: locked, rewardExpiredAt: null };
  }
  const expired = await createCardExpiriesRepository(tx).expire(store.id, now, locked.id);
  if (expired.length === 0) return { card: locked, rewardExpiredAt: null };
  const taken = expired.reduce((sum, expiry) => sum + expiry.stamps, 0);
  const reward = expired.find((expiry) => expiry.kind === 'rewards');
  return {
    card: {
      ...locked,
      stamps: Math.max(0, locked.stamps - taken),
      rewardReadyAt: reward ? null : locked.rewardReadyAt,
    },
    rewardExpiredAt: reward?.expiredAt ?? null,
  };
}

/** The part of an answer that names the stamp or the redemption made, and until when it may be undone. */
function madeNow(interaction: InteractionRow) {
  return {
    id: interaction.id,
    created_at: interaction.createdAt.toISOString(),
    undo_until: new Date(interaction.createdAt.getTime() + UNDO_WINDOW_MS).toISOString(),
  };
}

/**
 * Stamping, redeeming and undoing: each one transaction that locks the customer's card first (a
 * stamp locks the customer at the store before it), so simultaneous scans apply one after the
 * other and none is lost (docs/api.md, "Reward cards and stamps").
 */
export function createStamping(app: FastifyInstance) {
  async function stampOnce(
    tx: Database,
    cashier: Cashier,
    cardId: string,
    body: StampBody,
  ): Promise<{ answer: StampResponse; customerId: string }> {
    const now = app.now();
    const count = body.count ?? 1;
    // Read before the locks, so they are held for as little as they can be.
    const { card, store, customer, branchId, settings } = await atCounter(
      tx,
      cashier,
      cardId,
      body,
      now,
    );
    if (!card.active) throw httpError(409, 'CONFLICT', CARD_NOT_ACTIVE);
    if (card.validUntil && card.validUntil <= now) throw httpError(409, 'CONFLICT', CARD_EXPIRED);

    const interactions = createInteractionsRepository(tx);
    // The cooldown and the daily limit count the customer's stamps at the store, across its cards:
    // their lock is on the store and the customer, taken before the card's (always in this order,
    // and redeem and undo take only the card's, so no two calls wait on each other in a circle).
    await interactions.lockStampRules(customer.id, store.id);
    const { card: locked } = await expireAtCounter(
      tx,
      store,
      await createCustomerCardsRepository(tx).lockOrCreate(card.id, customer.id, now),
      now,
    );
    // The merchant's day, in the time zone of their settings, as the dashboard counts it.
    const {
      lastStampAt,
      stampsToday: today,
      nextDayAt,
    } = await interactions.stampRulesCounts(customer.id, store.id, now, settings.timeZone);
    const cooldownMs = settings.stampCooldownMinutes * 60_000;
    if (cooldownMs > 0) {
      const ago = lastStampAt ? now.getTime() - lastStampAt.getTime() : Infinity;
      if (ago < cooldownMs) {
        const wait = cooldownMs - ago;
        throw refusedUntil(cooldownMessage(customer.firstName, ago, wait), wait);
      }
    }
    const limit = settings.dailyStampLimitPerCustomer;
    if (today + count > limit) {
      const left = Math.max(0, limit - today);
      const message = dailyLimitMessage(
        customer.firstName,
        limit,
        left,
        nextDayAt,
        settings.timeZone,
      );
      // Fewer stamps are possible today: no waiting to say. None: the next day starts at midnight.
      if (left > 0) throw httpError(409, 'CONFLICT', message);
      throw refusedUntil(message, nextDayAt.getTime() - now.getTime());
    }

    // The rules passed: the customer's open offers at the store ride on this stamp, once (locked
    // under the stamp rules' lock; docs/product.md, "Offers at the counter"). Their bonus stamps
    // are in the stamp's count and in `bonus`, which the cooldown and the daily limit leave out.
    const offersRepository = createOffersRepository(tx);
    const openOffers = await offersRepository.lockOpen(customer.id, store.id, now);
    const offers: OfferAtCounter[] = openOffers.map((offer) =>
      offerAtCounter(offer, card.stampsRequired),
    );
    const bonus = offers.reduce((sum, offer) => sum + offer.stamps, 0);
    const total = count + bonus;
    const { changed, record, interaction } = await applyChange(
      tx,
      cashier,
      { card, store, customerCardId: locked.id, timeZone: settings.timeZone },
      { stamps: total },
      { customerId: customer.id, branchId, kind: 'stamp', count: total, bonus },
      now,
    );
    await offersRepository.markUsed(
      openOffers.map((offer) => offer.id),
      interaction.id,
      now,
    );
    const answer: StampResponse = {
      success: true,
      message: stampMessage(customer.firstName, count, offers),
      data: {
        customer: { first_name: customer.firstName },
        customer_card: record,
        interaction: { ...madeNow(interaction), kind: 'stamp', count: total, bonus },
        reward_ready: rewardsReady(changed.stamps, card.stampsRequired) > 0,
        offers,
        staff: cashier.staff,
      },
    };
    return { answer, customerId: customer.id };
  }

  /**
   * Tells the customer's open pages, once the change has committed (docs/api.md, "Live updates").
   * A lost live update never fails the stamp: `publish` logs and resolves.
   */
  function announce(customerId: string, customerCard: CustomerCardRecord, kind: CardChangeKind) {
    void app.liveEvents.publish(customerId, {
      event: 'card',
      data: { customer_card: customerCard, kind },
    });
  }

  /** Takes `stamps_required` stamps off the locked card and counts a reward. */
  async function redeemOnce(
    tx: Database,
    cashier: Cashier,
    cardId: string,
    body: RedeemBody,
  ): Promise<{ answer: RedeemResponse; customerId: string }> {
    const now = app.now();
    const { card, store, customer, branchId, settings } = await atCounter(
      tx,
      cashier,
      cardId,
      body,
      now,
    );
    const held = await createCustomerCardsRepository(tx).lock(card.id, customer.id);
    const expiry = held ? await expireAtCounter(tx, store, held, now) : null;
    const locked = expiry?.card;
    const stamps = locked?.stamps ?? 0;
    if (!locked || stamps < card.stampsRequired) {
      // The refusal rolls the expiry back with the rest; every later read and redemption computes
      // it again, and the daily sweep writes it.
      if (expiry?.rewardExpiredAt) {
        throw httpError(
          409,
          'CONFLICT',
          rewardExpiredMessage(customer.firstName, expiry.rewardExpiredAt, settings.timeZone),
        );
      }
      throw httpError(
        409,
        'CONFLICT',
        notEnoughStampsMessage(customer.firstName, card.stampsRequired - stamps),
      );
    }
    const { record, interaction } = await applyChange(
      tx,
      cashier,
      { card, store, customerCardId: locked.id, timeZone: settings.timeZone },
      { stamps: -card.stampsRequired, redeemed: 1 },
      { customerId: customer.id, branchId, kind: 'redeem', count: card.stampsRequired },
      now,
    );
    const answer: RedeemResponse = {
      success: true,
      message: `${customer.firstName} got the reward: ${card.rewardDescription}`,
      data: {
        customer: { first_name: customer.firstName },
        customer_card: record,
        interaction: { ...madeNow(interaction), kind: 'redeem' },
        staff: cashier.staff,
      },
    };
    return { answer, customerId: customer.id };
  }

  /**
   * Takes a stamp or a redemption (`kind`) back within UNDO_WINDOW_MS of it, once, under the
   * card's lock; an `undo` row points at it (docs/api.md, "Reward cards and stamps").
   */
  async function undoOnce(
    tx: Database,
    cashier: Cashier,
    cardId: string,
    interactionId: string,
    kind: Undoable,
  ): Promise<{ answer: UndoResponse; customerId: string }> {
    const now = app.now();
    const rules = UNDOABLE[kind];
    const interactions = createInteractionsRepository(tx);
    const found = await interactions.findOnOwnCard(
      cashier.merchant.id,
      cardId,
      interactionId,
      kind,
    );
    if (!found) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
    const { card, store, timeZone, interaction: target } = found;
    if (!target) throw httpError(404, 'NOT_FOUND', rules.notFound);
    if (cashier.role === 'cashier' && target.staffId !== cashier.staff?.id) {
      throw httpError(403, 'FORBIDDEN', NOT_YOUR_CHANGE);
    }
    const locked = await createCustomerCardsRepository(tx).lockById(target.customerCardId);
    if (!locked) throw httpError(404, 'NOT_FOUND', rules.notFound);
    if (target.undoneAt) throw httpError(409, 'CONFLICT', rules.already);
    if (now.getTime() - target.createdAt.getTime() > UNDO_WINDOW_MS) {
      throw httpError(409, 'CONFLICT', rules.tooLate);
    }
    // A redemption since may have used a stamp's stamps: taking them back would go below zero.
    if (kind === 'stamp' && locked.stamps < target.count) {
      throw httpError(409, 'CONFLICT', STAMP_ALREADY_USED);
    }
    if (!(await interactions.markUndone(target.id, now))) {
      throw httpError(409, 'CONFLICT', rules.already);
    }
    // The offers the stamp used are the customer's again (its whole count, their bonus included,
    // comes off the card below).
    if (kind === 'stamp' && target.bonus > 0) await createOffersRepository(tx).giveBack(target.id);
    const { record } = await applyChange(
      tx,
      cashier,
      { card, store, customerCardId: locked.id, timeZone },
      rules.change(target.count),
      {
        customerId: target.customerId,
        branchId: target.branchId,
        kind: 'undo',
        count: target.count,
        undoesId: target.id,
      },
      now,
    );
    const answer: UndoResponse = {
      success: true,
      message: rules.done,
      data: { customer_card: record, staff: cashier.staff },
    };
    return { answer, customerId: target.customerId };
  }

  /**
   * Runs one change to a card in its own transaction, once per `Idempotency-Key` (the key, the
   * change and its answer commit together; a refused change keeps no key), then tells the
   * customer's open pages.
   */
  async function changeOnce<Body extends { data: { customer_card: CustomerCardRecord } }>(
    cashier: Cashier,
    call: IdempotentCall | undefined,
    kind: CardChangeKind,
    status: number,
    change: (tx: Database) => Promise<{ answer: Body; customerId: string }>,
  ): Promise<KeptAnswer<Body>> {
    let customerId: string | undefined;
    const answer = await app.db.transaction((tx) =>
      answerOnce(tx, cashier.merchant.id, call, app.now(), async () => {
        const changed = await change(tx);
        customerId = changed.customerId;
        return { status, body: changed.answer };
      }),
    );
    if (customerId) {
      announce(customerId, answer.body.data.customer_card, kind);
      // The card's wallet passes, marked in the transaction by its trigger (never fails a stamp).
      app.wallet.refreshCards([answer.body.data.customer_card.id]);
    }
    return answer;
  }

  return {
    /**
     * What the scanner shows after a scan or a typed code or phone, before stamping: the customer,
     * their card of this program and their cards of the store's other programs.
     */
    async scan(
      merchant: MerchantRow,
      cardId: string,
      query: CustomerQuery,
    ): Promise<{
      customer: UserRow;
      customerCard: CustomerCardRecord | null;
      storeCards: CustomerCardRecord[];
      offers: OfferAtCounter[];
    }> {
      const cards = createRewardCardsRepository(app.db);
      const given = customerKeyOf(query, ['qr_code', 'code', 'phone']);
      let key: CustomerKey;
      if ('typedPhone' in given) {
        // A phone is read the way the card's store's country writes it: its store first.
        const own = await cards.findOwn(merchant.id, cardId);
        if (!own) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
        const phone = toE164(given.typedPhone, own.store.country);
        if (!phone) throw fieldError('phone', phoneNotReadMessage(own.store.country));
        key = { phone };
      } else {
        key = given;
      }
      const now = app.now();
      const found = await cards.findAtCounter(merchant.id, cardId, { customer: key, at: now });
      if (!found) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
      const customer = customerOf(found.scanned, key);
      const [held, open] = await Promise.all([
        createCustomerCardsRepository(app.db).listAtStore(customer.id, found.store.id, now),
        // What the next stamp of this card would add, so the cashier sees it before stamping.
        createOffersRepository(app.db).listOpen(customer.id, found.store.id, now),
      ]);
      const storeCards = held.map((row) => toCustomerCardRecord(row));
      return {
        customer,
        customerCard: storeCards.find((record) => record.reward_card.id === cardId) ?? null,
        storeCards,
        offers: open.map((offer) => offerAtCounter(offer, found.card.stampsRequired)),
      };
    },

    /** Stamps once per `Idempotency-Key` (required: a cashier's retry must never stamp twice). */
    stamp: (cashier: Cashier, cardId: string, body: StampBody, call: IdempotentCall) =>
      changeOnce(cashier, call, 'stamp', 201, (tx) => stampOnce(tx, cashier, cardId, body)),

    /** Takes `stamps_required` stamps off and counts a reward; once per `Idempotency-Key`. */
    redeem: (cashier: Cashier, cardId: string, body: RedeemBody, call?: IdempotentCall) =>
      changeOnce(cashier, call, 'redeem', 200, (tx) => redeemOnce(tx, cashier, cardId, body)),

    /** Takes a stamp or a redemption back within UNDO_WINDOW_MS of it, once. */
    undo: (
      cashier: Cashier,
      cardId: string,
      kind: Undoable,
      interactionId: string,
      call?: IdempotentCall,
    ) =>
      changeOnce(cashier, call, UNDOABLE[kind].live, 200, (tx) =>
        undoOnce(tx, cashier, cardId, interactionId, kind),
      ),
  };
}
