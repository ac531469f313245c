import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { api } from '../../api/client/baseApi';
import { apiBaseUrl } from '../../api/client/apiBaseUrl';
import { renewAfterUnauthorized } from '../../api/client/baseQuery';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import type { AppStore } from '../../shared/store';
import { followLiveEvents } from './followLiveEvents';
import type { LiveCardEvent } from './liveEventTypes';

const useAppStore = useStore.withTypes<AppStore>();

/** The queries a card change makes stale: the customer's cards and their home page. */
const CARD_TAGS = ['CustomerCards', 'Home'] as const;

/**
 * Live updates of the signed-in customer's cards (docs/api.md, "Live updates"; docs/architecture.md,
 * "Live updates across API processes"): while a customer is signed in, keeps `GET /users/me/events` open; each `card`
 * event refetches the cards and home queries and calls `onEvent` (so the page can animate the new
 * stamp). Use it only in lazily loaded pages: it brings the API with it.
 */
export function useLiveCardEvents(onEvent?: (event: LiveCardEvent) => void): void {
  const customerId = useAppSelector(({ session }) =>
    session.user?.role_id === 'user' && !session.isDemo ? session.user.id : null,
  );
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });

  useEffect(() => {
    if (!customerId) return;
    const controller = new AbortController();
    const refetchCards = () => dispatch(api.util.invalidateTags([...CARD_TAGS]));
    void followLiveEvents({
      url: `${apiBaseUrl()}/users/me/events`,
      signal: controller.signal,
      currentTokens: () => {
        const { accessToken, refreshToken } = store.getState().session;
        return accessToken ? { accessToken, refreshToken } : null;
      },
      renewSession: (sentRefresh) => renewAfterUnauthorized(store, sentRefresh),
      onCard: (event) => {
        refetchCards();
        onEventRef.current?.(event);
      },
      onReconnected: refetchCards,
    });
    return () => controller.abort();
  }, [customerId, store, dispatch]);
}
