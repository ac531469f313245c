import type { NewInteractionRow } from '../../db/schema';
import type { Random } from './random';
import { type Habit, VISIT, visitMinute, withinHours } from './customer-habits';
import { type CardKey, CARDS, dayFactor, type StoreKey, STORES } from './demo-business';
import { atLocal, type DemoTimeline, type LocalDay, MINUTE_MS } from './demo-calendar';
import type { DemoPlaces } from './store-rows';
import type { AutomationSimulation } from './automation-rows';

// The demo's year of visits (docs/product.md, "Demo data"): day by day, each customer's chance of
// a visit, and at each visit a redemption when the card is full, a stamp, now and then an undo.
// Each day begins with the stores' automations (automation-rows.ts): their messages raise the
// chance of the visits that follow, and a stamp uses the offers waiting for it.

export interface DemoCustomerCard {
  id: string;
  rewardCardId: string;
  userId: string;
  stamps: number;
  rewardsRedeemed: number;
  lastActivityAt: Date | null;
  createdAt: Date;
}

type InteractionFields = Pick<NewInteractionRow, 'kind' | 'count' | 'createdAt' | 'undoesId'>;

/** The customer cards and the interactions with them, as the visits write them. */
export interface InteractionLedger {
  cards: Map<string, DemoCustomerCard>;
  interactions: NewInteractionRow[];
  /** The customer's card, opened at `at` on their first stamp. */
  cardOf(rewardCardId: string, userId: string, at: Date): DemoCustomerCard;
  /** Writes an interaction with `held` at a branch, stamped by the merchant's owner. */
  record(held: DemoCustomerCard, at: Place, fields: InteractionFields): NewInteractionRow;
}

interface Place {
  storeId: string;
  branchId: string;
}

export function createInteractionLedger(
  random: Random,
  merchantId: string,
  staffUserId: string,
): InteractionLedger {
  const cards = new Map<string, DemoCustomerCard>();
  const interactions: NewInteractionRow[] = [];
  return {
    cards,
    interactions,
    cardOf(rewardCardId, userId, at) {
      const key = `${rewardCardId}:${userId}`;
      const held = cards.get(key) ?? {
        id: random.uuid(),
        rewardCardId,
        userId,
        stamps: 0,
        rewardsRedeemed: 0,
        lastActivityAt: null,
        createdAt: at,
      };
      cards.set(key, held);
      return held;
    },
    record(held, place, fields) {
      const row: NewInteractionRow = {
        id: random.uuid(),
        merchantId,
        storeId: place.storeId,
        rewardCardId: held.rewardCardId,
        customerCardId: held.id,
        customerId: held.userId,
        staffUserId,
        branchId: place.branchId,
        // Set on every row: the batch insert writes a column's null where a row lacks it.
        bonus: 0,
        ...fields,
      };
      interactions.push(row);
      held.lastActivityAt = fields.createdAt ?? null;
      return row;
    },
  };
}

/** Every customer's visits, day by day over the timeline, each day after the automations' run. */
export function drawYearOfVisits(
  random: Random,
  timeline: DemoTimeline,
  habits: readonly Habit[],
  places: DemoPlaces,
  ledger: InteractionLedger,
  automations: AutomationSimulation,
): void {
  const habitOf = new Map(habits.map((habit) => [habit.userId, habit]));
  timeline.days.forEach((day, dayIndex) => {
    automations.runDay(dayIndex);
    const season = dayFactor(day);
    const record = (habit: Habit, visit: Visit) => {
      if (!recordVisit(random, ledger, places, habit, visit, automations)) return;
      automations.visited(habit.userId, visit.store, dayIndex);
    };
    if (season > 0) {
      for (const habit of habits) {
        const visit = drawVisit(
          random,
          timeline.now,
          habit,
          { day, dayIndex, season },
          automations,
        );
        if (visit) record(habit, visit);
      }
    }
    // The customers a message brings back today, unless they came anyway; a closed day waits.
    for (const comeback of automations.comebacksDue(dayIndex)) {
      const habit = habitOf.get(comeback.userId);
      if (!habit || automations.cameOn(comeback.userId, comeback.store, dayIndex)) continue;
      const visit =
        season > 0 ? placeVisit(random, timeline.now, habit, comeback.store, day) : undefined;
      if (visit) record(habit, visit);
      else automations.postpone(comeback, dayIndex);
    }
  });
}

interface Visit {
  store: StoreKey;
  branchIndex: number;
  card: CardKey;
  /** The instant, in milliseconds. */
  at: number;
}

/**
 * Whether `habit`'s customer comes on `day`, and where and when; none after `now`. A message
 * delivered to them may have raised their chance at a store (`automations.boost`).
 */
function drawVisit(
  random: Random,
  now: Date,
  habit: Habit,
  { day, dayIndex, season }: { day: LocalDay; dayIndex: number; season: number },
  automations: Pick<AutomationSimulation, 'boost'>,
): Visit | undefined {
  if (dayIndex < habit.arrivalDay || dayIndex >= habit.leaveDay) return undefined;
  const firstVisit = dayIndex === habit.arrivalDay;
  if (habit.segment === 'once' && !firstVisit) return undefined;
  const store = drawStore(random, habit);
  if (!firstVisit) {
    const chance =
      (habit.perWeek / 7) * (STORES[store].weekFactor[day.weekDay] ?? 1) * season +
      automations.boost(habit.userId, store, dayIndex);
    if (!random.chance(Math.min(chance, VISIT.maxDailyChance))) return undefined;
  }
  return placeVisit(random, now, habit, store, day);
}

/** Where (branch) and when a visit to `store` on `day` is; none when closed or after `now`. */
function placeVisit(
  random: Random,
  now: Date,
  habit: Habit,
  store: StoreKey,
  day: LocalDay,
): Visit | undefined {
  const branchIndex = drawOpenBranch(random, habit, store, day);
  const branch = STORES[store].branches[branchIndex];
  if (!branch) return undefined;
  const weekend = day.weekDay === 'sat' || day.weekDay === 'sun';
  const preferred = visitMinute(random, habit.slot, weekend);
  const minute = withinHours(random, branch.hours, day.weekDay, preferred);
  if (minute === undefined) return undefined;
  const at = atLocal(day, minute).getTime() + random.int(0, 59) * 1000;
  if (at + VISIT.marginBeforeNowMs > now.getTime()) return undefined;
  return { store, branchIndex, card: cardStamped(store, minute, weekend), at };
}

/** The customer's home store, or now and then the other one. */
function drawStore(random: Random, habit: Habit): StoreKey {
  if (habit.otherStore > 0 && random.chance(habit.otherStore)) {
    return habit.homeStore === 'cafe' ? 'bakery' : 'cafe';
  }
  return habit.homeStore;
}

/** The home branch, or the other one for a change or when the home one is closed that day. */
function drawOpenBranch(random: Random, habit: Habit, store: StoreKey, day: LocalDay): number {
  const branchIndex = random.chance(VISIT.homeBranchChance)
    ? habit.homeBranch
    : 1 - habit.homeBranch;
  const open = STORES[store].branches[branchIndex]?.hours[day.weekDay]?.length;
  return open ? branchIndex : 1 - branchIndex;
}

/** The bakery stamps pastries; the cafe stamps lunches at weekday lunchtime, else coffees. */
function cardStamped(store: StoreKey, minute: number, weekend: boolean): CardKey {
  if (store === 'bakery') return 'pastry';
  const lunchtime = minute >= VISIT.lunchMinutes.from && minute <= VISIT.lunchMinutes.to;
  return !weekend && lunchtime ? 'lunch' : 'coffee';
}

/**
 * A full card is redeemed first (usually), then the purchase is stamped (with the offers waiting
 * at the store as its bonus), now and then undone (which gives the offers back). Answers whether
 * the visit counts: a stamp kept or a redemption.
 */
function recordVisit(
  random: Random,
  ledger: InteractionLedger,
  places: DemoPlaces,
  habit: Habit,
  visit: Visit,
  automations: AutomationSimulation,
): boolean {
  const branchId = places.branchIds[visit.store][visit.branchIndex];
  if (!branchId) return false;
  const place = { storeId: places.storeIds[visit.store], branchId };
  const required = CARDS[visit.card].stamps;
  const held = ledger.cardOf(places.cardIds[visit.card], habit.userId, new Date(visit.at));
  let at = visit.at;
  let redeemed = false;
  if (held.stamps >= required && random.chance(habit.redeemRate)) {
    redeemed = true;
    ledger.record(held, place, { kind: 'redeem', count: required, createdAt: new Date(at) });
    held.stamps -= required;
    held.rewardsRedeemed += 1;
    const { from, to } = VISIT.stampAfterRedeemSeconds;
    at += random.int(from, to) * 1000;
  }
  const bought = random.chance(VISIT.doubleStampChance) ? 2 : 1;
  const stamp = ledger.record(held, place, {
    kind: 'stamp',
    count: bought,
    createdAt: new Date(at),
  });
  const bonus = automations.useOffers(habit.userId, visit.store, new Date(at), stamp.id ?? '');
  const count = bought + bonus;
  stamp.count = count;
  stamp.bonus = bonus;
  held.stamps += count;
  if (random.chance(VISIT.undoChance)) {
    const { from, to } = VISIT.undoAfterSeconds;
    const undoneAt = new Date(at + random.int(from, to) * 1000);
    stamp.undoneAt = undoneAt;
    ledger.record(held, place, { kind: 'undo', count, createdAt: undoneAt, undoesId: stamp.id });
    held.stamps -= count;
    automations.giveBackOffers(stamp.id ?? '');
    return redeemed;
  }
  return true;
}

/**
 * The customer the seed prints, and the guides show, always has a reward ready (docs/product.md,
 * "Demo data"): where the year's draws left none of the first loyal customer's cards full, the one
 * nearest to full gets the stamps it lacks from one visit an hour ago (a cashier's "count" stamp).
 * Answers that customer's user id.
 */
export function topUpSampleCustomer(
  ledger: InteractionLedger,
  habits: readonly Habit[],
  places: DemoPlaces,
  now: Date,
): string | undefined {
  const sample = habits.find((habit) => habit.segment === 'loyal');
  const cardKeyOf = (held: DemoCustomerCard): CardKey =>
    (Object.keys(places.cardIds) as CardKey[]).find(
      (key) => places.cardIds[key] === held.rewardCardId,
    ) ?? 'coffee';
  const fullness = (held: DemoCustomerCard) => held.stamps / CARDS[cardKeyOf(held)].stamps;
  const nearest = [...ledger.cards.values()]
    .filter((held) => held.userId === sample?.userId)
    .sort((a, b) => fullness(b) - fullness(a))[0];
  if (!nearest || fullness(nearest) >= 1) return sample?.userId;
  const card = CARDS[cardKeyOf(nearest)];
  const branchId = places.branchIds[card.store][0];
  if (!branchId) return sample?.userId;
  const missing = card.stamps - nearest.stamps;
  const lastActivity = nearest.lastActivityAt?.getTime() ?? 0;
  ledger.record(
    nearest,
    { storeId: places.storeIds[card.store], branchId },
    {
      kind: 'stamp',
      count: missing,
      createdAt: new Date(Math.max(now.getTime() - 60 * MINUTE_MS, lastActivity + 60_000)),
    },
  );
  nearest.stamps += missing;
  return sample?.userId;
}
