import { skipToken } from '@reduxjs/toolkit/query';
import { selectToken, selectUser } from './sessionSlice';
import { userIdFromToken } from './storage';
import type { User } from './types';
import { useUsersRetrieveQuery } from './userApi';
import { useAppSelector } from '@/app/store';

/** The signed-in user's id: from the stored user, else from the token's claims. */
export function useSessionUserId(): number | null {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  return user?.userId ?? userIdFromToken(token);
}

/** The signed-in user: the freshest copy from the API cache, else the stored one. */
export function useCurrentUser(): User | null {
  const token = useAppSelector(selectToken);
  const stored = useAppSelector(selectUser);
  const userId = useSessionUserId();
  const { data } = useUsersRetrieveQuery(token && userId ? { userId } : skipToken);
  return data ?? stored;
}

