/**
 * YYYY-MM-DD of `at` in `timeZone`: the store's day a daily run belongs to (`automation_runs`).
 * `services/rewards/expiry.ts`'s `localDateOf` gives the same day as numbers, for arithmetic.
 */
export function isoLocalDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
}
