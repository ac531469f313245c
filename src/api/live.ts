import type { SessionState } from '../session/sessionSlice';
import { api } from './client/baseApi';
import { apiBaseUrl } from './client/apiBaseUrl';
import { renewAfterUnauthorized } from './client/baseQuery';
import type { Schema } from './client/contract';
import { followLiveEvents } from './client/followLiveEvents';
import { homeApi, type ActivityRecord } from './home';
import { rewardCardsApi, type CustomerCard } from './rewardCards';

// The live events as the OpenAPI document describes them (docs/api.md, "Live updates"), generated
// by `npm run api:types` from the schemas the server types its events with: a field the server
// adds, drops or renames changes them, and the type check shows every use that no longer fits.

/** The `data` of an `event: card` message. */
export type LiveCardEvent = Schema<'LiveCardEvent'>['data'];

/** The customer_card record of docs/api.md, "Records", as the stream sends it. */
export type LiveCustomerCard = LiveCardEvent['customer_card'];

/** What changed a card: `undo` took a stamp back, `redeem_undo` a redemption. */
export type CardChangeKind = LiveCardEvent['kind'];

/**
 * What the stream's cache entry holds: how many card events have come since it opened, and the
 * latest of them (oldest first), so a page can animate each as it comes (features/live,
 * `useLiveCardEvents`), even several that arrive between two renders.
 */
export interface LiveCardEvents {
  received: number;
  latest: LiveCardEvent[];
}

/** How many events the entry keeps: more than ever come between two renders. */
const KEPT_EVENTS = 10;

/** As many lines as the server's `recent_activity` holds (docs/api.md, "Home"). */
const RECENT_ACTIVITY = 10;

/** The stamps a card holds and has not redeemed: those it shows and those waiting. */
const held = (card: CustomerCard | undefined) => (card ? card.stamps + card.stamps_waiting : 0);

const activityTime = (card: CustomerCard) =>
  card.last_activity_at === null ? -Infinity : Date.parse(card.last_activity_at);

/**
 * `cards` with `card` in place of its old self, where the server would list it: latest activity
 * first (`GET /home` and `GET /reward-cards/my` both order so), a new card included. It just
 * changed, so it goes before another card of the same time.
 */
function placeCard(cards: CustomerCard[], card: CustomerCard): CustomerCard[] {
  const others = cards.filter(({ id }) => id !== card.id);
  const at = others.findIndex((other) => activityTime(other) <= activityTime(card));
  return at < 0 ? [...others, card] : [...others.slice(0, at), card, ...others.slice(at)];
}

/**
 * The line of recent activity the change makes, as `GET /home` would write it. The event carries
 * the card, not the interaction, so its count is read from the stamps the card held before and
 * holds now, and its id is made here; the next `GET /home` replaces the line with the server's.
 */
function activityOf(
  { kind, customer_card: card }: LiveCardEvent,
  before: CustomerCard | undefined,
  received: number,
): ActivityRecord {
  return {
    id: `live-${card.id}-${received}`,
    kind: kind === 'redeem_undo' ? 'undo' : kind,
    undoes: kind === 'undo' ? 'stamp' : kind === 'redeem_undo' ? 'redeem' : null,
    count: Math.abs(held(card) - held(before)),
    created_at: new Date().toISOString(),
    reward_card: { id: card.reward_card.id, title: card.reward_card.title },
    store: { id: card.store.id, name: card.store.name },
  };
}

/**
 * The customer's live stream, `GET /users/me/events` (docs/api.md, "Live updates";
 * docs/architecture.md, "Live updates across API processes"), as a streaming query: its cache entry
 * keeps the stream open while a page uses it (`followLiveEvents`: the bearer token, a refresh after
 * a 401, waits that grow after failures). Each `card` event patches the cached queries that show
 * the card (the customer's home, cards and activity, and `GET /reward-cards/my`) with the card it
 * carries: no request follows (docs/performance.md, "Exchanges per tap"). After a reconnect,
 * events may have been missed, so those queries are fetched again. The argument is the customer's
 * id: another account's stream is another entry. Lazily loaded pages only: it brings the API.
 */
export const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    followLiveEvents: build.query<LiveCardEvents, string>({
      queryFn: () => ({ data: { received: 0, latest: [] } }),
      // The stream closes as soon as no page follows it.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        _customerId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState },
      ) {
        try {
          await cacheDataLoaded;
        } catch {
          // Removed before it started: nothing to follow.
          return;
        }
        const controller = new AbortController();
        let received = 0;
        const following = followLiveEvents({
          url: `${apiBaseUrl()}/users/me/events`,
          signal: controller.signal,
          currentTokens: () => {
            // The session slice is beside the API's in the store (src/shared/store.ts).
            const { accessToken, refreshToken } = (
              getState() as unknown as { session: SessionState }
            ).session;
            return accessToken ? { accessToken, refreshToken } : null;
          },
          renewSession: (sentRefresh) =>
            renewAfterUnauthorized({ dispatch, getState }, sentRefresh),
          onCard: (event) => {
            received += 1;
            const card = event.customer_card;
            dispatch(
              homeApi.util.updateQueryData('getHome', undefined, (home) => {
                if (home.role !== 'user') return;
                const before = home.cards.find(({ id }) => id === card.id);
                home.recent_activity = [
                  activityOf(event, before, received),
                  ...home.recent_activity,
                ].slice(0, RECENT_ACTIVITY);
                home.cards = placeCard(home.cards, card);
              }),
            );
            dispatch(
              rewardCardsApi.util.updateQueryData('getMyCards', undefined, (cards) =>
                placeCard(cards, card),
              ),
            );
            updateCachedData((events) => {
              events.received = received;
              events.latest = [...events.latest, event].slice(-KEPT_EVENTS);
            });
          },
          onReconnected: () => dispatch(api.util.invalidateTags(['CustomerCards', 'Home'])),
        });
        await cacheEntryRemoved;
        controller.abort();
        await following;
      },
    }),
  }),
});

export const { useFollowLiveEventsQuery } = liveApi;
