import type { TokenPair } from '../../session/sessionSlice';
import type { TokensRecord } from './types';

/** The API's token record as the session keeps it (expiry as epoch milliseconds). */
export const toTokenPair = (tokens: TokensRecord): TokenPair => ({
  accessToken: tokens.access_token,
  refreshToken: tokens.refresh_token,
  refreshExpiresAt: Date.parse(tokens.refresh_expires_at),
});
