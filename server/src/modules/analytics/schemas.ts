import { Type, type Static } from '@sinclair/typebox';
import { AnalyticsOverview } from '../../contract/analytics';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope';

const Uuid = Type.String({ format: 'uuid' });

/** `?from=&to=&store_id=&branch_id=` (docs/api.md, "Analytics"): calendar days, merchant's zone. */
export const AnalyticsQuery = Type.Object({
  from: Type.Optional(
    Type.String({ format: 'date', description: 'First day (YYYY-MM-DD); default: to minus 29.' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date', description: 'Last day (YYYY-MM-DD); default: today.' }),
  ),
  store_id: Type.Optional(Uuid),
  branch_id: Type.Optional(Uuid),
});
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

export const AnalyticsOverviewResponse = successEnvelope(AnalyticsOverview);
export type AnalyticsOverviewResponse = Static<typeof AnalyticsOverviewResponse>;

export const ANALYTICS_ERRORS = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  // More of the account's reports at once than it may run (docs/api.md, "Analytics").
  429: ErrorEnvelope,
};

/** The export's answer: CSV, not JSON (docs/api.md, "Analytics"). */
export const CsvExportResponse = {
  description:
    'text/csv: a header row, then one row per interaction of the range, oldest first: ' +
    'created_at (local time with its offset), kind, count, store, branch, reward_card, ' +
    'customer_id, undone.',
  content: {
    'text/csv': { schema: Type.String({ description: 'CSV (RFC 4180), CRLF line ends.' }) },
  },
};
