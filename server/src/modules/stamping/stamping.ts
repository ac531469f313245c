import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type {
  CustomerCardRow,
  MerchantRow,
  NewInteractionRow,
  RewardCardRow,
  StoreRow,
  UserRow,
} from '../../db/schema';
import { httpError } from '../../http/app-error';
import type { IdempotentCall, KeptAnswer } from '../../services/idempotency/answer-once';
import { createBranchesRepository } from '../../repositories/branches-repository';
import { createCustomerCardsRepository } from '../../repositories/customer-cards-repository';
import { createInteractionsRepository } from '../../repositories/interactions-repository';
import {
  createRewardCardsRepository,
  type RewardCardWithStore,
} from '../../repositories/reward-cards-repository';
import { createUsersRepository } from '../../repositories/users-repository';
import { type CustomerCardRecord } from '../../contract/reward-cards';
import { rewardsReady, toCustomerCardRecord } from '../../services/rewards/card-records';
import { answerOnce } from '../../services/idempotency/answer-once';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import type { CardChangeKind } from '../../infrastructure/live/live-event';
import {
  ALREADY_UNDONE,
  BRANCH_NOT_FOUND,
  CARD_EXPIRED,
  CARD_NOT_ACTIVE,
  CARD_NOT_FOUND,
  cooldownMessage,
  dailyLimitMessage,
  NO_CUSTOMER,
  notEnoughStampsMessage,
  REDEMPTION_ALREADY_UNDONE,
  REDEMPTION_NOT_FOUND,
  REDEMPTION_UNDO_TOO_LATE,
  STAMP_ALREADY_USED,
  STAMP_NOT_FOUND,
  UNDO_TOO_LATE,
} from './messages';
import { assertMayStamp } from './may-stamp';
import type { RedeemBody, RedeemResponse, StampBody, StampResponse, UndoResponse } from './schemas';

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

const undoUntil = (createdAt: Date) => new Date(createdAt.getTime() + UNDO_WINDOW_MS).toISOString();

/** Who does the scanning: the merchant's business and the person signed in for it. */
export interface Cashier {
  merchant: MerchantRow;
  staffUserId: string;
}

/**
 * The history row of a change at the counter (a stamp, a redemption or an undo): the card's
 * merchant, store and program, the cashier, and what the change was.
 */
function counterEvent(
  cashier: Cashier,
  on: { store: StoreRow; card: RewardCardRow; customerCard: CustomerCardRow },
  event: Pick<NewInteractionRow, 'customerId' | 'branchId' | 'kind' | 'count' | 'undoesId'>,
  now: Date,
): NewInteractionRow {
  return {
    merchantId: cashier.merchant.id,
    storeId: on.store.id,
    rewardCardId: on.card.id,
    customerCardId: on.customerCard.id,
    staffUserId: cashier.staffUserId,
    ...event,
    createdAt: now,
  };
}

async function ownCard(db: Database, merchantId: string, id: string): Promise<RewardCardWithStore> {
  const found = await createRewardCardsRepository(db).findOwn(merchantId, id);
  if (!found) throw httpError(404, 'NOT_FOUND', CARD_NOT_FOUND);
  return found;
}

/** The branch a stamp or a redemption names must be one of the card's store (or none). */
async function branchOf(
  db: Database,
  merchantId: string,
  storeId: string,
  branchId: string | undefined,
): Promise<string | null> {
  if (!branchId) return null;
  const branch = await createBranchesRepository(db).findOwn(merchantId, branchId);
  if (!branch || branch.storeId !== storeId) throw httpError(404, 'NOT_FOUND', BRANCH_NOT_FOUND);
  return branch.id;
}

/** Only customers have cards: a merchant's or an admin's code is "no customer" too. */
async function customerByCode(db: Database, qrCode: string): Promise<UserRow> {
  const user = await createUsersRepository(db).findByQrCode(qrCode);
  if (!user || user.roleId !== 'user' || user.status !== 'active') {
    throw httpError(404, 'NOT_FOUND', NO_CUSTOMER);
  }
  return user;
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
    const { card, store } = await ownCard(tx, cashier.merchant.id, cardId);
    await assertMayStamp(tx, store, now);
    const customer = await customerByCode(tx, body.qr_code);
    const branchId = await branchOf(tx, cashier.merchant.id, store.id, body.branch_id);
    if (!card.active) throw httpError(409, 'CONFLICT', CARD_NOT_ACTIVE);
    if (card.validUntil && card.validUntil <= now) throw httpError(409, 'CONFLICT', CARD_EXPIRED);

    // Read before the locks, so they are held for as little as they can be.
    const settings = await merchantSettingsOf(tx, cashier.merchant.id);
    const interactions = createInteractionsRepository(tx);
    // The cooldown and the daily limit count the customer's stamps at the store, across its cards:
    // their lock is on the store and the customer, taken before the card's (always in this order,
    // and redeem and undo take only the card's, so no two calls wait on each other in a circle).
    await interactions.lockStampRules(customer.id, store.id);
    const customerCards = createCustomerCardsRepository(tx);
    const locked = await customerCards.lockOrCreate(card.id, customer.id, now);
    const cooldownMs = settings.stampCooldownMinutes * 60_000;
    if (cooldownMs > 0) {
      const last = await interactions.lastStampAt(customer.id, store.id);
      const ago = last ? now.getTime() - last.getTime() : Infinity;
      if (ago < cooldownMs) {
        throw httpError(
          409,
          'CONFLICT',
          cooldownMessage(customer.firstName, ago, cooldownMs - ago),
        );
      }
    }
    const limit = settings.dailyStampLimitPerCustomer;
    // The merchant's day, in the time zone of their settings, as the dashboard counts it.
    const today = await interactions.stampsToday(customer.id, store.id, now, settings.timeZone);
    if (today + count > limit) {
      throw httpError(
        409,
        'CONFLICT',
        dailyLimitMessage(customer.firstName, limit, Math.max(0, limit - today)),
      );
    }

    const changed = await customerCards.change(locked.id, { stamps: count }, now);
    const interaction = await interactions.insert(
      counterEvent(
        cashier,
        { store, card, customerCard: changed },
        { customerId: customer.id, branchId, kind: 'stamp', count },
        now,
      ),
    );
    const answer: StampResponse = {
      success: true,
      message: `${customer.firstName} got ${count === 1 ? 'a stamp' : `${count} stamps`}.`,
      data: {
        customer: { first_name: customer.firstName },
        customer_card: toCustomerCardRecord({ customerCard: changed, card, store }),
        interaction: {
          id: interaction.id,
          kind: 'stamp',
          count,
          created_at: interaction.createdAt.toISOString(),
          undo_until: undoUntil(interaction.createdAt),
        },
        reward_ready: rewardsReady(changed.stamps, card.stampsRequired) > 0,
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
    const { card, store } = await ownCard(tx, cashier.merchant.id, cardId);
    await assertMayStamp(tx, store, now);
    const customer = await customerByCode(tx, body.qr_code);
    const branchId = await branchOf(tx, cashier.merchant.id, store.id, body.branch_id);
    const customerCards = createCustomerCardsRepository(tx);
    const existing = await customerCards.find(card.id, customer.id);
    const locked = existing && (await customerCards.lockById(existing.id));
    const stamps = locked?.stamps ?? 0;
    if (!locked || stamps < card.stampsRequired) {
      throw httpError(
        409,
        'CONFLICT',
        notEnoughStampsMessage(customer.firstName, card.stampsRequired - stamps),
      );
    }
    const changed = await customerCards.change(
      locked.id,
      { stamps: -card.stampsRequired, redeemed: 1 },
      now,
    );
    const interaction = await createInteractionsRepository(tx).insert(
      counterEvent(
        cashier,
        { store, card, customerCard: changed },
        { customerId: customer.id, branchId, kind: 'redeem', count: card.stampsRequired },
        now,
      ),
    );
    const answer: RedeemResponse = {
      success: true,
      message: `${customer.firstName} got the reward: ${card.rewardDescription}`,
      data: {
        customer: { first_name: customer.firstName },
        customer_card: toCustomerCardRecord({ customerCard: changed, card, store }),
        interaction: {
          id: interaction.id,
          kind: 'redeem',
          created_at: interaction.createdAt.toISOString(),
          undo_until: undoUntil(interaction.createdAt),
        },
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
    const { card, store } = await ownCard(tx, cashier.merchant.id, cardId);
    const interactions = createInteractionsRepository(tx);
    const target = await interactions.findOwn(cashier.merchant.id, card.id, interactionId, kind);
    if (!target) throw httpError(404, 'NOT_FOUND', rules.notFound);
    const customerCards = createCustomerCardsRepository(tx);
    const locked = await customerCards.lockById(target.customerCardId);
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
    const changed = await customerCards.change(locked.id, rules.change(target.count), now);
    await interactions.insert(
      counterEvent(
        cashier,
        { store, card, customerCard: changed },
        {
          customerId: target.customerId,
          branchId: target.branchId,
          kind: 'undo',
          count: target.count,
          undoesId: target.id,
        },
        now,
      ),
    );
    const answer: UndoResponse = {
      success: true,
      message: rules.done,
      data: { customer_card: toCustomerCardRecord({ customerCard: changed, card, store }) },
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
    if (customerId) announce(customerId, answer.body.data.customer_card, kind);
    return answer;
  }

  return {
    /** What the scanner shows after a scan, before stamping. */
    async scan(
      merchant: MerchantRow,
      cardId: string,
      qrCode: string,
    ): Promise<{ customer: UserRow; customerCard: CustomerCardRecord | null }> {
      const { card, store } = await ownCard(app.db, merchant.id, cardId);
      const customer = await customerByCode(app.db, qrCode);
      const customerCard = await createCustomerCardsRepository(app.db).find(card.id, customer.id);
      return {
        customer,
        customerCard: customerCard ? toCustomerCardRecord({ customerCard, card, store }) : null,
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
