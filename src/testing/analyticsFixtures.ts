import { http, HttpResponse } from 'msw';
import type { AnalyticsOverview, AnalyticsTotals } from '../api/analytics';
import type { MerchantActivityRecord } from '../api/home';
import type { StaffFigures } from '../api/staff';
import { apiUrl, mswServer } from './mswServer';

const zero: AnalyticsTotals = {
  scans: 0,
  stamps: 0,
  redemptions: 0,
  new_customers: 0,
  returning_customers: 0,
};

/** `YYYY-MM-DD` of the local date `days` after 27 October 2026. */
const dayOfRange = (days: number) => {
  const date = new Date(2026, 9, 27 + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/**
 * `GET /analytics/overview`'s data as the server answers a range without visits (30 days of
 * zeros, a cohort of 0 for each month), unless `overrides` says.
 */
export const anOverview = (overrides: Partial<AnalyticsOverview> = {}): AnalyticsOverview => ({
  range: { from: '2026-10-27', to: '2026-11-25', time_zone: 'Europe/Paris', days: 30 },
  totals: zero,
  previous_totals: zero,
  series_bucket: 'day',
  series: Array.from({ length: 30 }, (_, index) => ({ date: dayOfRange(index), ...zero })),
  repeat_visit_rate: null,
  median_days_between_visits: null,
  rewards_outstanding: 0,
  top_branches: [],
  top_reward_cards: [],
  busiest_hours: [],
  cohorts: [
    { month: '2026-10', customers: 0, retention: [0] },
    { month: '2026-11', customers: 0, retention: [] },
  ],
  ...overrides,
});

/** A merchant with a month of visits at Café Luna. */
export const aBusyOverview = (overrides: Partial<AnalyticsOverview> = {}) =>
  anOverview({
    totals: { scans: 112, stamps: 95, redemptions: 4, new_customers: 10, returning_customers: 0 },
    previous_totals: {
      scans: 100,
      stamps: 100,
      redemptions: 0,
      new_customers: 10,
      returning_customers: 0,
    },
    series: Array.from({ length: 30 }, (_, index) => ({
      date: dayOfRange(index),
      scans: 2 + (index % 7),
      stamps: 2 + (index % 5),
      redemptions: index % 9 === 0 ? 1 : 0,
      new_customers: index % 3 === 0 ? 1 : 0,
      returning_customers: index % 4 === 0 ? 2 : 0,
    })),
    repeat_visit_rate: 0.42,
    median_days_between_visits: 9,
    rewards_outstanding: 3,
    top_branches: [
      { branch_id: 'b-1', name: 'Rivoli', store_name: 'Café Luna', scans: 80, stamps: 70 },
      { branch_id: 'b-2', name: 'Bastille', store_name: 'Café Luna', scans: 32, stamps: 25 },
    ],
    top_reward_cards: [
      {
        reward_card_id: 'c-1',
        title: 'Coffee card',
        store_name: 'Café Luna',
        stamps: 95,
        redemptions: 4,
      },
    ],
    busiest_hours: [
      { weekday: 0, hour: 8, scans: 12 },
      { weekday: 4, hour: 17, scans: 20 },
      { weekday: 5, hour: 10, scans: 6 },
    ],
    cohorts: [
      { month: '2026-09', customers: 20, retention: [0.5, 0.25] },
      { month: '2026-10', customers: 14, retention: [0.35] },
      { month: '2026-11', customers: 10, retention: [] },
    ],
    ...overrides,
  });

/** Answers `GET /analytics/overview` with `overview`, and keeps each request's query. */
export function answerOverview(overview: AnalyticsOverview, staff: StaffFigures = noStaffFigures) {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    http.get(apiUrl('/analytics/overview'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: overview });
    }),
    // The per-person figures come with the overview (docs/product.md, "Staff").
    http.get(apiUrl('/analytics/staff'), () => HttpResponse.json({ success: true, data: staff })),
  );
  return queries;
}

/** Per-person figures of a store where nobody stamped yet. */
export const noStaffFigures: StaffFigures = {
  rows: [],
  store: { undo_rate: 0, stamps_per_customer: 0 },
};

/** A merchant's activity line: Ana's stamp at Café Luna's Rivoli branch. */
export const aMerchantActivity = (
  overrides: Partial<MerchantActivityRecord> = {},
): MerchantActivityRecord => ({
  id: 'i-1',
  kind: 'stamp',
  undoes: null,
  count: 1,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  customer_first_name: 'Ana',
  reward_card: { id: 'c-1', title: 'Coffee card' },
  store: { id: 's-1', name: 'Café Luna' },
  branch: { id: 'b-1', name: 'Rivoli' },
  ...overrides,
});

/**
 * A merchant's `GET /home` (the fields the page reads): `activity` as its recent activity (one
 * stamp unless said; none is a merchant before their first stamp) and `activeCards` reward cards.
 */
export function answerMerchantHome(
  activity: MerchantActivityRecord[] = [aMerchantActivity()],
  activeCards = 1,
) {
  mswServer.use(
    http.get(apiUrl('/home'), () =>
      HttpResponse.json({
        success: true,
        data: {
          role: 'merchant',
          stats: { customers: 0, stamps_today: 0, redemptions_today: 0, active_cards: activeCards },
          recent_activity: activity,
        },
      }),
    ),
  );
}
