import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/app/store';
import { sessionCleared } from '@/lib/session/sessionSlice';
import { useAuthSignoutCreateMutation } from './api';

/** POST /api/auth/signout (best effort), then forget the session and go to /sign-in. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signOut, state] = useAuthSignoutCreateMutation();
  const run = useCallback(async () => {
    try {
      await signOut().unwrap();
    } catch {
      // The token may already be invalid; the local session ends either way.
    }
    dispatch(sessionCleared());
    navigate(paths.signIn, { replace: true });
  }, [dispatch, navigate, signOut]);
  return [run, state] as const;
}
