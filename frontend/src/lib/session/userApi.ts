import { baseApi } from '../api/baseApi';
import type { User } from './types';

/** The signed-in user's record; shared by the session guard, auth screens and profile. */
export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, number>({
      query: (userId) => `/users/${userId}`,
      providesTags: (_result, _error, userId) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const { useGetUserQuery } = userApi;
