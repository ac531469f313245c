import { Type, type Static } from '@sinclair/typebox';
import './typebox-formats';

// The analytics overview (docs/api.md, "Analytics"), shaped once: `OverviewFigures` is what the
// overview query computes (repositories/analytics-repository.ts checks its JSON against it), and
// `AnalyticsOverview`, the answer, is made of the same parts.

const Uuid = Type.String({ format: 'uuid' });
const Count = Type.Integer({ minimum: 0 });
const Share = Type.Number({ minimum: 0, maximum: 1 });

const Figures = {
  scans: Count,
  stamps: Count,
  redemptions: Count,
  new_customers: Count,
  returning_customers: Count,
};

const Totals = Type.Object(Figures);
const PreviousTotals = Type.Object(Figures, {
  description: 'The period of equal length just before `from`.',
});
const Series = Type.Array(
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
);
const RepeatVisitRate = Type.Union([Share, Type.Null()], {
  description:
    'Share of the customers who visited in the range that have visited on two days or more.',
});
const MedianDaysBetweenVisits = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);
const RewardsOutstanding = Type.Integer({
  minimum: 0,
  description:
    'Rewards earned and not redeemed now: each customer card’s stamps divided by the ' +
    'card’s stamps_required, rounded down, summed. Not tied to the range.',
});
const TopBranches = Type.Array(
  Type.Object({
    branch_id: Uuid,
    name: Type.String(),
    store_name: Type.String(),
    scans: Count,
    stamps: Count,
  }),
);
const TopRewardCards = Type.Array(
  Type.Object({
    reward_card_id: Uuid,
    title: Type.String(),
    store_name: Type.String(),
    stamps: Count,
    redemptions: Count,
  }),
);
const BusiestHours = Type.Array(
  Type.Object({
    weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 is Monday.' }),
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    scans: Count,
  }),
);

/** What one overview query answers; the analytics module shapes cohorts from its cells. */
export const OverviewFigures = Type.Object({
  totals: Totals,
  previous_totals: PreviousTotals,
  series: Series,
  repeat_visit_rate: RepeatVisitRate,
  median_days_between_visits: MedianDaysBetweenVisits,
  rewards_outstanding: RewardsOutstanding,
  top_branches: TopBranches,
  top_reward_cards: TopRewardCards,
  busiest_hours: BusiestHours,
  /** Cohort months (`YYYY-MM-01`) and their sizes; `cells` counts visitors by later month. */
  cohort_sizes: Type.Array(
    Type.Object({ month: Type.String({ format: 'date' }), customers: Count }),
  ),
  cohort_cells: Type.Array(
    Type.Object({
      month: Type.String({ format: 'date' }),
      visit_month: Type.String({ format: 'date' }),
      customers: Count,
    }),
  ),
});
export type OverviewFigures = Static<typeof OverviewFigures>;

export const AnalyticsOverview = Type.Object(
  {
    range: Type.Object({
      from: Type.String({ format: 'date' }),
      to: Type.String({ format: 'date' }),
      time_zone: Type.String(),
      days: Type.Integer({ minimum: 1 }),
    }),
    totals: Totals,
    previous_totals: PreviousTotals,
    series_bucket: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], {
      description: 'What a row of `series` sums: days up to 31, weeks up to 120, months beyond.',
    }),
    series: Series,
    repeat_visit_rate: RepeatVisitRate,
    median_days_between_visits: MedianDaysBetweenVisits,
    rewards_outstanding: RewardsOutstanding,
    top_branches: TopBranches,
    top_reward_cards: TopRewardCards,
    busiest_hours: BusiestHours,
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
