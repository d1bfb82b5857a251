import { useCallback } from 'react';
import { useAppDispatch } from '@/app/store';
import { sessionStarted } from '@/lib/session/sessionSlice';
import type { User } from '@/lib/session/types';
import { userApi } from '@/lib/session/userApi';

/**
 * After sign-in / sign-up: keep the token (store + localStorage), then load the user
 * with it. Rejects when the user cannot be loaded.
 */
export function useStartSession() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (token: string, userId: number): Promise<User> => {
      dispatch(sessionStarted({ token }));
      const request = dispatch(userApi.endpoints.usersRetrieve.initiate({ userId }, { forceRefetch: true }));
      try {
        const user = await request.unwrap();
        if (!user) throw new Error('The user could not be loaded.');
        return user;
      } finally {
        request.unsubscribe();
      }
    },
    [dispatch],
  );
}
