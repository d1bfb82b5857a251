import { baseApi } from '@/lib/api/baseApi';
import type { User } from '@/lib/session/types';

export interface UpdateUserRequest {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedInUrl: string;
}

export interface SuccessResponse {
  success: boolean;
  message?: string;
}

/**
 * The profile and its e-mail change (docs/api.md): a new address sent with the profile only
 * becomes `pendingEmail`; the code e-mailed to it confirms it.
 */
export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, UpdateUserRequest>({
      query: (body) => ({ url: `/users/${body.userId}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'User', id: body.userId }],
    }),
    confirmEmailChange: build.mutation<User, { userId: number; otp: string }>({
      query: ({ userId, otp }) => ({ url: `/users/${userId}/email/verify`, method: 'POST', body: { otp } }),
      // 409: the change was dropped (the address was taken meanwhile): reload the user too.
      invalidatesTags: (_result, error, { userId }) =>
        !error || (error as { status?: unknown }).status === 409 ? [{ type: 'User', id: userId }] : [],
    }),
    resendEmailChange: build.mutation<SuccessResponse, { userId: number }>({
      query: ({ userId }) => ({ url: `/users/${userId}/email/resend`, method: 'POST' }),
    }),
    cancelEmailChange: build.mutation<User, { userId: number }>({
      query: ({ userId }) => ({ url: `/users/${userId}/email/pending`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useConfirmEmailChangeMutation,
  useResendEmailChangeMutation,
  useCancelEmailChangeMutation,
} = accountsApi;
