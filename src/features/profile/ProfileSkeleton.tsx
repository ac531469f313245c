import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The profile's cards in outline while GET /users/me is on its way, so nothing jumps when it lands. */
export function ProfileSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-label="Loading your profile">
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack spacing={2} sx={{ alignItems: 'center' }}>
                <Skeleton variant="circular" width={96} height={96} />
                <Skeleton width="60%" />
                <Skeleton variant="rounded" width={140} height={36} />
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Skeleton width="50%" />
              <Skeleton variant="rounded" width={208} height={208} sx={{ mx: 'auto', mt: 2 }} />
            </CardContent>
          </Card>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardContent>
            <Skeleton width="30%" sx={{ mb: 2 }} />
            <Stack spacing={2.5}>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} />
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
