import Stack from '@mui/material/Stack';
import { PageFrame } from '../../components/PageFrame';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import type { RoleId } from '../session/sessionTypes';
import { NextStepCard } from './NextStepCard';
import { ReviewStatusCard } from './ReviewStatusCard';

/** What the dashboard is for, said to each kind of account. */
const PURPOSE: Record<RoleId, string> = {
  user: 'Your rewards and your stamps at a glance.',
  merchant: 'Your stores, your rewards and your numbers at a glance.',
  admin: 'Merchant requests and the platform at a glance.',
  demo: 'A look around QRewards while the server is away.',
};

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
      subtitle={`Welcome${user?.first_name ? `, ${user.first_name}` : ''}. ${PURPOSE[isDemo ? 'demo' : (user?.role_id ?? 'user')]}`}
    >
      <Stack spacing={3}>
        {isMerchant && <ReviewStatusCard />}
        <NextStepCard role={isDemo ? 'demo' : user?.role_id} />
      </Stack>
    </PageFrame>
  );
}
