import type { StoreRow } from '../../db/schema';
import { httpError } from '../../http/app-error';

export const PLAN_ENDED =
  'Your plan has ended, so stamps and rewards are paused. Choose a plan on the Billing page to start again.';
export const STORE_HIDDEN =
  'This store is hidden, so its cards take no stamps and give no rewards.';

/**
 * docs/product.md, "Without an active plan": a card gives stamps and rewards only while its store
 * is active and its merchant's plan is in service. A hidden store is 409, like a retired card (a
 * state of the card's own, which paying does not change); a plan that has ended is 402
 * PLAN_REQUIRED, the one refusal a payment fixes, so the app can point to the Billing page.
 * Customers keep their stamps either way; an undo stays possible (a correction, not a service).
 * `planInService`: the merchant's plan at the time of the change, read with the card
 * (repositories/plans-in-service.ts has the rule).
 */
export function assertMayStamp(store: StoreRow, planInService: boolean): void {
  if (store.status !== 'active') throw httpError(409, 'CONFLICT', STORE_HIDDEN);
  if (!planInService) throw httpError(402, 'PLAN_REQUIRED', PLAN_ENDED);
}
