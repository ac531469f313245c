import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Counter mode (docs/api.md, "Counter mode"): the person unlocked at a shared counter device. Kept in
// memory only, never persisted: a reload, an idle minute or a refusal locks the counter, and the
// next person unlocks it with their PIN. It is not the signed-in session (`sessionSlice`): the
// device has none, and its token has no refresh token.

/** Who is unlocked at the counter, and where their token works. */
export interface CounterUnlocked {
  /** The counter's bearer token: only the scanner's calls accept it. */
  token: string;
  /** Epoch milliseconds: the token lasts at most 8 hours. */
  expiresAt: number;
  staff: { id: string; name: string; role: 'manager' | 'cashier' };
  store: { id: string; name: string };
  branch: { id: string; name: string };
}

export interface CounterSessionState {
  unlocked: CounterUnlocked | null;
  /** Why the counter last locked by itself ("Locked after 2 minutes idle.", the server's refusal). */
  lockMessage: string | null;
}

const initialState: CounterSessionState = { unlocked: null, lockMessage: null };

export const counterSessionSlice = createSlice({
  name: 'counterSession',
  initialState,
  reducers: {
    counterUnlocked(_state, action: PayloadAction<CounterUnlocked>) {
      return { unlocked: action.payload, lockMessage: null };
    },
    /** The token is dropped; `message` says why, null for a lock someone chose. */
    counterLocked(_state, action: PayloadAction<{ message: string | null }>) {
      return { unlocked: null, lockMessage: action.payload.message };
    },
  },
});

export const { counterUnlocked, counterLocked } = counterSessionSlice.actions;

/** The slice's state; undefined until the API's code has loaded it into the store (apiLoader). */
export const counterSessionOf = (state: unknown): CounterSessionState | undefined =>
  (state as { counterSession?: CounterSessionState }).counterSession;
