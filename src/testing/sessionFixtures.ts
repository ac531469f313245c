import type { PersistPartial } from 'redux-persist/es/persistReducer';
import type { SessionUser } from '../session/sessionTypes';
import { initialSessionState, type SessionState } from '../session/sessionSlice';
import { DEMO_STEP_STATUS } from '../features/onboarding/demoSession';

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: '8d1c3c1e-4a43-4b7e-9f0e-2f4b3c9a1d10',
  username: 'amira',
  first_name: 'Amira',
  last_name: 'Haddad',
  email: 'amira@example.com',
  role_id: 'merchant',
  avatar_url: null,
  birth_date: null,
  gender: null,
  status: 'active',
  email_verified: true,
  qr_code: 'QR-8d1c3c1e',
  short_code: 'K7P4QX2M',
  phone: null,
  phone_findable: false,
  last_login_at: '2026-11-22T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});

/**
 * Session state of a signed-in user, for `preloadedState`. Its step status was fetched just now, so
 * the onboarding machine takes the session's `onboardingStep` (override it to place a merchant)
 * without asking the server; a test about fetching it sets `stepStatusLastFetched: null`.
 */
export const signedInSession = (user: SessionUser = aUser()): SessionState & PersistPartial => ({
  ...initialSessionState,
  _persist: { version: 1, rehydrated: true },
  user,
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  refreshExpiresAt: Date.now() + 24 * 60 * 60 * 1000,
  stepStatus: DEMO_STEP_STATUS,
  stepStatusLastFetched: Date.now(),
});
