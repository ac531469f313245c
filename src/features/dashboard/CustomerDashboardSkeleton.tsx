import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The customer's dashboard in outline while `GET /home` is on its way, so nothing jumps. */
export function CustomerDashboardSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-label="Loading your dashboard">
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Card>
          <CardContent>
            <Skeleton width="50%" sx={{ mx: 'auto' }} />
            <Skeleton
              variant="rounded"
              sx={{
                mx: 'auto',
                my: 2,
                width: '100%',
                maxWidth: 280,
                aspectRatio: '1',
                height: 'auto',
              }}
            />
            <Skeleton variant="rounded" width={200} height={42} sx={{ mx: 'auto' }} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Skeleton width="40%" sx={{ mb: 1.5 }} />
        <Stack spacing={2}>
          {[0, 1].map((row) => (
            <Skeleton key={row} variant="rounded" height={140} />
          ))}
        </Stack>
      </Grid>
    </Grid>
  );
}
