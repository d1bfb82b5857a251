import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadToken, loadUser } from './storage';
import type { User } from './types';

export interface SessionState {
  token: string | null;
  user: User | null;
}

export function loadInitialSession(): SessionState {
  const token = loadToken();
  return { token, user: token ? loadUser() : null };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: null, user: null }),
  reducers: {
    /** Sign-in / sign-up success: a new token (and, when known, the user). */
    sessionStarted(state, action: PayloadAction<{ token: string; user?: User | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user ?? null;
    },
    userLoaded(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Sign-out or any 401: the session is gone. */
    sessionCleared(state) {
      state.token = null;
      state.user = null;
    },
  },
});

export const { sessionStarted, userLoaded, sessionCleared } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

interface WithSession {
  session: SessionState;
}
export const selectToken = (state: WithSession) => state.session.token;
export const selectUser = (state: WithSession) => state.session.user;
