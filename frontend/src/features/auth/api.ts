import { type AccountErrorCodeEnum, authApi as generatedAuthApi } from '@/lib/api/generated/auth';

/**
 * Authentication calls (docs/api.md, "Auth and users"), generated from the schema; a
 * confirmed code changes the user (status), so its record is reloaded.
 */
export const authApi = generatedAuthApi.enhanceEndpoints({
  endpoints: {
    usersOtpCreate: { invalidatesTags: ['User'] },
    authIdentitiesRetrieve: { providesTags: ['User'] },
  },
});

export const {
  useAuthSigninCreateMutation,
  useAuthSignupCreateMutation,
  useAuthSignoutCreateMutation,
  useAuthForgotPasswordCreateMutation,
  useAuthResetPasswordCreateMutation,
  useUsersOtpCreateMutation,
  useUsersOtpResendCreateMutation,
  useAuthSigninProviderStartMutation,
  useAuthSigninGoogleCreateMutation,
  useAuthSigninWwpassCreateMutation,
  useAuthLinkProviderStartMutation,
  useAuthIdentitiesRetrieveQuery,
} = authApi;

/** A deactivated account's sign-in with the right password (the server says so only then). */
export const ACCOUNT_INACTIVE: AccountErrorCodeEnum = 'accountInactive';
