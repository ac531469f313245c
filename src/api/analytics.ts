import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from './client/baseApi';
import type { AnswerData } from './client/contract';

// The SPA's names for the analytics answers, read from the generated types (docs/architecture.md,
// "The SPA's API types are generated").

/** `GET /analytics/overview`'s `data`. */
export type AnalyticsOverview = AnswerData<'/analytics/overview', 'get'>;

/** The five counts the overview totals, for the range and for the period before it. */
export type AnalyticsTotals = AnalyticsOverview['totals'];

/** One day of the range (`date`: `YYYY-MM-DD`), in the merchant's time zone. */
export type AnalyticsDay = AnalyticsOverview['series'][number];

export type TopBranch = AnalyticsOverview['top_branches'][number];

export type TopRewardCard = AnalyticsOverview['top_reward_cards'][number];

/** A cell of the week's heatmap (`weekday` 0 = Monday, `hour` 0..23); only cells with scans. */
export type BusyHour = AnalyticsOverview['busiest_hours'][number];

/** The customers first seen in `month`; `retention[i]`: the share back in month + 1 + i. */
export type Cohort = AnalyticsOverview['cohorts'][number];

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
 * The merchant's analytics (docs/product.md, "Analytics"). The overview answers to `Analytics`,
 * which the scanner invalidates as it closes after a stamp, a redemption or an undo
 * (features/stamping, ScannerDialog), and is read again whenever the page mounts or its range or
 * filter changes.
 */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsOverview: build.query<AnalyticsOverview, AnalyticsArgs>({
      query: (args) => ({ url: '/analytics/overview', params: paramsOf(args) }),
      providesTags: ['Analytics'],
    }),
    /**
     * The CSV goes through the base query, so it carries the bearer token and its refresh like any
     * call. It is kept as text, not a Blob: what enters the store must stay serialisable
     * (docs/style.md, "The session slice"); the page makes the file from it.
     */
    exportAnalytics: build.mutation<AnalyticsExport, AnalyticsArgs>({
      query: (args) => ({
        url: '/analytics/export',
        params: paramsOf(args),
        // JSON for the error envelope, text for the CSV.
        responseHandler: 'content-type',
      }),
      transformResponse: (csv: string, meta, { from, to }) => ({
        csv,
        fileName:
          // The base query passes fetchBaseQuery's meta through (src/api/client/baseQuery.ts).
          fileNameOf(
            (meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('content-disposition'),
          ) ?? `qrewards-analytics-${from}-to-${to}.csv`,
      }),
    }),
  }),
});

export const { useGetAnalyticsOverviewQuery, useExportAnalyticsMutation } = analyticsApi;
