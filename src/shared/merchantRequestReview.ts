import { useEffect, useRef } from 'react';
import { api } from '../api/client/baseApi';
import {
  merchantRequestsApi,
  useGetMyMerchantRequestsQuery,
  useGetMyPendingMerchantRequestQuery,
} from '../api/merchantRequests';
import { useAppDispatch } from './hooks';

// A merchant's open page learns of the review's decision without a reload (docs/product.md,
// "Merchant onboarding"): while their request is under review, the page asks again every
// `reviewPolling.intervalMs`. The live stream (docs/api.md, "Live updates") is the customers'; a decision comes
// once in a merchant's life, so a slow poll of one small read is enough, and stops once decided.

/**
 * How often a page showing a request under review asks whether it was decided; an object, so a
 * test can shorten it.
 */
export const reviewPolling = { intervalMs: 15_000 };

/**
 * Once the request is decided, everything that depends on it is read again: the list of requests
 * (the rejection's reason), the pending one, and the onboarding steps.
 */
function useOnDecision(underReview: boolean) {
  const dispatch = useAppDispatch();
  const wasUnderReview = useRef(underReview);
  useEffect(() => {
    if (wasUnderReview.current && !underReview) {
      dispatch(api.util.invalidateTags([{ type: 'MerchantRequest', id: 'LIST' }, 'StepStatus']));
    }
    wasUnderReview.current = underReview;
  }, [underReview, dispatch]);
}

/** The merchant's requests, newest first, followed while the newest is under review. */
export function useMyMerchantRequestsFollowed() {
  // What the cache holds decides the polling of the same query.
  const cached = merchantRequestsApi.endpoints.getMyMerchantRequests.useQueryState();
  const reviewing = cached.data?.[0]?.status === 'pending';
  const result = useGetMyMerchantRequestsQuery(undefined, {
    pollingInterval: reviewing ? reviewPolling.intervalMs : 0,
  });
  useOnDecision(reviewing);
  return result;
}

/** The merchant's request under review (or null), followed until it is decided. */
export function useMyPendingMerchantRequestFollowed() {
  const cached = merchantRequestsApi.endpoints.getMyPendingMerchantRequest.useQueryState();
  const reviewing = Boolean(cached.data);
  const result = useGetMyPendingMerchantRequestQuery(undefined, {
    pollingInterval: reviewing ? reviewPolling.intervalMs : 0,
  });
  useOnDecision(reviewing);
  return result;
}
