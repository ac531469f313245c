import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { Mutex } from 'async-mutex';
import {
  sessionExpired,
  tokensRefreshed,
  type SessionState,
} from '../features/session/sessionSlice';
import { apiBaseUrl } from './apiBaseUrl';
import { toApiError, type ApiError } from './apiError';

type StateWithSession = { session: SessionState };

interface RefreshAnswer {
  access: string;
  refresh: string;
  refresh_expires_at: string;
}

// One refresh at a time: concurrent 401s wait for the refresh in flight and retry with its token
// (RTK "customizing queries" recipe; redux-toolkit#1782).
const refreshMutex = new Mutex();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBaseUrl(),
  // Spec §9: JSON, no timeout by default, 200-299 is success (fetchBaseQuery's defaults).
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithSession).session.accessToken;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Spec §6-§8: bearer token when one exists; a 401 on a signed-in call refreshes once and retries;
 * a failed or impossible refresh ends the session ("Session expired. Please login again.", raised
 * by the error-toast listener); an unreachable server becomes demo mode.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  await refreshMutex.waitForUnlock();
  const hadToken = (api.getState() as StateWithSession).session.accessToken !== null;
  let result = await rawBaseQuery(args, api, extraOptions);

  // A 401 without a token is a wrong password or code, not an expired session.
  if (result.error?.status === 401 && hadToken) {
    if (refreshMutex.isLocked()) {
      await refreshMutex.waitForUnlock();
      result = await rawBaseQuery(args, api, extraOptions);
    } else {
      const release = await refreshMutex.acquire();
      try {
        if (await refreshTokens(api, extraOptions)) {
          result = await rawBaseQuery(args, api, extraOptions);
        } else {
          api.dispatch(sessionExpired());
        }
      } finally {
        release();
      }
    }
  }
  if (result.error) {
    return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

async function refreshTokens(
  api: Parameters<typeof rawBaseQuery>[1],
  extraOptions: Parameters<typeof rawBaseQuery>[2],
): Promise<boolean> {
  const { refreshToken, refreshExpiresAt } = (api.getState() as StateWithSession).session;
  if (!refreshToken || !refreshExpiresAt || refreshExpiresAt <= Date.now()) return false;
  const answer = await rawBaseQuery(
    { url: '/auth/refresh', method: 'POST', body: { refresh: refreshToken } },
    api,
    extraOptions,
  );
  const data = answer.data as RefreshAnswer | undefined;
  if (!data?.access || !data.refresh) return false;
  api.dispatch(
    tokensRefreshed({
      accessToken: data.access,
      refreshToken: data.refresh,
      refreshExpiresAt: Date.parse(data.refresh_expires_at),
    }),
  );
  return true;
}
