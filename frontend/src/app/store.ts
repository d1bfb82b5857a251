import { combineReducers, configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '@/lib/api/baseApi';
import { breadcrumbReducer } from '@/lib/breadcrumbs';
import {
  loadInitialSession,
  sessionCleared,
  sessionReducer,
  sessionStarted,
  userLoaded,
  type SessionState,
} from '@/lib/session/sessionSlice';
import { clearPersistedSession, saveToken, saveUser } from '@/lib/session/storage';
import { userApi } from '@/lib/session/userApi';

const rootReducer = combineReducers({
  session: sessionReducer,
  breadcrumbs: breadcrumbReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const persistsSession = isAnyOf(sessionStarted, userLoaded);

/**
 * Session side effects, run once the reducers have seen the action. A plain Redux
 * middleware rather than RTK's listener middleware: three synchronous reactions need none
 * of its task API, and leaving it out keeps 1.6 KB out of the first load (docs/architecture.md).
 */
const sessionEffects: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action);
  if (persistsSession(action)) {
    // Keep the stored session in step with the store.
    const { token, user } = api.getState().session;
    saveToken(token);
    saveUser(user);
  } else if (sessionCleared.match(action)) {
    // Sign-out / 401: forget everything the previous session cached or stored. Let the call
    // that hit the 401 settle first, so its caller still sees the error.
    clearPersistedSession();
    setTimeout(() => api.dispatch(baseApi.util.resetApiState()), 0);
  } else if (userApi.endpoints.usersRetrieve.matchFulfilled(action)) {
    // A fresh copy of the signed-in user replaces the stored one.
    const { token, user } = api.getState().session;
    if (token && (!user || user.userId === action.payload.userId)) api.dispatch(userLoaded(action.payload));
  }
  return result;
};

export function makeStore(preloadedSession?: SessionState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloadedSession ?? loadInitialSession() } as Partial<RootState>,
    middleware: (getDefault) => getDefault().prepend(sessionEffects).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
