import type { ReactNode } from 'react';
import { useGetHomeQuery } from '../../api/home';
import { paths } from '../../app/paths';
import { PlanEndedBanner } from '../../components/PlanEndedBanner';

/**
 * The merchant dashboard's banner once the plan has ended (`GET /home` answers no subscription in
 * service: docs/api.md, "Home"), in place of `otherwise`: a merchant who reaches the dashboard
 * after their plan ended had their request accepted, and "listed" would no longer be true.
 */
export function PlanEndedNotice({ otherwise }: { otherwise?: ReactNode }) {
  const { data: home } = useGetHomeQuery();
  const ended = home?.role === 'merchant' && home.subscription === null;
  return ended ? <PlanEndedBanner billingPath={paths.billing()} /> : <>{otherwise}</>;
}
