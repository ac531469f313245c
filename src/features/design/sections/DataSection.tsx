import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MerchantRequestsTable } from '../../admin/MerchantRequestsTable';
import { sampleRequests } from '../samples';
import { Subheading } from '../Subheading';

/** Tables, skeletons and where the product's stepper is. */
export function DataSection() {
  return (
    <>
      <Subheading>Table</Subheading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The administrator&apos;s merchant requests (<code>MerchantRequestsTable</code>): on a phone
        the wide columns fold under the store&apos;s name.
      </Typography>
      <MerchantRequestsTable items={sampleRequests} isFetching={false} onReview={() => undefined} />
      <Subheading>Skeletons</Subheading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What a page shows while its data is on the way: <code>rounded</code> blocks,{' '}
        <code>text</code> lines and a <code>circular</code> avatar.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="40%" />
        </Box>
      </Stack>
      <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" width={200} height={42} sx={{ mt: 2 }} />
      <Subheading>Stepper</Subheading>
      <Typography variant="body2" color="text.secondary">
        The product has no MUI <code>Stepper</code>: its onboarding steps are a numbered list,{' '}
        <code>MerchantRegisterSteps</code>, shown under Composites, and each step&apos;s page says
        &quot;Step 2 of 3&quot; in its subtitle.
      </Typography>
    </>
  );
}
