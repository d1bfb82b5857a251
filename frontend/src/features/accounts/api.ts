import { baseApi } from '@/lib/api/baseApi';
import type { User } from '@/lib/session/types';

export interface UpdateUserRequest {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedInUrl: string;
}

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, UpdateUserRequest>({
      query: (body) => ({ url: `/users/${body.userId}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'User', id: body.userId }],
    }),
  }),
});

export const { useUpdateUserMutation } = accountsApi;
