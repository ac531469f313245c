import type { AutomationKind, Segment } from '../../db/schema';
import type { StoreKey } from './demo-business';

// The demo merchant's automations and one-off messages (docs/product.md, "Demo data"): what each
// store turned on, what the messages said, how they reached the customers, and how much they
// move them: the lift the dashboard measures is made by these numbers, never written into it.

/** Each store's automations, turned on at the start of the data with the product's defaults. */
export const AUTOMATION_PLANS: readonly {
  kind: AutomationKind;
  enabled: boolean;
  daysBefore: number;
  idleDays: number;
}[] = [
  { kind: 'win_back', enabled: true, daysBefore: 7, idleDays: 14 },
  { kind: 'birthday', enabled: true, daysBefore: 7, idleDays: 14 },
  { kind: 'near_reward', enabled: true, daysBefore: 7, idleDays: 10 },
  // Expiry is off by default (stores.reward_expiry_days and stamp_expiry_months are null).
  { kind: 'expiry_reminder', enabled: false, daysBefore: 7, idleDays: 14 },
];

/** Every message offers a bonus stamp on the next visit, for 30 days. */
export const DEMO_OFFER = { kind: 'bonus_stamps', stamps: 1, validDays: 30 } as const;
export const DEMO_HOLDOUT_PERCENT = 10;
/** The daily runs send at 10:00 in the stores' time zone. */
export const SEND_MINUTE = 10 * 60;
/** At most one automated message per shop per week (one-off messages are not capped). */
export const WEEKLY_LIMIT_DAYS = 7;

/** What each automation says (the content stored with each message). */
export const AUTOMATION_TEXTS: Record<
  Exclude<AutomationKind, 'expiry_reminder'>,
  (store: string) => { subject: string; text: string }
> = {
  win_back: (store) => ({
    subject: `We miss you at ${store}`,
    text: 'It has been a while. Your next visit earns a bonus stamp, for the next 30 days.',
  }),
  birthday: (store) => ({
    subject: `Happy birthday from ${store}`,
    text: 'A birthday gift: one bonus stamp on your next visit, for the next 30 days.',
  }),
  near_reward: (store) => ({
    subject: `One stamp from your reward at ${store}`,
    text: 'Your card is almost full, and your next visit earns a bonus stamp on top.',
  }),
};

/** The one-off messages of the year: each sent at SEND_MINUTE on the days of the data with its date. */
export const DEMO_BROADCASTS: readonly {
  store: StoreKey;
  segment: Segment;
  month: number;
  dayOfMonth: number;
  subject: string;
  body: string;
}[] = [
  {
    store: 'cafe',
    segment: 'everyone',
    month: 12,
    dayOfMonth: 18,
    subject: 'Christmas week: double stamps',
    body: 'From today to Christmas Eve, your next coffee or lunch earns a bonus stamp. Merry Christmas!',
  },
  {
    store: 'bakery',
    segment: 'everyone',
    month: 12,
    dayOfMonth: 18,
    subject: 'Christmas week: double stamps',
    body: 'Bolo-rei is in the oven: your next pastry this week earns a bonus stamp.',
  },
  {
    store: 'cafe',
    segment: 'lapsed',
    month: 9,
    dayOfMonth: 8,
    subject: 'Back from the holidays?',
    body: 'The roaster is back at work and so are we: a bonus stamp on your next visit this month.',
  },
];

/** How a message reaches a customer: the email nearly always, a push to those who allowed it. */
export const DELIVERY = {
  emailDelivered: 0.96,
  /** Customers with a push subscription. */
  pushSubscribed: 0.3,
  /** A subscription the browser dropped (404/410). */
  pushGone: 0.08,
  /** Share of delivered messages opened through their link, and how soon (minutes). */
  clicked: 0.2,
  clickAfterMinutes: { from: 2, to: 36 * 60 },
} as const;

/**
 * What a delivered message does (the holdout gets nothing). A customer who has stopped coming (or
 * came once) comes back once with `comeback` probability within `comebackDays`; one who still
 * comes has `boost` added to their daily chance of a visit at the store until that visit, for
 * `boostDays` at most: it matters to those who come rarely, hardly to the regulars. Chosen so that the win-back's 30-day return rate is a few points above
 * its holdout's, as a real program's modest lift (the demo's tests check the sign).
 */
export const EFFECT: Record<
  'win_back' | 'birthday' | 'near_reward' | 'one_off',
  { comeback: number; comebackDays: number; boost: number; boostDays: number }
> = {
  win_back: { comeback: 0.8, comebackDays: 21, boost: 0.06, boostDays: 30 },
  birthday: { comeback: 0.2, comebackDays: 14, boost: 0.04, boostDays: 14 },
  near_reward: { comeback: 0.35, comebackDays: 14, boost: 0.08, boostDays: 14 },
  one_off: { comeback: 0.12, comebackDays: 10, boost: 0.03, boostDays: 10 },
};
