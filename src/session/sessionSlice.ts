import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Merchant, SessionUser, StepStatus } from './sessionTypes';
import { deriveOnboardingStep, isRegisteredAt, TOTAL_ONBOARDING_STEPS } from './stepDerivation';

// docs/product.md, "Session": every field with its default. This is the only persisted slice.
export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  refreshExpiresAt: number | null;
  merchant: Merchant | null;
  onboardingStep: number;
  isOnboardingComplete: boolean;
  merchantRequestStatus: string | null;
  stepStatus: StepStatus | null;
  /** Epoch milliseconds of the last step-status fetch. */
  stepStatusLastFetched: number | null;
  isRegistered: boolean;
  registrationStep: number;
  draftId: string | null;
  /** docs/product.md, "Demo mode": signed in with placeholder tokens because the server was unreachable. */
  isDemo: boolean;
}

export const initialSessionState: SessionState = {
  user: null,
  accessToken: null,
  refreshToken: null,
  refreshExpiresAt: null,
  merchant: null,
  onboardingStep: 1,
  isOnboardingComplete: false,
  merchantRequestStatus: null,
  stepStatus: null,
  stepStatusLastFetched: null,
  isRegistered: false,
  registrationStep: 1,
  draftId: null,
  isDemo: false,
};

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  refreshExpiresAt: number;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(
      state,
      action: PayloadAction<{
        user: SessionUser;
        merchant: Merchant | null;
        tokens: TokenPair;
        isDemo?: boolean;
      }>,
    ) {
      const { user, merchant, tokens, isDemo = false } = action.payload;
      Object.assign(state, { user, merchant, isDemo }, tokens);
    },
    tokensRefreshed(state, action: PayloadAction<TokenPair>) {
      Object.assign(state, action.payload);
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    merchantUpdated(state, action: PayloadAction<Merchant | null>) {
      state.merchant = action.payload;
    },
    stepStatusReceived(state, action: PayloadAction<{ stepStatus: StepStatus; at: number }>) {
      const { stepStatus, at } = action.payload;
      state.stepStatus = stepStatus;
      state.stepStatusLastFetched = at;
      state.onboardingStep = deriveOnboardingStep(stepStatus);
      state.isOnboardingComplete = state.onboardingStep > TOTAL_ONBOARDING_STEPS;
      state.merchantRequestStatus = stepStatus.merchant_status;
    },
    registrationStepSet(state, action: PayloadAction<number>) {
      state.registrationStep = action.payload;
      state.isRegistered = isRegisteredAt(action.payload);
    },
    draftIdSet(state, action: PayloadAction<string | null>) {
      state.draftId = action.payload;
    },
    /** docs/product.md, "Logout": every field back to its default. */
    loggedOut() {
      return initialSessionState;
    },
    /** docs/product.md, "Errors and messages": the refresh failed or was impossible; the session ends as at logout. */
    sessionExpired() {
      return initialSessionState;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectAccessToken: (state) => state.accessToken,
  },
});

export const {
  signedIn,
  tokensRefreshed,
  userUpdated,
  merchantUpdated,
  stepStatusReceived,
  registrationStepSet,
  draftIdSet,
  loggedOut,
  sessionExpired,
} = sessionSlice.actions;
export const { selectUser, selectIsSignedIn, selectAccessToken } = sessionSlice.selectors;
