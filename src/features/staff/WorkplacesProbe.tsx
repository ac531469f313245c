import { useEffect } from 'react';
import { useGetMyWorkplacesQuery } from '../../api/staff';

/**
 * Asks where the signed-in account works (`GET /staff/me`) and tells the layout whether it works
 * anywhere, so the bar offers "Counter" (docs/product.md, "Navigation bar"). Draws nothing; a
 * failure leaves the entry out, quietly.
 */
export function WorkplacesProbe({ onChange }: { onChange: (worksSomewhere: boolean) => void }) {
  const { data } = useGetMyWorkplacesQuery();
  const worksSomewhere = (data?.length ?? 0) > 0;
  useEffect(() => onChange(worksSomewhere), [worksSomewhere, onChange]);
  return null;
}
