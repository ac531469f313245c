import type { ReactNode } from 'react';
import { useGetHomeQuery } from '../../api/home';
import { paths } from '../../shared/paths';
import { PlanEndedBanner } from '../../components/PlanEndedBanner';

/**
 * The merchant dashboard's banner once the plan of an accepted merchant has ended (`GET /home`
 * answers no subscription in service: docs/api.md, "Home"), in place of `otherwise`, the request's
 * status, whose "listed" would no longer be true. A refused request ends the plan too: then the
 * refusal, and "Resubmit", is what the merchant needs to read.
 */
export function PlanEndedNotice({ otherwise }: { otherwise?: ReactNode }) {
  const { data: home } = useGetHomeQuery();
  const ended =
    home?.role === 'merchant' &&
    home.subscription === null &&
    home.merchant.verification_status === 'verified';
  return ended ? <PlanEndedBanner billingPath={paths.billing()} /> : <>{otherwise}</>;
}
