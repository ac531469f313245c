import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The numbers in outline while they load, so nothing jumps when they arrive. */
export function KpiSkeleton() {
  return (
    <Grid container spacing={2} role="status" aria-label="Loading your numbers">
      {Array.from({ length: 7 }, (_, index) => (
        <Grid key={index} size={{ xs: 6, sm: 4, md: 3 }}>
          <Skeleton variant="rounded" height={118} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The charts in outline while their chunk or the numbers load. */
export function ChartsSkeleton() {
  return (
    <Grid container spacing={2} aria-hidden>
      {[0, 1].map((index) => (
        <Grid key={index} size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={340} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The whole dashboard in outline, while its code loads (app/DashboardRoute.tsx). */
export function AnalyticsSkeleton() {
  return (
    <Stack spacing={3}>
      <Skeleton variant="rounded" height={56} />
      <KpiSkeleton />
      <ChartsSkeleton />
    </Stack>
  );
}
