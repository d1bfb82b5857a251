import { sessionApi } from '../api/generated/session';

/**
 * The signed-in user's record (generated `GET /api/users/{userId}`); shared by the session
 * guard, auth screens and profile. Its answer is assignable to the session's `User`
 * (lib/session/types.ts), the looser shape also kept in storage from older answers.
 */
export const userApi = sessionApi.enhanceEndpoints({
  endpoints: {
    usersRetrieve: {
      providesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    },
  },
});

export const { useUsersRetrieveQuery } = userApi;
