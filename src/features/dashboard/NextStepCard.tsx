import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useGetMerchantRequestsQuery } from '../../api/merchantRequests';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../lib/viewerFormat';
import { paths } from '../../shared/paths';

/**
 * What a merchant, an administrator or a demo user does next, while their dashboard has no numbers
 * to show yet (a customer's dashboard has its own empty state: CustomerCardsSection).
 */
const NEXT_STEPS = {
  merchant: {
    icon: <StorefrontOutlined />,
    title: 'Your numbers will appear here',
    description:
      'Once your stores have reward cards and customers start collecting stamps, their visits and rewards show up on this page.',
    // The review card above already leads to the stores once they exist.
    action: null,
  },
  // docs/product.md, "Merchant onboarding": the demo session a login falls back to when the server cannot be reached.
  demo: {
    icon: <CloudOffOutlined />,
    title: 'You are looking at a demo',
    description:
      'The server cannot be reached, so nothing here is real and nothing you do is saved. Sign in again once it is back.',
    action: { label: 'Back to the home page', to: paths.home() },
  },
} as const;

/**
 * An administrator's next step says how many requests wait, read from the list's total; with none
 * waiting it says so calmly and still leads to the list (docs/product.md, "Administration").
 */
function AdminNextStep() {
  const { data, isLoading, isError } = useGetMerchantRequestsQuery({
    status: 'pending',
    page: 1,
    page_size: 1,
  });
  const waiting = data?.total ?? 0;
  const known = !isLoading && !isError;
  const title = !known
    ? 'Merchant requests'
    : waiting === 0
      ? 'No merchant requests to review'
      : `${formatNumber(waiting)} merchant ${waiting === 1 ? 'request waits' : 'requests wait'} for you`;
  const description =
    known && waiting === 0
      ? 'You are all caught up. New requests from merchants will show up here.'
      : 'Review new merchants, accept their stores or reject them with a reason.';
  return (
    <EmptyState
      icon={<FactCheckOutlined />}
      title={title}
      description={description}
      action={
        <Button
          component={RouterLink}
          to={paths.adminMerchantRequests()}
          variant={known && waiting === 0 ? 'outlined' : 'contained'}
        >
          {known && waiting === 0 ? 'See all requests' : 'Review merchant requests'}
        </Button>
      }
    />
  );
}

/** The dashboard's empty state for `role`; nothing for a role without one. */
export function NextStepCard({ role }: { role: string | undefined }) {
  if (role === 'admin') return <AdminNextStep />;
  const step = role && role in NEXT_STEPS ? NEXT_STEPS[role as keyof typeof NEXT_STEPS] : null;
  if (!step) return null;
  return (
    <EmptyState
      icon={step.icon}
      title={step.title}
      description={step.description}
      action={
        step.action && (
          <Button component={RouterLink} to={step.action.to} variant="contained">
            {step.action.label}
          </Button>
        )
      }
    />
  );
}
