import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
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

function sessionListeners() {
  const listener = createListenerMiddleware();

  // Keep the stored session in step with the store.
  listener.startListening({
    matcher: isAnyOf(sessionStarted, userLoaded),
    effect: (_action, api) => {
      const { token, user } = (api.getState() as RootState).session;
      saveToken(token);
      saveUser(user);
    },
  });

  // Sign-out / 401: forget everything the previous session cached or stored.
  listener.startListening({
    actionCreator: sessionCleared,
    effect: async (_action, api) => {
      clearPersistedSession();
      // Let the call that hit the 401 settle first, so its caller still sees the error.
      await api.delay(0);
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  // A fresh copy of the signed-in user replaces the stored one.
  listener.startListening({
    matcher: userApi.endpoints.getUser.matchFulfilled,
    effect: (action, api) => {
      const { token, user } = (api.getState() as RootState).session;
      if (!token) return;
      if (!user || user.userId === action.payload.userId) api.dispatch(userLoaded(action.payload));
    },
  });

  return listener.middleware;
}

export function makeStore(preloadedSession?: SessionState) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: preloadedSession ?? loadInitialSession() } as Partial<RootState>,
    middleware: (getDefault) => getDefault().prepend(sessionListeners()).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
