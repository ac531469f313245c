import { Type, type Static } from '@sinclair/typebox';
import { ErrorEnvelope, successEnvelope } from '../../contract/envelope';

const Uuid = Type.String({ format: 'uuid' });
const Count = Type.Integer({ minimum: 0 });
const Share = Type.Number({ minimum: 0, maximum: 1 });

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

const Figures = {
  scans: Count,
  stamps: Count,
  redemptions: Count,
  new_customers: Count,
  returning_customers: Count,
};

export const AnalyticsOverview = Type.Object(
  {
    range: Type.Object({
      from: Type.String({ format: 'date' }),
      to: Type.String({ format: 'date' }),
      time_zone: Type.String(),
      days: Type.Integer({ minimum: 1 }),
    }),
    totals: Type.Object(Figures),
    previous_totals: Type.Object(Figures, {
      description: 'The period of equal length just before `from`.',
    }),
    series_bucket: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], {
      description: 'What a row of `series` sums: days up to 31, weeks up to 120, months beyond.',
    }),
    series: Type.Array(
      Type.Object({
        date: Type.String({
          format: 'date',
          description: 'The first day of the row’s day, week or month inside the range.',
        }),
        ...Figures,
      }),
      {
        description:
          'One row per day, week (from Monday) or month of the range, oldest first, zeros ' +
          'included. A customer counts once a row: new if their first visit is in it, returning ' +
          'if it was before it.',
      },
    ),
    repeat_visit_rate: Type.Union([Share, Type.Null()], {
      description:
        'Share of the customers who visited in the range that have visited on two days or more.',
    }),
    median_days_between_visits: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
    rewards_outstanding: Type.Integer({
      minimum: 0,
      description:
        'Rewards earned and not redeemed now: each customer card’s stamps divided by the ' +
        'card’s stamps_required, rounded down, summed. Not tied to the range.',
    }),
    top_branches: Type.Array(
      Type.Object({
        branch_id: Uuid,
        name: Type.String(),
        store_name: Type.String(),
        scans: Count,
        stamps: Count,
      }),
    ),
    top_reward_cards: Type.Array(
      Type.Object({
        reward_card_id: Uuid,
        title: Type.String(),
        store_name: Type.String(),
        stamps: Count,
        redemptions: Count,
      }),
    ),
    busiest_hours: Type.Array(
      Type.Object({
        weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 is Monday.' }),
        hour: Type.Integer({ minimum: 0, maximum: 23 }),
        scans: Count,
      }),
    ),
    cohorts: Type.Array(
      Type.Object({
        month: Type.String({ description: 'YYYY-MM of the customers’ first visit.' }),
        customers: Count,
        retention: Type.Array(Share),
      }),
    ),
  },
  { title: 'Analytics overview' },
);
export type AnalyticsOverview = Static<typeof AnalyticsOverview>;

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
