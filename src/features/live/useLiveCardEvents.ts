import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useFollowLiveEventsQuery, type LiveCardEvent } from '../../api/live';
import { useAppSelector } from '../../shared/hooks';

/**
 * Live updates of the signed-in customer's cards (docs/api.md, "Live updates"): while a customer is
 * signed in, follows `GET /users/me/events` through its streaming query (src/api/live.ts), whose
 * events patch the cached cards and home page; calls `onEvent` for each card event that comes
 * while the page is open (so the page can animate the new stamp). Use it only in lazily loaded
 * pages: it brings the API with it.
 */
export function useLiveCardEvents(onEvent?: (event: LiveCardEvent) => void): void {
  const customerId = useAppSelector(({ session }) =>
    session.user?.role_id === 'user' && !session.isDemo ? session.user.id : null,
  );
  const { data } = useFollowLiveEventsQuery(customerId ?? skipToken);
  const onEventRef = useRef(onEvent);
  useEffect(() => {
    onEventRef.current = onEvent;
  });
  // The events this page has seen: those the stream's entry held as the page mounted are not news
  // to it. An entry this page opened starts at none, so an event that comes before the page first
  // draws the entry's data (a busy machine) is still news.
  const seen = useRef<number | null>(null);
  if (seen.current === null) seen.current = data?.received ?? 0;
  useEffect(() => {
    if (!data) return;
    const before = seen.current ?? 0;
    seen.current = data.received;
    if (data.received <= before) return;
    const fresh = Math.min(data.received - before, data.latest.length);
    for (const event of data.latest.slice(-fresh)) onEventRef.current?.(event);
  }, [data]);
}
