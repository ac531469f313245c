import Stack from '@mui/material/Stack';
import { PageFrame } from '../../components/PageFrame';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { NextStepCard } from './NextStepCard';
import { ReviewStatusCard } from './ReviewStatusCard';

/**
 * The dashboard. For now it shows a merchant where their request stands; numbers, stores and a
 * customer's cards come with the stores and rewards work.
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const isMerchant = user?.role_id === 'merchant' && !isDemo;
  return (
    <PageFrame
      title="Dashboard"
      subtitle={`Welcome${user?.first_name ? `, ${user.first_name}` : ''}. Your rewards, your stores and your numbers at a glance.`}
    >
      <Stack spacing={3}>
        {isMerchant && <ReviewStatusCard />}
        <NextStepCard role={isDemo ? 'demo' : user?.role_id} />
      </Stack>
    </PageFrame>
  );
}
