import { Suspense, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { PageFrame } from '../../components/PageFrame';
import { PendingInvitationNotice } from '../../components/PendingInvitationNotice';
import { useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../session/sessionSlice';
import type { RoleId } from '../../session/sessionTypes';
import type { SavedCode } from '../../session/savedCode';
import type { CustomerCard } from '../../api/rewardCards';
import { retryableLazy } from '../../lib/retryableLazy';
import { PlanEndedNotice } from './PlanEndedNotice';
import { CustomerDashboardSkeleton } from './CustomerDashboardSkeleton';
import { NextStepCard } from './NextStepCard';
import { ReviewStatusCard } from './ReviewStatusCard';

// In this chunk, but run only for a customer (`webpackMode: "eager"`: no request of its own), so a
// merchant's dashboard does not run it (docs/performance.md, "The merchant's dashboard on a phone").
const CustomerDashboard = retryableLazy(() =>
  import(/* webpackMode: "eager" */ './CustomerDashboard').then(
    (module) => module.CustomerDashboard,
  ),
);

/** What the dashboard is for, said to each kind of account. */
const PURPOSE: Record<RoleId, string> = {
  user: 'Your rewards and your stamps at a glance.',
  merchant: 'Your stores, your rewards and your numbers at a glance.',
  admin: 'Merchant requests and the platform at a glance.',
  demo: 'A look around QRewards while the server is away.',
};

/**
 * The dashboard. A customer sees their QR code and cards; a merchant where their request stands,
 * with `merchantAction` (the app's "Scan a customer") on top and `merchantContent` (the app's
 * analytics, docs/product.md "The merchant's dashboard") under it, or what comes next without it.
 * `customerLive`: the customer's live card notice (docs/api.md, "Live updates");
 * `customerSavedCode`: the code page's view of the code saved on this device, shown offline;
 * `customerCardActions`: what each of the customer's cards offers under it (the app's wallet
 * buttons, docs/product.md "Wallet passes").
 */
export function DashboardPage({
  merchantAction,
  merchantContent,
  customerLive,
  customerSavedCode,
  customerCardActions,
}: {
  merchantAction?: ReactNode;
  merchantContent?: ReactNode;
  customerLive?: ReactNode;
  customerSavedCode?: (code: SavedCode) => ReactNode;
  customerCardActions?: (card: CustomerCard) => ReactNode;
}) {
  const user = useAppSelector(selectUser);
  const isDemo = useAppSelector((state) => state.session.isDemo);
  const role: RoleId = isDemo ? 'demo' : (user?.role_id ?? 'user');
  return (
    <PageFrame
      title="Dashboard"
      subtitle={`Welcome${user?.first_name ? `, ${user.first_name}` : ''}. ${PURPOSE[role]}`}
      actions={role === 'merchant' ? merchantAction : undefined}
    >
      {/* An invitation opened before signing in waits here (docs/product.md, "Staff"). */}
      {role !== 'demo' && <PendingInvitationNotice />}
      {role === 'user' ? (
        <Suspense fallback={<CustomerDashboardSkeleton />}>
          <CustomerDashboard
            live={customerLive}
            savedCode={customerSavedCode}
            cardActions={customerCardActions}
          />
        </Suspense>
      ) : (
        <Stack spacing={3}>
          {/* The review banner stays on top until the merchant is done (docs/product.md); a plan
              that has ended takes its place (docs/product.md, "Without an active plan"). */}
          {role === 'merchant' && <PlanEndedNotice otherwise={<ReviewStatusCard />} />}
          {role === 'merchant' && merchantContent ? merchantContent : <NextStepCard role={role} />}
        </Stack>
      )}
    </PageFrame>
  );
}
