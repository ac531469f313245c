import type { OpeningHours, WeekDay } from '../../db/schema';
import type { Random } from './random';
import { MINUTE_MS, toMinutes } from './demo-calendar';
import type { StoreKey } from './demo-business';

// How each demo customer visits (docs/product.md, "Demo data"): how often, when, where, and
// whether they redeem.

/** How a visit goes once the customer comes: where, what is stamped, what is taken back. */
export const VISIT = {
  /** Chance of the home branch; else the store's other one. */
  homeBranchChance: 0.85,
  /** A day's chance of a visit never goes above this. */
  maxDailyChance: 0.95,
  /** Today's data stops at `now`: no visit starts in the last 10 minutes before it. */
  marginBeforeNowMs: 10 * MINUTE_MS,
  /** On weekdays the cafe stamps the lunch card between these minutes after midnight. */
  lunchMinutes: { from: 11 * 60 + 45, to: 14 * 60 + 30 },
  /** Seconds between a redemption and the stamp that follows it. */
  stampAfterRedeemSeconds: { from: 20, to: 90 },
  /** Chance a purchase earns 2 stamps instead of 1. */
  doubleStampChance: 0.07,
  /** Chance the cashier takes a stamp back (wrong card, or twice), and how soon. */
  undoChance: 0.015,
  undoAfterSeconds: { from: 30, to: 8 * 60 },
} as const;

type Segment = 'once' | 'occasional' | 'regular' | 'loyal';
type Slot = 'morning' | 'lunch' | 'afternoon';

export interface Habit {
  userId: string;
  segment: Segment;
  /** Visits a week at an average time of year. */
  perWeek: number;
  homeStore: StoreKey;
  /** Index into the home store's branches. */
  homeBranch: number;
  /** Chance a visit goes to the other store instead. */
  otherStore: number;
  slot: Slot;
  arrivalDay: number;
  /** The day the customer stops coming (exclusive). */
  leaveDay: number;
  /** Chance to redeem a full card at a visit (some let rewards pile up). */
  redeemRate: number;
}

export function drawHabit(random: Random, userId: string, days: number): Habit {
  const segment = random.weighted<Segment>([
    ['once', 36],
    ['occasional', 32],
    ['regular', 23],
    ['loyal', 9],
  ]);
  const perWeek =
    segment === 'once'
      ? 0
      : segment === 'occasional'
        ? random.between(0.15, 0.45)
        : segment === 'regular'
          ? random.between(0.9, 2.2)
          : random.between(3.5, 5.5);
  // A quarter were customers before the year began; the others arrive through it, a little more
  // often as the months go by (word of mouth).
  const arrivalDay = random.chance(0.25)
    ? random.int(0, 13)
    : Math.floor(days * Math.pow(random.next(), 0.8));
  const leaves = segment !== 'once' && random.chance(0.3);
  const leaveDay = leaves
    ? arrivalDay + 30 + Math.floor(-Math.log(1 - random.next()) * 120)
    : days + 1;
  const homeStore: StoreKey = random.chance(0.62) ? 'cafe' : 'bakery';
  return {
    userId,
    segment,
    perWeek,
    homeStore,
    homeBranch: random.chance(0.6) ? 0 : 1,
    otherStore: random.chance(0.2) ? random.between(0.1, 0.3) : 0,
    slot: random.weighted<Slot>([
      ['morning', 50],
      ['lunch', homeStore === 'cafe' ? 32 : 15],
      ['afternoon', 20],
    ]),
    arrivalDay,
    leaveDay,
    redeemRate: random.chance(0.15) ? 0.3 : 0.9,
  };
}

/** Minutes after midnight a visit in `slot` starts, before the branch's hours are applied. */
export function visitMinute(random: Random, slot: Slot, weekend: boolean): number {
  if (weekend) {
    // Later mornings, a long brunch.
    const [from, to] = random.weighted<readonly [number, number]>([
      [[9 * 60, 12 * 60 + 30], 65],
      [[12 * 60 + 30, 14 * 60 + 30], 20],
      [[15 * 60, 18 * 60], 15],
    ]);
    return random.int(from, to);
  }
  const range: [number, number] =
    slot === 'morning'
      ? random.chance(0.75)
        ? [7 * 60 + 30, 9 * 60 + 45]
        : [9 * 60 + 45, 11 * 60 + 30]
      : slot === 'lunch'
        ? [12 * 60, 14 * 60]
        : [15 * 60, 18 * 60 + 30];
  return random.int(range[0], range[1]);
}

/** `minute` if the branch is open then, else a minute drawn from its open intervals that day. */
export function withinHours(random: Random, hours: OpeningHours, day: WeekDay, minute: number) {
  const intervals = (hours[day] ?? []).map(([from, to]) => [toMinutes(from), toMinutes(to)]);
  if (intervals.length === 0) return undefined;
  // Not in the last 5 minutes: the undo and the stamp after a redemption come a little later.
  if (intervals.some(([from = 0, to = 0]) => minute >= from && minute < to - 5)) return minute;
  const [from = 0, to = 0] = random.pick(intervals);
  return random.int(from, to - 6);
}
