import type { WeekDay } from '../../db/schema';

// Local time in DEMO_TIME_ZONE for the demo data (docs/product.md, "Demo data"): days, offsets
// and minutes of a day.

/** The stores' clock: opening hours and visit times are local times there. */
export const DEMO_TIME_ZONE = 'Europe/Lisbon';
export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;
/** Days of history before today: the data runs from today minus DEMO_DAYS to `now`. */
export const DEMO_DAYS = 365;

/** When the merchant did what, before the data begins. */
const MILESTONES = {
  /** The business signed up a month before the data begins. */
  joinedBeforeData: 30 * DAY_MS,
  /** The admin accepted its request two days later. */
  acceptedAfterJoining: 2 * DAY_MS,
  /** It subscribed an hour after that. */
  subscribedAfterAcceptance: 3_600_000,
} as const;

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: DEMO_TIME_ZONE,
  timeZoneName: 'longOffset',
});
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEMO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Minutes the zone is ahead of UTC at `at` ("GMT+01:00" → 60). */
function zoneOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = name?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** A local calendar day: `utcMidnight` is that date at 00:00 UTC (its arithmetic is exact). */
export interface LocalDay {
  utcMidnight: number;
  weekDay: WeekDay;
  month: number;
  dayOfMonth: number;
  offsetMinutes: number;
}

export function localDay(utcMidnight: number): LocalDay {
  const date = new Date(utcMidnight);
  const weekDays: WeekDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  return {
    utcMidnight,
    weekDay: weekDays[date.getUTCDay()] ?? 'mon',
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
    // Shops are open in daytime: the offset at local noon is the day's.
    offsetMinutes: zoneOffsetMinutes(new Date(utcMidnight + 12 * 3_600_000)),
  };
}

/** The instant of `minutes` after local midnight on `day`. */
export function atLocal(day: LocalDay, minutes: number): Date {
  return new Date(day.utcMidnight + (minutes - day.offsetMinutes) * MINUTE_MS);
}

export function todayUtcMidnight(now: Date): number {
  const [year, month, day] = dateFormat.format(now).split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The demo's clock: its days, and the merchant's milestones before them. */
export interface DemoTimeline {
  /** The data ends here: today's visits stop at this instant. */
  now: Date;
  /** The first day of data, then every day up to today: DEMO_DAYS + 1 of them. */
  days: LocalDay[];
  today: number;
  joined: Date;
  accepted: Date;
  subscribed: Date;
}

export function demoTimeline(now: Date): DemoTimeline {
  const today = todayUtcMidnight(now);
  const firstDay = today - DEMO_DAYS * DAY_MS;
  const days = Array.from({ length: DEMO_DAYS + 1 }, (_, index) =>
    localDay(firstDay + index * DAY_MS),
  );
  const startOfData = atLocal(days[0] ?? localDay(firstDay), 0);
  const joined = new Date(startOfData.getTime() - MILESTONES.joinedBeforeData);
  const accepted = new Date(joined.getTime() + MILESTONES.acceptedAfterJoining);
  const subscribed = new Date(accepted.getTime() + MILESTONES.subscribedAfterAcceptance);
  return { now, days, today, joined, accepted, subscribed };
}

/** The local day `index` days into the data, today when past its end. */
export function dayOfData(timeline: DemoTimeline, index: number): LocalDay {
  return timeline.days[Math.min(index, DEMO_DAYS)] ?? localDay(timeline.today);
}
