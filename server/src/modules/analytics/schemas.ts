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

const Rate = Type.Number({ minimum: 0 });

/** `GET /analytics/staff` (docs/api.md, "Staff"): per person over the range, and the store's rates. */
export const StaffFigures = Type.Object({
  rows: Type.Array(
    Type.Object({
      staff_id: Type.Union([Uuid, Type.Null()], {
        description: 'Null for the owner and for a person no longer at the store.',
      }),
      name: Type.String(),
      role: Type.Union([Type.Literal('owner'), Type.Literal('manager'), Type.Literal('cashier')]),
      stamps: Type.Integer({ minimum: 0 }),
      redeems: Type.Integer({ minimum: 0 }),
      undos: Type.Integer({ minimum: 0 }),
      customers: Type.Integer({ minimum: 0 }),
      undo_rate: Rate,
      stamps_per_customer: Rate,
      flags: Type.Array(
        Type.Union([Type.Literal('undo_rate'), Type.Literal('stamps_per_customer')]),
      ),
    }),
  ),
  store: Type.Object({ undo_rate: Rate, stamps_per_customer: Rate }),
});
export type StaffFigures = Static<typeof StaffFigures>;

export const StaffFiguresResponse = successEnvelope(StaffFigures);
export type StaffFiguresResponse = Static<typeof StaffFiguresResponse>;

/** The staff figures are a store's: `store_id` is required. */
export const StaffFiguresQuery = Type.Object({
  from: AnalyticsQuery.properties.from,
  to: AnalyticsQuery.properties.to,
  store_id: Uuid,
});
export type StaffFiguresQuery = Static<typeof StaffFiguresQuery>;

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
    'customer_id, undone. After the interactions, a blank line and the per-person ' +
    'section: staff, role, stamps, redeems, undos, customers, undo_rate, ' +
    'stamps_per_customer, flags (the figures of `GET /analytics/staff`).',
  content: {
    'text/csv': { schema: Type.String({ description: 'CSV (RFC 4180), CRLF line ends.' }) },
  },
};
