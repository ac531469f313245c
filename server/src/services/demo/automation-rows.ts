import type {
  AutomationKind,
  NewAutomationMessageRow,
  NewAutomationRow,
  NewUserRow,
  automationRuns,
  broadcasts,
} from '../../db/schema';
import type { Random } from './random';
import type { Habit } from './customer-habits';
import { type CardKey, CARDS, type StoreKey, STORES } from './demo-business';
import {
  atLocal,
  DAY_MS,
  dayOfData,
  type DemoTimeline,
  type LocalDay,
  MINUTE_MS,
} from './demo-calendar';
import {
  AUTOMATION_PLANS,
  AUTOMATION_TEXTS,
  DELIVERY,
  DEMO_BROADCASTS,
  DEMO_HOLDOUT_PERCENT,
  DEMO_OFFER,
  EFFECT,
  SEND_MINUTE,
  WEEKLY_LIMIT_DAYS,
} from './demo-automations';
import type { DemoPlaces } from './store-rows';
import type { DemoCustomerCard } from './visit-rows';

// The demo's year of automations (docs/product.md, "Demo data"): each store's daily run, day by
// day inside the year of visits, with the product's rules (docs/product.md, "Automations"), the
// one-off messages, and what the delivered ones do to the customers' visits. The lift the
// dashboard shows comes from the visits these messages add, measured like any other.

const STORE_KEYS: readonly StoreKey[] = ['cafe', 'bakery'];
/** Who chose the customer: an automation or a one-off message (exactly one of them). */
type Source =
  | { automationId: string; broadcastId?: undefined }
  | { automationId?: undefined; broadcastId: string };
type EffectKind = keyof typeof EFFECT;

export interface DemoAutomationRows {
  automations: NewAutomationRow[];
  broadcasts: (typeof broadcasts.$inferInsert)[];
  automationMessages: NewAutomationMessageRow[];
  automationRuns: (typeof automationRuns.$inferInsert)[];
}

/** A customer's visits at one store, as the daily run sees them. */
interface StoreHistory {
  /** Distinct visit days (indices into the timeline), in order. */
  days: number[];
  /** The gaps between them, sorted: their median is the customer's rhythm. */
  gaps: number[];
  /** The last visit day a win-back was chosen for (one message per lapse). */
  lapseChosen: number;
  /** The day of the last automated message sent (the weekly limit). */
  lastSent: number;
  /** What a delivered message adds to the day's chance of a visit, up to `boostUntil` included. */
  boost: number;
  boostUntil: number;
}

/** A visit a message brings: the customer comes once to `store` between `from` and `until`. */
interface Comeback {
  userId: string;
  store: StoreKey;
  until: number;
}

export interface AutomationSimulation {
  /** The day's runs of both stores and the one-off messages due, before the day's visits. */
  runDay(dayIndex: number): void;
  /** What messages add to the customer's chance of a visit at `store` on `dayIndex`. */
  boost(userId: string, store: StoreKey, dayIndex: number): number;
  /** The visits messages bring on `dayIndex` (each customer once), taken off the list. */
  comebacksDue(dayIndex: number): Comeback[];
  /** A comeback that found the shop closed: tried again the next day, within its window. */
  postpone(comeback: Comeback, dayIndex: number): void;
  /** Whether the customer's visit at `store` on `dayIndex` has counted already. */
  cameOn(userId: string, store: StoreKey, dayIndex: number): boolean;
  /** A visit that counts (a stamp kept or a redemption) on `dayIndex`. */
  visited(userId: string, store: StoreKey, dayIndex: number): void;
  /** The open offers a stamp at `store` at `at` uses, marked used by `interactionId`. */
  useOffers(userId: string, store: StoreKey, at: Date, interactionId: string): number;
  /** An undone stamp gives its offers back. */
  giveBackOffers(interactionId: string): void;
  rows(): DemoAutomationRows;
}

interface SimulationInputs {
  timeline: DemoTimeline;
  places: DemoPlaces;
  users: readonly NewUserRow[];
  habits: readonly Habit[];
  cards: ReadonlyMap<string, DemoCustomerCard>;
  ownerId: string;
}

const isoDate = (day: LocalDay) => new Date(day.utcMidnight).toISOString().slice(0, 10);

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Lapsed as the win-back sees it: 3 visits or more, and away more than twice their median gap. */
function lapsed(history: StoreHistory, dayIndex: number): boolean {
  const last = history.days[history.days.length - 1];
  if (history.days.length < 3 || last === undefined) return false;
  return dayIndex - last > 2 * median(history.gaps);
}

/** `random` is the automations' own generator: their draws leave the visits' sequence alone. */
export function createAutomationSimulation(
  random: Random,
  { timeline, places, users, habits, cards, ownerId }: SimulationInputs,
): AutomationSimulation {
  const automations: NewAutomationRow[] = [];
  const automationIds = new Map<string, string>();
  // Turned on the morning the data begins, an hour before the first run.
  const enabledAt = atLocal(dayOfData(timeline, 0), SEND_MINUTE - 60);
  for (const store of STORE_KEYS) {
    for (const plan of AUTOMATION_PLANS) {
      const id = random.uuid();
      automationIds.set(`${store}:${plan.kind}`, id);
      automations.push({
        id,
        storeId: places.storeIds[store],
        kind: plan.kind,
        enabled: plan.enabled,
        offerKind: DEMO_OFFER.kind,
        offerStamps: DEMO_OFFER.stamps,
        offerValidDays: DEMO_OFFER.validDays,
        daysBefore: plan.daysBefore,
        idleDays: plan.idleDays,
        holdoutPercent: DEMO_HOLDOUT_PERCENT,
        updatedAt: enabledAt,
      });
    }
  }

  const habitOf = new Map(habits.map((habit) => [habit.userId, habit]));
  // Customers by the month and day of their birthday.
  const birthdays = new Map<string, string[]>();
  for (const user of users) {
    if (!user.birthDate || !user.id) continue;
    const key = user.birthDate.slice(5);
    birthdays.set(key, [...(birthdays.get(key) ?? []), user.id]);
  }
  const storeOfCard = new Map<string, { store: StoreKey; required: number }>(
    (Object.keys(places.cardIds) as CardKey[]).map((key) => [
      places.cardIds[key],
      { store: CARDS[key].store, required: CARDS[key].stamps },
    ]),
  );

  // Per store, by customer: the runs read them every day, without building keys.
  const histories: Record<StoreKey, Map<string, StoreHistory>> = {
    cafe: new Map(),
    bakery: new Map(),
  };
  const historyOf = (userId: string, store: StoreKey) => histories[store].get(userId);
  const messages: NewAutomationMessageRow[] = [];
  const chosen = new Set<string>();
  // The offers sent and not used yet, per store and customer (every stamp looks).
  const openOffers: Record<StoreKey, Map<string, NewAutomationMessageRow[]>> = {
    cafe: new Map(),
    bakery: new Map(),
  };
  const usedBy = new Map<string, NewAutomationMessageRow[]>();
  const comebacks = new Map<number, Comeback[]>();
  const broadcastRows: DemoAutomationRows['broadcasts'] = [];
  const runs: DemoAutomationRows['automationRuns'] = [];
  const pending = new Set<string>();

  /**
   * Chooses `userId` for a message, once per source and period (the product's unique key): the
   * holdout drawn first, then the weekly limit, then the channels; a delivered message acts.
   */
  function choose(
    store: StoreKey,
    source: Source,
    kind: AutomationKind | 'one_off',
    period: string,
    userId: string,
    dayIndex: number,
    content: { subject: string; text: string },
  ): void {
    const key = `${source.broadcastId ?? source.automationId}:${userId}:${period}`;
    if (chosen.has(key)) return;
    chosen.add(key);
    const day = timeline.days[dayIndex];
    if (!day) return;
    const createdAt = atLocal(day, SEND_MINUTE);
    const row: NewAutomationMessageRow = {
      id: random.uuid(),
      storeId: places.storeIds[store],
      userId,
      automationId: source.automationId ?? null,
      broadcastId: source.broadcastId ?? null,
      kind,
      period,
      holdout: random.chance(DEMO_HOLDOUT_PERCENT / 100),
      status: 'held_out',
      createdAt,
    };
    messages.push(row);
    if (row.holdout) return;
    const history = historyOf(userId, store);
    if (kind !== 'one_off' && history && dayIndex - history.lastSent < WEEKLY_LIMIT_DAYS) {
      row.status = 'skipped';
      row.skippedReason = 'weekly_limit';
      return;
    }
    if (kind !== 'one_off' && history) history.lastSent = dayIndex;
    // Sent within the minute the run chose them.
    const sentAt = new Date(createdAt.getTime() + random.int(1, 55) * 1000);
    const emailDelivered = random.chance(DELIVERY.emailDelivered);
    const pushSubscribed = random.chance(DELIVERY.pushSubscribed);
    const pushDelivered = pushSubscribed && !random.chance(DELIVERY.pushGone);
    Object.assign(row, {
      status: 'sent',
      emailStatus: emailDelivered ? 'delivered' : 'failed',
      pushStatus: pushSubscribed ? (pushDelivered ? 'delivered' : 'gone') : 'no_subscription',
      offerKind: DEMO_OFFER.kind,
      offerStamps: DEMO_OFFER.stamps,
      offerValidUntil: new Date(sentAt.getTime() + DEMO_OFFER.validDays * DAY_MS),
      sentAt,
      content,
    } satisfies Partial<NewAutomationMessageRow>);
    openOffers[store].set(userId, [...(openOffers[store].get(userId) ?? []), row]);
    if (!emailDelivered && !pushDelivered) return;
    if (random.chance(DELIVERY.clicked)) {
      const { from, to } = DELIVERY.clickAfterMinutes;
      row.clickedAt = new Date(sentAt.getTime() + random.int(from, to) * MINUTE_MS);
    }
    affect(userId, store, dayIndex, kind === 'expiry_reminder' ? 'one_off' : kind);
  }

  /** What a delivered message does: a gone customer may come back once, a present one more often. */
  function affect(userId: string, store: StoreKey, dayIndex: number, kind: EffectKind) {
    const effect = EFFECT[kind];
    const habit = habitOf.get(userId);
    const gone = !habit || habit.segment === 'once' || dayIndex >= habit.leaveDay;
    if (gone) {
      if (pending.has(`${userId}:${store}`) || !random.chance(effect.comeback)) return;
      // Most come in the first days after the message.
      const day = dayIndex + 1 + Math.floor(Math.pow(random.next(), 2) * effect.comebackDays);
      const comeback = { userId, store, until: dayIndex + effect.comebackDays };
      comebacks.set(day, [...(comebacks.get(day) ?? []), comeback]);
      pending.add(`${userId}:${store}`);
      return;
    }
    const history = historyOf(userId, store);
    if (!history) return;
    history.boost = Math.max(dayIndex < history.boostUntil ? history.boost : 0, effect.boost);
    history.boostUntil = Math.max(history.boostUntil, dayIndex + effect.boostDays);
  }

  function runStore(store: StoreKey, dayIndex: number, day: LocalDay): number {
    const storeName = STORES[store].name;
    const before = messages.length;
    const automationId = (kind: AutomationKind) => automationIds.get(`${store}:${kind}`) ?? '';
    // Win-back: one message per lapse, the lapse named by its last visit's date.
    for (const [userId, history] of histories[store]) {
      if (!lapsed(history, dayIndex)) continue;
      const last = history.days[history.days.length - 1] ?? 0;
      if (history.lapseChosen === last) continue;
      history.lapseChosen = last;
      const lastDay = timeline.days[last];
      if (!lastDay) continue;
      choose(
        store,
        { automationId: automationId('win_back') },
        'win_back',
        isoDate(lastDay),
        userId,
        dayIndex,
        AUTOMATION_TEXTS.win_back(storeName),
      );
    }
    // Birthday: the store's customers whose birthday is 7 days ahead; one gift a year.
    const birthday = new Date(day.utcMidnight + 7 * DAY_MS).toISOString().slice(0, 10);
    for (const userId of birthdays.get(birthday.slice(5)) ?? []) {
      if (!historyOf(userId, store)) continue;
      choose(
        store,
        { automationId: automationId('birthday') },
        'birthday',
        birthday.slice(0, 4),
        userId,
        dayIndex,
        AUTOMATION_TEXTS.birthday(storeName),
      );
    }
    // One stamp away: a card of the store a stamp (or 10 %) from its reward, and no visit at the
    // store for idle days; once per card and stamp count.
    const idleDays = AUTOMATION_PLANS.find((plan) => plan.kind === 'near_reward')?.idleDays ?? 10;
    for (const held of cards.values()) {
      const card = storeOfCard.get(held.rewardCardId);
      if (card?.store !== store) continue;
      const near =
        held.stamps < card.required &&
        held.stamps >= Math.min(card.required - 1, Math.ceil(card.required * 0.9));
      if (!near) continue;
      const last = historyOf(held.userId, store)?.days.at(-1);
      if (last === undefined || dayIndex - last < idleDays) continue;
      choose(
        store,
        { automationId: automationId('near_reward') },
        'near_reward',
        `${held.id}:${held.stamps}`,
        held.userId,
        dayIndex,
        AUTOMATION_TEXTS.near_reward(storeName),
      );
    }
    return messages.length - before;
  }

  function sendBroadcasts(dayIndex: number, day: LocalDay) {
    for (const plan of DEMO_BROADCASTS) {
      if (plan.month !== day.month || plan.dayOfMonth !== day.dayOfMonth) continue;
      const broadcastId = random.uuid();
      const before = messages.length;
      for (const [userId, history] of histories[plan.store]) {
        if (plan.segment === 'lapsed' && !lapsed(history, dayIndex)) continue;
        choose(plan.store, { broadcastId }, 'one_off', isoDate(day), userId, dayIndex, {
          subject: plan.subject,
          text: plan.body,
        });
      }
      const sent = messages.slice(before).filter((row) => row.status === 'sent').length;
      broadcastRows.push({
        id: broadcastId,
        storeId: places.storeIds[plan.store],
        segment: plan.segment,
        subject: plan.subject,
        body: plan.body,
        offerKind: DEMO_OFFER.kind,
        offerStamps: DEMO_OFFER.stamps,
        offerValidDays: DEMO_OFFER.validDays,
        holdoutPercent: DEMO_HOLDOUT_PERCENT,
        recipients: sent,
        sentBy: ownerId,
        createdAt: atLocal(day, SEND_MINUTE),
      });
    }
  }

  return {
    runDay(dayIndex) {
      const day = timeline.days[dayIndex];
      if (!day || atLocal(day, SEND_MINUTE).getTime() >= timeline.now.getTime()) return;
      for (const store of STORE_KEYS) {
        const count = runStore(store, dayIndex, day);
        const startedAt = atLocal(day, SEND_MINUTE);
        runs.push({
          storeId: places.storeIds[store],
          localDate: isoDate(day),
          startedAt,
          finishedAt: new Date(startedAt.getTime() + random.int(400, 2500)),
          chosen: count,
        });
      }
      sendBroadcasts(dayIndex, day);
    },
    boost(userId, store, dayIndex) {
      const history = historyOf(userId, store);
      return history && dayIndex <= history.boostUntil ? history.boost : 0;
    },
    comebacksDue(dayIndex) {
      const due = comebacks.get(dayIndex) ?? [];
      comebacks.delete(dayIndex);
      for (const comeback of due) pending.delete(`${comeback.userId}:${comeback.store}`);
      return due;
    },
    postpone(comeback, dayIndex) {
      if (dayIndex + 1 > comeback.until) return;
      comebacks.set(dayIndex + 1, [...(comebacks.get(dayIndex + 1) ?? []), comeback]);
      pending.add(`${comeback.userId}:${comeback.store}`);
    },
    cameOn(userId, store, dayIndex) {
      return historyOf(userId, store)?.days.at(-1) === dayIndex;
    },
    visited(userId, store, dayIndex) {
      const history = historyOf(userId, store) ?? {
        days: [],
        gaps: [],
        lapseChosen: -1,
        lastSent: -WEEKLY_LIMIT_DAYS,
        boost: 0,
        boostUntil: -1,
      };
      histories[store].set(userId, history);
      const last = history.days[history.days.length - 1];
      if (last === dayIndex) return;
      // The message brought this visit sooner: its boost ends with it.
      history.boostUntil = -1;
      if (last !== undefined) {
        const gap = dayIndex - last;
        const at = history.gaps.findIndex((other) => other > gap);
        history.gaps.splice(at === -1 ? history.gaps.length : at, 0, gap);
      }
      history.days.push(dayIndex);
    },
    useOffers(userId, store, at, interactionId) {
      const open = openOffers[store].get(userId);
      if (!open) return 0;
      const usable = open.filter(
        (row) =>
          !row.offerUsedAt &&
          (row.sentAt?.getTime() ?? Infinity) <= at.getTime() &&
          (row.offerValidUntil?.getTime() ?? 0) > at.getTime(),
      );
      for (const row of usable) {
        row.offerUsedAt = at;
        row.offerInteractionId = interactionId;
      }
      // Offers used or past their date no longer wait.
      openOffers[store].set(
        userId,
        open.filter(
          (row) => !row.offerUsedAt && (row.offerValidUntil?.getTime() ?? 0) > at.getTime(),
        ),
      );
      if (usable.length > 0) usedBy.set(interactionId, usable);
      return usable.reduce((sum, row) => sum + (row.offerStamps ?? 0), 0);
    },
    giveBackOffers(interactionId) {
      for (const row of usedBy.get(interactionId) ?? []) {
        row.offerUsedAt = null;
        row.offerInteractionId = null;
        const store = STORE_KEYS.find((key) => places.storeIds[key] === row.storeId) ?? 'cafe';
        const userId = row.userId ?? '';
        openOffers[store].set(userId, [row, ...(openOffers[store].get(userId) ?? [])]);
      }
      usedBy.delete(interactionId);
    },
    rows: () => ({
      automations,
      broadcasts: broadcastRows,
      automationMessages: messages,
      automationRuns: runs,
    }),
  };
}
