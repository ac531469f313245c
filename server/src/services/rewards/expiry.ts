// When a card's stamps and its ready reward expire under its store's rules (docs/product.md,
// "Expiry"). Stamps expire at the end of the local day, in the store's time zone, M calendar months
// after the card's last visit; ready rewards at the end of the local day N days after the card
// reached one. The counter and the daily sweep take them off in SQL (repositories/
// card-expiries-repository.ts); this file computes the same moments for what the customer reads,
// so a card read after the moment shows them gone even before the sweep has run.

/** A store's expiry rules, with the time zone its days are counted in (its merchant's). */
export interface ExpiryRules {
  /** Null: stamps never expire (the default). */
  stampExpiryMonths: number | null;
  /** Null: ready rewards never expire (the default). */
  rewardExpiryDays: number | null;
  /** IANA name the merchant's settings accepted. */
  timeZone: string;
}

/** What of a card the rules read. */
export interface CardForExpiry {
  stamps: number;
  lastActivityAt: Date | null;
  rewardReadyAt: Date | null;
}

interface LocalDate {
  year: number;
  month: number; // 1..12
  day: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: making one costs far more than using it. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `at` in `timeZone`, as if it were UTC (milliseconds). */
function wallClock(at: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The calendar date `at` falls on in `timeZone`. */
export function localDateOf(at: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClock(at, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/**
 * The instant a local calendar day starts in `timeZone`: its midnight, or the first moment after it
 * when a daylight-saving change skips midnight (as PostgreSQL's `timestamp at time zone` reads it).
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  // The offset at a guess, then at the corrected guess: two steps settle every zone's change.
  let guess = wall - (wallClock(new Date(wall), timeZone) - wall);
  guess = wall - (wallClock(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

/**
 * `date` plus calendar months, the day kept or clamped to the month's last (31 January + 1 month:
 * 28 February).
 */
function addMonths(date: LocalDate, months: number): LocalDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(date.day, lastDay) };
}

function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The moment stamps or a reward are gone: the start of the day after their last valid day, in the
 * store's time zone. `card_expiries.expired_at` holds this instant.
 */
export interface ExpiryMoment {
  /** The first instant they are gone. */
  goneAt: Date;
  /** Their last valid day at the store (YYYY-MM-DD). */
  lastDay: LocalDate;
}

function momentAfter(lastDay: LocalDate, timeZone: string): ExpiryMoment {
  return { goneAt: startOfLocalDay(addDays(lastDay, 1), timeZone), lastDay };
}

/** The stamps of a card that make ready rewards, and the rest (the progress toward the next). */
export function splitStamps(stamps: number, stampsRequired: number) {
  const ready = Math.floor(stamps / stampsRequired) * stampsRequired;
  return { readyStamps: ready, progressStamps: stamps - ready };
}

/**
 * When the card's progress stamps and its ready rewards expire; null for what does not (no rule,
 * nothing to expire, no visit yet). Stamps that make a ready reward follow the reward's rule, not
 * the stamps' (docs/product.md, "Expiry").
 */
export function cardExpiry(
  card: CardForExpiry,
  stampsRequired: number,
  rules: ExpiryRules,
): { stamps: ExpiryMoment | null; reward: ExpiryMoment | null } {
  const { readyStamps, progressStamps } = splitStamps(card.stamps, stampsRequired);
  const stamps =
    rules.stampExpiryMonths !== null && card.lastActivityAt && progressStamps > 0
      ? momentAfter(
          addMonths(localDateOf(card.lastActivityAt, rules.timeZone), rules.stampExpiryMonths),
          rules.timeZone,
        )
      : null;
  const reward =
    rules.rewardExpiryDays !== null && card.rewardReadyAt && readyStamps > 0
      ? momentAfter(
          addDays(localDateOf(card.rewardReadyAt, rules.timeZone), rules.rewardExpiryDays),
          rules.timeZone,
        )
      : null;
  return { stamps, reward };
}

/**
 * The card as it stands at `now`: its stamps once what has expired is taken off, and whether a
 * ready reward is still there. The sweep writes the same; reading does not wait for it.
 */
export function cardAt(
  card: CardForExpiry,
  stampsRequired: number,
  rules: ExpiryRules,
  now: Date,
): { stamps: number; rewardReadyAt: Date | null; expiry: ReturnType<typeof cardExpiry> } {
  const expiry = cardExpiry(card, stampsRequired, rules);
  const { readyStamps, progressStamps } = splitStamps(card.stamps, stampsRequired);
  const rewardGone = expiry.reward !== null && expiry.reward.goneAt <= now;
  const stampsGone = expiry.stamps !== null && expiry.stamps.goneAt <= now;
  return {
    stamps: (rewardGone ? 0 : readyStamps) + (stampsGone ? 0 : progressStamps),
    rewardReadyAt: rewardGone ? null : card.rewardReadyAt,
    expiry: {
      stamps: stampsGone ? null : expiry.stamps,
      reward: rewardGone ? null : expiry.reward,
    },
  };
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * The last moment of the last valid day, written with the store's UTC offset
 * ("2027-03-12T23:59:59.999+01:00"): its date part is the store's own date, whatever zone reads it.
 */
export function lastMomentIso(moment: ExpiryMoment, timeZone: string): string {
  const last = new Date(moment.goneAt.getTime() - 1);
  const offsetMinutes = Math.round((wallClock(last, timeZone) - last.getTime()) / 60_000);
  // The wall clock has whole seconds: the last millisecond is added back by hand.
  const wall = new Date(wallClock(last, timeZone));
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const { year, month, day } = moment.lastDay;
  const time = `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}.999`;
  return `${year}-${twoDigits(month)}-${twoDigits(day)}T${time}${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}
