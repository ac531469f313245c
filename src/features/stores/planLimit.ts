import type { MyStores } from '../../api/stores';

/**
 * How the merchant stands against their plan's store limit, said before they hit it
 * (docs/product.md, "Store pages"): "2 of 3 stores on your plan", and why creating is off at it.
 */
export function storeLimitOf({ limits }: Pick<MyStores, 'limits'>) {
  const { stores_used: used, max_stores: max } = limits;
  // docs/product.md, "Without an active plan": every limit is 0 then, and "1 of 0 stores" would
  // say nothing true; the page's banner says why instead.
  if (!limits.plan_active) {
    return {
      reached: true,
      summary: undefined,
      reason: 'Choose a plan on the Billing page to add stores.',
      planEnded: true,
    };
  }
  // docs/api.md, "Stores": a negative limit is no limit; hidden stores do not count.
  if (max < 0) {
    return {
      reached: false,
      summary: `${used} ${used === 1 ? 'store' : 'stores'} on your plan`,
      reason: undefined,
      planEnded: false,
    };
  }
  const reached = used >= max;
  return {
    reached,
    summary: `${used} of ${max} ${max === 1 ? 'store' : 'stores'} on your plan`,
    reason: reached
      ? `Your plan allows ${max} ${max === 1 ? 'store' : 'stores'}. Hide one or change your plan to add another.`
      : undefined,
    planEnded: false,
  };
}
