import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { AnalyticsOverview, AnalyticsTotals } from '../../api/analytics';
import { KpiCard } from './KpiCard';
import { kpiChange } from './kpiChange';
import { formatNumber } from '../../lib/viewerFormat';

/** The five counts, in the order the dashboard shows them (docs/product.md, "The merchant's dashboard"). */
const COUNTS: { key: keyof AnalyticsTotals; label: string }[] = [
  { key: 'scans', label: 'Scans' },
  { key: 'stamps', label: 'Stamps' },
  { key: 'redemptions', label: 'Redemptions' },
  { key: 'new_customers', label: 'New customers' },
  { key: 'returning_customers', label: 'Returning customers' },
];

// The viewer's locale, as the charts' summaries write the same numbers.

const CELL = { xs: 6, sm: 4, md: 3 } as const;

/** The dashboard's key figures for the range, each against the period of the same length before it. */
export function KpiGrid({ overview }: { overview: AnalyticsOverview }) {
  const { totals, previous_totals: previous, range } = overview;
  const against = `the previous ${range.days === 1 ? 'day' : `${range.days} days`}`;
  const median = overview.median_days_between_visits;
  return (
    <Grid container spacing={2} component="section" aria-labelledby="key-figures">
      <Typography id="key-figures" variant="h6" component="h2" sx={visuallyHidden}>
        Key figures
      </Typography>
      {COUNTS.map(({ key, label }) => (
        <Grid key={key} size={CELL}>
          <KpiCard
            label={label}
            value={formatNumber(totals[key])}
            change={kpiChange(totals[key], previous[key])}
            against={against}
          />
        </Grid>
      ))}
      <Grid size={CELL}>
        <KpiCard
          label="Repeat-visit rate"
          value={
            overview.repeat_visit_rate === null
              ? '—'
              : `${Math.round(overview.repeat_visit_rate * 100)} %`
          }
          note={
            median === null
              ? 'Not enough repeat visits yet'
              : `Median ${median === 1 ? '1 day' : `${Math.round(median)} days`} between visits`
          }
        />
      </Grid>
      <Grid size={CELL}>
        <KpiCard
          label="Rewards outstanding"
          value={formatNumber(overview.rewards_outstanding)}
          note="Full cards not yet redeemed"
        />
      </Grid>
    </Grid>
  );
}
