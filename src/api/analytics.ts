import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from './baseApi';
import type { Envelope } from './types';

// TODO(issue 11): these shapes are written by hand from the issue while the server's routes are
// built on branch w-analytics; they move to the generated types (`AnswerData<'/analytics/overview',
// 'get'>` of src/api/contract.ts, docs/architecture.md "The SPA's API types are generated") once
// that branch lands. Keep them exactly as the issue fixes them until then.

/** The five counts the overview totals, for the range and for the period before it. */
export interface AnalyticsTotals {
  scans: number;
  stamps: number;
  redemptions: number;
  new_customers: number;
  returning_customers: number;
}

/** One day of the range, in the merchant's time zone. */
export interface AnalyticsDay extends AnalyticsTotals {
  /** `YYYY-MM-DD` */
  date: string;
}

export interface TopBranch {
  branch_id: string;
  name: string;
  store_name: string;
  scans: number;
  stamps: number;
}

export interface TopRewardCard {
  reward_card_id: string;
  title: string;
  store_name: string;
  stamps: number;
  redemptions: number;
}

/** A cell of the week's heatmap; only cells with scans are sent. */
export interface BusyHour {
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  /** 0..23 */
  hour: number;
  scans: number;
}

/** The customers first seen in `month`, and the share of them back in each month after it. */
export interface Cohort {
  /** `YYYY-MM` */
  month: string;
  customers: number;
  /** `retention[i]`: share (0..1) back in month + 1 + i. */
  retention: number[];
}

/** `GET /analytics/overview`'s `data`. */
export interface AnalyticsOverview {
  range: { from: string; to: string; time_zone: string; days: number };
  totals: AnalyticsTotals;
  /** The period of the same length just before `from`. */
  previous_totals: AnalyticsTotals;
  series: AnalyticsDay[];
  repeat_visit_rate: number | null;
  median_days_between_visits: number | null;
  rewards_outstanding: number;
  top_branches: TopBranch[];
  top_reward_cards: TopRewardCard[];
  busiest_hours: BusyHour[];
  cohorts: Cohort[];
}

/** The query both analytics routes take: dates as `YYYY-MM-DD`, and an optional store and branch. */
export interface AnalyticsArgs {
  from: string;
  to: string;
  storeId?: string;
  branchId?: string;
}

/** The CSV `GET /analytics/export` answered, with the file name the server gave it. */
export interface AnalyticsExport {
  fileName: string;
  csv: string;
}

const paramsOf = ({ from, to, storeId, branchId }: AnalyticsArgs) => ({
  from,
  to,
  ...(storeId ? { store_id: storeId } : {}),
  ...(branchId ? { branch_id: branchId } : {}),
});

/** `attachment; filename="x.csv"` → `x.csv`. */
function fileNameOf(disposition: string | null | undefined): string | undefined {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * The merchant's analytics (issue 11). The overview answers to `Analytics`, which a stamp, a
 * redemption or an undo invalidates (src/api/stamping.ts), and is read again whenever the page
 * mounts or its range or filter changes.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsOverview: build.query<AnalyticsOverview, AnalyticsArgs>({
      query: (args) => ({ url: '/analytics/overview', params: paramsOf(args) }),
      transformResponse: (answer: Envelope<AnalyticsOverview>) => answer.data,
      providesTags: ['Analytics'],
    }),
    /**
     * The CSV goes through the base query, so it carries the bearer token and its refresh like any
     * call. It is kept as text, not a Blob: what enters the store must stay serialisable
     * (docs/style.md, "The session slice"); the page makes the file from it.
     */
    exportAnalytics: build.mutation<AnalyticsExport, Omit<AnalyticsArgs, 'branchId'>>({
      query: (args) => ({
        url: '/analytics/export',
        params: paramsOf(args),
        // JSON for the error envelope, text for the CSV.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta, { from, to }) => ({
        csv,
        fileName:
          // The base query passes fetchBaseQuery's meta through (src/api/baseQuery.ts).
          fileNameOf(
            (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
          ) ?? `qrewards-analytics-${from}-to-${to}.csv`,
      }),
    }),
  }),
});

export const { useGetAnalyticsOverviewQuery, useExportAnalyticsMutation } = analyticsApi;
