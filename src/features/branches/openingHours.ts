import type { Branch, OpeningHours, OpeningInterval, WeekDay } from '../../api/branches';

/** docs/product.md, "Store pages": the days as the page writes them, Monday first. */
export const DAY_NAMES: Record<WeekDay, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The week of the opening hours, Monday first: DAY_NAMES's keys, which the type makes complete. */
export const WEEK_DAYS = Object.keys(DAY_NAMES) as WeekDay[];

/**
 * An interval's opening and closing times. The server's record always holds both (docs/api.md,
 * "Branches"); its generated type only says "strings", so a missing one reads as empty.
 */
export const timesOf = (interval: OpeningInterval): [open: string, close: string] => [
  interval[0] ?? '',
  interval[1] ?? '',
];

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `Date.getDay()` counts from Sunday; the week of the opening hours starts on Monday. */
const dayOf = (at: Date): WeekDay => WEEK_DAYS[(at.getDay() + 6) % 7] as WeekDay;

export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; reason: 'temporarily-closed' | 'outside-hours' };

/**
 * Whether a branch is open at `at`, read on the visitor's own clock: `at`'s local day and time
 * (docs/product.md, "Store pages": the opening hours are the branch's local times and the chip
 * assumes the visitor is in the branch's time zone). A branch switched to "closed" is closed
 * whatever its hours say.
 */
export function openStateAt(branch: Pick<Branch, 'status' | 'opening_hours'>, at: Date): OpenState {
  if (branch.status === 'closed') return { open: false, reason: 'temporarily-closed' };
  const now = at.getHours() * 60 + at.getMinutes();
  const interval = (branch.opening_hours[dayOf(at)] ?? [])
    .map(timesOf)
    .find(([open, close]) => minutesOf(open) <= now && now < minutesOf(close));
  return interval
    ? { open: true, closesAt: interval[1] }
    : { open: false, reason: 'outside-hours' };
}

/** One day's hours as the page writes them: "08:00–12:00, 14:00–18:00", or "Closed". */
export function formatDay(intervals: readonly OpeningInterval[] | undefined): string {
  if (!intervals?.length) return 'Closed';
  return intervals.map((interval) => timesOf(interval).join('–')).join(', ');
}

/**
 * What is wrong with each day's hours, by day, in the server's rules (docs/api.md, "Branches"):
 * every time `HH:MM`, each interval opening before it closes, no two intervals overlapping.
 */
export function openingHoursProblems(hours: OpeningHours): Partial<Record<WeekDay, string>> {
  const problems: Partial<Record<WeekDay, string>> = {};
  for (const day of WEEK_DAYS) {
    const problem = dayProblem(hours[day] ?? []);
    if (problem) problems[day] = problem;
  }
  return problems;
}

function dayProblem(day: readonly OpeningInterval[]): string | undefined {
  const intervals = day.map(timesOf);
  if (intervals.some(([open, close]) => !HH_MM.test(open) || !HH_MM.test(close))) {
    return 'Enter every time as HH:MM.';
  }
  if (intervals.some(([open, close]) => minutesOf(open) >= minutesOf(close))) {
    return 'Each opening time must come before its closing time.';
  }
  const sorted = [...intervals].sort(([a], [b]) => minutesOf(a) - minutesOf(b));
  const overlaps = sorted.some(
    (interval, index) => index > 0 && minutesOf(interval[0]) < minutesOf(sorted[index - 1]![1]),
  );
  return overlaps ? 'Two intervals of this day overlap.' : undefined;
}

/** Monday's hours on Tuesday to Friday; the weekend keeps its own. */
export function copyMondayToWeekdays(hours: OpeningHours): OpeningHours {
  const monday = hours.mon ?? [];
  const copy = () => monday.map(timesOf);
  return { ...hours, tue: copy(), wed: copy(), thu: copy(), fri: copy() };
}

/** The hours as the server stores them: days sorted by opening time, closed days left out. */
export function normalizeOpeningHours(hours: OpeningHours): OpeningHours {
  const result: OpeningHours = {};
  for (const day of WEEK_DAYS) {
    const intervals = hours[day];
    if (intervals?.length) {
      result[day] = intervals.map(timesOf).sort(([a], [b]) => minutesOf(a) - minutesOf(b));
    }
  }
  return result;
}

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The interval "Add hours" proposes: a working day, or the hours after the day's last interval. */
export function nextInterval(intervals: readonly OpeningInterval[]): OpeningInterval {
  const lastClose = intervals.at(-1)?.[1];
  if (!lastClose || !HH_MM.test(lastClose)) return ['09:00', '17:00'];
  const start = Math.min(minutesOf(lastClose) + 60, 22 * 60);
  return [timeOf(start), timeOf(Math.min(start + 4 * 60, 23 * 60 + 59))];
}
