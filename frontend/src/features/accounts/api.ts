import { accountsApi as generatedAccountsApi } from '@/lib/api/generated/accounts';

/**
 * The profile and its e-mail change (docs/api.md), generated from the schema: a new address
 * sent with the profile only becomes `pendingEmail`; the code e-mailed to it confirms it.
 * Here: which writes reload the signed-in user's record.
 */
export const accountsApi = generatedAccountsApi.enhanceEndpoints({
  endpoints: {
    usersUpdate: {
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    },
    usersEmailVerifyCreate: {
      // 409: the change was dropped (the address was taken meanwhile): reload the user too.
      invalidatesTags: (_result, error, { userId }) =>
        !error || (error as { status?: unknown }).status === 409 ? [{ type: 'User', id: userId }] : [],
    },
    usersEmailPendingDestroy: {
      invalidatesTags: (_result, _error, { userId }) => [{ type: 'User', id: userId }],
    },
  },
});

export const {
  useUsersUpdateMutation,
  useUsersEmailVerifyCreateMutation,
  useUsersEmailResendCreateMutation,
  useUsersEmailPendingDestroyMutation,
} = accountsApi;
