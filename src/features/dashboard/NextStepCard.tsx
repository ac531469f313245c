import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { EmptyState } from '../../components/EmptyState';
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
  admin: {
    icon: <FactCheckOutlined />,
    title: 'Merchant requests wait for you',
    description: 'Review new merchants, accept their stores or reject them with a reason.',
    action: { label: 'Review merchant requests', to: paths.adminMerchantRequests() },
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

/** The dashboard's empty state for `role`; nothing for a role without one. */
export function NextStepCard({ role }: { role: string | undefined }) {
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
