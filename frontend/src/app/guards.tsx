import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { sessionCleared, selectToken } from '@/lib/session/sessionSlice';
import { isActiveUser, isAdminUser } from '@/lib/session/types';
import { useUsersRetrieveQuery } from '@/lib/session/userApi';
import { paths } from '@/lib/paths';
import { useCurrentUser, useSessionUserId } from '@/lib/session/hooks';
import { useAppDispatch, useAppSelector } from './store';

const SessionLoadError = lazy(async () => ({
  default: (await import(/* webpackChunkName: "session-load-error" */ './SessionLoadError')).SessionLoadError,
}));

/**
 * Session guard for the signed-in area (spec section 2):
 * no token -> /sign-in; a user who is not Active -> /otp. While the user loads a full-page
 * progress indicator shows; a failed load offers a retry instead of a blank page.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const token = useAppSelector(selectToken);
  const userId = useSessionUserId();
  const { data: user, isError, refetch, isFetching } = useUsersRetrieveQuery(token && userId ? { userId } : skipToken,
  );

  useEffect(() => {
    // A token we cannot attribute to a user is useless: drop it.
    if (token && !userId) dispatch(sessionCleared());
  }, [dispatch, token, userId]);

  if (!token || !userId) {
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />;
  }
  if (!user) {
    if (isError && !isFetching) {
      return (
        <Suspense fallback={<FullPageLoader label="Loading your account…" />}>
          <SessionLoadError onRetry={() => void refetch()} />
        </Suspense>
      );
    }
    return <FullPageLoader label="Loading your account…" />;
  }
  if (!isActiveUser(user)) return <Navigate to={paths.otp} replace />;
  return children ? <>{children}</> : <Outlet />;
}

/** Admin area: signed-in non-admins are sent to the /403 page. */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (!isAdminUser(user)) return <Navigate to={paths.forbidden} replace />;
  return <Outlet />;
}

/**
 * Sign-in and sign-up: a visitor who arrives with a token goes to /. Only the token present
 * when the page opened counts, so the sign-in flow itself can route by the user's state.
 */
export function RedirectIfSignedIn() {
  const token = useAppSelector(selectToken);
  const tokenOnArrival = useRef(token).current;
  const { search } = useLocation();
  // Google's answer to linking it from the profile comes back to /sign-in: let it finish.
  const query = new URLSearchParams(search);
  const providerAnswer = Boolean(query.get('state') && (query.get('code') || query.get('error')));
  if (tokenOnArrival && !providerAnswer) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/**
 * Error pages (403, 404): inside the signed-in layout for a visitor with a session, so the
 * navigation stays at hand; a plain full page otherwise.
 */
export function SessionAwareLayout({ signedIn }: { signedIn: ReactNode }) {
  const token = useAppSelector(selectToken);
  if (token) return <RequireAuth>{signedIn}</RequireAuth>;
  return <Outlet />;
}
