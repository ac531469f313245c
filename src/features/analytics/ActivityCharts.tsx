import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsOverview, AnalyticsTotals } from '../../api/analytics';
import { ChartTable } from './ChartTable';
import { chartBuckets, peakOf } from './chartSeries';
import { formatNumber } from '../../lib/viewerFormat';

const CHART_HEIGHT = 260;

const VISITS = [
  { key: 'scans', label: 'Scans' },
  { key: 'stamps', label: 'Stamps' },
  { key: 'redemptions', label: 'Redemptions' },
] as const satisfies { key: keyof AnalyticsTotals; label: string }[];

const CUSTOMERS = [
  { key: 'new_customers', label: 'New customers' },
  { key: 'returning_customers', label: 'Returning customers' },
] as const satisfies { key: keyof AnalyticsTotals; label: string }[];

interface ChartCardProps {
  id: string;
  title: string;
  summary: string;
  children: React.ReactNode;
  table: React.ReactNode;
}

/**
 * A chart with its title and a one-line summary; the drawing is hidden from screen readers, which
 * read the summary and the table of the same numbers instead (docs/accessibility.md).
 */
function ChartCard({ id, title, summary, children, table }: ChartCardProps) {
  return (
    <Card component="figure" aria-labelledby={id} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="figcaption">
          {summary}
        </Typography>
        <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
          {children}
        </Box>
        {table}
      </CardContent>
    </Card>
  );
}

/**
 * The range as two charts: visits (scans, stamps, redemptions) as lines, and new against
 * returning customers as stacked bars, one point a day, week or month as the server summed them.
 * The summaries say the range's totals, the key figures' own numbers (docs/product.md, "Figures"):
 * a customer back in three weeks is in three weeks' bars but one returning customer of the range.
 * This file is the charts' own chunk: @mui/x-charts loads only with it (docs/performance.md).
 */
export function ActivityCharts({
  overview,
}: {
  overview: Pick<AnalyticsOverview, 'series' | 'series_bucket' | 'totals'>;
}) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const { totals } = overview;
  const buckets = chartBuckets(overview.series, overview.series_bucket);
  const labels = buckets.map((bucket) => bucket.label);
  const per = overview.series_bucket;
  const colours = {
    scans: palette.primary.main,
    stamps: palette.secondary.main,
    redemptions: palette.success.main,
    new_customers: palette.primary.main,
    returning_customers: palette.secondary.main,
  };
  const peak = peakOf(buckets, 'scans');
  const visitsSummary = `${formatNumber(totals.scans)} scans, ${formatNumber(totals.stamps)} stamps and ${formatNumber(totals.redemptions)} redemptions, per ${per}.${
    peak ? ` Most scans: ${peak.name} (${formatNumber(peak.scans)}).` : ''
  }`;
  const customersSummary = `${formatNumber(totals.new_customers)} new and ${formatNumber(totals.returning_customers)} returning customers in the range; each ${per}’s bar counts a customer once.`;
  const xAxis = [
    {
      data: labels,
      // A phone has room for a few labels only; the chart picks which.
      tickLabelStyle: { fontSize: 11 },
    },
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          id="chart-visits"
          title="Visits"
          summary={visitsSummary}
          table={
            <ChartTable caption={`Visits per ${per}`} buckets={buckets} columns={[...VISITS]} />
          }
        >
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ ...xAxis[0], scaleType: 'point' }]}
            series={VISITS.map(({ key, label }) => ({
              data: buckets.map((bucket) => bucket[key]),
              label,
              color: colours[key],
              showMark: buckets.length <= 31,
            }))}
            margin={{ left: 0, right: 8 }}
            grid={{ horizontal: true }}
            // The drawing is aria-hidden (the summary and table speak for it, docs/accessibility.md):
            // x-charts' keyboard navigation would put a focus stop inside it (axe aria-hidden-focus).
            disableKeyboardNavigation
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard
          id="chart-customers"
          title="Customers"
          summary={customersSummary}
          table={
            <ChartTable
              caption={`Customers per ${per}`}
              buckets={buckets}
              columns={[...CUSTOMERS]}
            />
          }
        >
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ ...xAxis[0], scaleType: 'band' }]}
            series={CUSTOMERS.map(({ key, label }) => ({
              data: buckets.map((bucket) => bucket[key]),
              label,
              color: colours[key],
              stack: 'customers',
            }))}
            margin={{ left: 0, right: 8 }}
            grid={{ horizontal: true }}
            // The drawing is aria-hidden (the summary and table speak for it, docs/accessibility.md):
            // x-charts' keyboard navigation would put a focus stop inside it (axe aria-hidden-focus).
            disableKeyboardNavigation
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
