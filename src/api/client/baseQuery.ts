import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import { counterLocked, counterSessionOf } from '../../session/counterSession';
import { sessionExpired, tokensRefreshed, type SessionState } from '../../session/sessionSlice';
import { apiBaseUrl } from './apiBaseUrl';
import { toApiError, type ApiError } from './apiError';
import { withBrowserLock } from './browserLock';
import { COUNTER_DEVICE_HEADER, counterTokenFor, isDeviceCall } from './counterCredentials';
import { shareTokens, tokensRefreshedElsewhere } from './sharedTokens';

type StateWithSession = { session: SessionState };

/** What an endpoint may tell the base query beside its request. */
export interface ApiExtraOptions {
  /**
   * Hand over the whole envelope, `message` included, rather than its `data`: the auth answers,
   * whose message the forms show.
   */
  wholeEnvelope?: boolean;
}

/**
 * Every JSON answer of the API comes in one envelope, `{ success, message?, data }` (docs/api.md);
 * the endpoints hold its `data`. A text answer (a CSV export, a receipt) and an empty one pass as
 * they are.
 */
function unwrapEnvelope(body: unknown): unknown {
  const isEnvelope =
    typeof body === 'object' && body !== null && 'success' in body && 'data' in body;
  return isEnvelope ? body.data : body;
}

interface RefreshAnswer {
  access: string;
  refresh: string;
  refresh_expires_at: string;
}

// One refresh at a time in this tab: concurrent 401s wait for the refresh in flight and retry with
// its token (RTK "customizing queries" recipe; redux-toolkit#1782). The browser-wide lock inside it
// does the same between tabs.
const refreshMutex = new Mutex();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  // docs/product.md, "Numbers and limits": JSON, no timeout by default, 200-299 is success (fetchBaseQuery's defaults).
  // Counter mode (docs/api.md, "Counter mode"): the scanner's calls go with the counter's token while
  // someone is unlocked there; a device's own calls (named by its header) go with no bearer.
  prepareHeaders: (headers, { getState, endpoint }) => {
    if (headers.has('authorization') || headers.has(COUNTER_DEVICE_HEADER)) return headers;
    const state = getState() as StateWithSession;
    const token = counterTokenFor(state, endpoint) ?? state.session.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

type Api = Parameters<typeof rawBaseQuery>[1];
type ExtraOptions = Parameters<typeof rawBaseQuery>[2];

const sessionOf = (api: Api) => (api.getState() as StateWithSession).session;

/**
 * docs/product.md, "Roles", "Calls to the backend", "Errors and messages": bearer token when one exists; a 401 on a signed-in call refreshes once and retries;
 * a failed or impossible refresh ends the session ("Session expired. Please login again.", raised
 * by the error-toast listener); an unreachable server becomes demo mode. A success answers the
 * envelope's `data` (`unwrapEnvelope`), so the endpoint files hold URLs, tags and types only.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  await refreshMutex.waitForUnlock();
  const sentWith = sessionOf(api);
  const counterToken = counterTokenFor(api.getState(), api.endpoint);
  let result = await rawBaseQuery(args, api, extraOptions);

  if (counterToken !== null) {
    // A counter token has no refresh token: a 401 or 403 on it locks the counter with the
    // server's words, and never ends the app's session (docs/api.md, "Counter mode").
    lockCounterIfRefused(api, counterToken, result.error, result.meta?.response);
  } else if (
    // A 401 without a token is a wrong password or code, not an expired session; on a device's
    // own call, a device that is no longer a counter.
    result.error?.status === 401 &&
    sentWith.accessToken !== null &&
    !isDeviceCall(api.endpoint)
  ) {
    if (await reauthenticate(api, extraOptions, sentWith.refreshToken)) {
      result = await rawBaseQuery(args, api, extraOptions);
    }
  }
  if (result.error) {
    return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  }
  const data = extraOptions?.wholeEnvelope ? result.data : unwrapEnvelope(result.data);
  return { data, meta: result.meta };
};

/**
 * Locks the counter after a refusal of its token, unless another person has unlocked it since the
 * request left (their token is not the one refused).
 */
function lockCounterIfRefused(
  api: Api,
  sentToken: string,
  error: FetchBaseQueryError | undefined,
  response: Response | undefined,
): void {
  if (error?.status !== 401 && error?.status !== 403) return;
  if (counterSessionOf(api.getState())?.unlocked?.token !== sentToken) return;
  api.dispatch(counterLocked({ message: toApiError(error, response).message }));
}

/**
 * The same renewal for a request made outside RTK Query: the live stream's fetch
 * (followLiveEvents, src/api/live.ts), which RTK Query's base query cannot read as it arrives. After a 401 on a request sent while
 * the refresh token was `sentRefresh`; answers whether a new attempt is worth making. A failed
 * refresh ends the session, as for any call.
 */
export function renewAfterUnauthorized(
  store: Pick<Api, 'dispatch' | 'getState'>,
  sentRefresh: string | null,
): Promise<boolean> {
  const api: Api = {
    ...store,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'liveEvents',
    type: 'query',
  };
  return reauthenticate(api, {}, sentRefresh);
}

/**
 * After a 401 on a request sent while the session's refresh token was `sentRefresh`: makes this
 * tab's tokens usable again, once per browser (docs/reliability.md, "Sessions in several tabs").
 * Answers whether the request is worth sending again.
 */
function reauthenticate(
  api: Api,
  extraOptions: ExtraOptions,
  sentRefresh: string | null,
): Promise<boolean> {
  return refreshMutex.runExclusive(() =>
    withBrowserLock(async () => {
      const session = sessionOf(api);
      // This tab refreshed (or was signed out) while the request was out.
      if (session.refreshToken !== sentRefresh) return session.accessToken !== null;

      // Another tab refreshed first: its tokens, not a second use of the spent refresh token.
      if (session.accessToken && session.refreshToken && session.refreshExpiresAt) {
        const elsewhere = tokensRefreshedElsewhere({
          accessToken: session.accessToken,
          refreshToken: session.refreshToken,
          refreshExpiresAt: session.refreshExpiresAt,
        });
        if (elsewhere) {
          api.dispatch(tokensRefreshed(elsewhere));
          return true;
        }
      }

      if (await refreshTokens(api, extraOptions)) return true;
      api.dispatch(sessionExpired());
      return false;
    }),
  );
}

async function refreshTokens(api: Api, extraOptions: ExtraOptions): Promise<boolean> {
  const { refreshToken, refreshExpiresAt } = sessionOf(api);
  if (!refreshToken || !refreshExpiresAt || refreshExpiresAt <= Date.now()) return false;
  const answer = await rawBaseQuery(
    { url: '/auth/refresh', method: 'POST', body: { refresh: refreshToken } },
    api,
    extraOptions,
  );
  const data = answer.data as RefreshAnswer | undefined;
  if (!data?.access || !data.refresh) return false;
  const tokens = {
    accessToken: data.access,
    refreshToken: data.refresh,
    refreshExpiresAt: Date.parse(data.refresh_expires_at),
  };
  api.dispatch(tokensRefreshed(tokens));
  shareTokens(tokens);
  return true;
}
