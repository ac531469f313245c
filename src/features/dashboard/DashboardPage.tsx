import { PageFrame } from '../../components/PageFrame';

// Dashboard content arrives with the onboarding and stores work.
export function DashboardPage() {
  return (
    <PageFrame
      title="Dashboard"
      subtitle="Your rewards, your stores and your numbers at a glance."
    />
  );
}
