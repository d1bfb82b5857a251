import { baseApi } from '@/lib/api/baseApi';
import type { User } from '@/lib/session/types';

export interface SignInRequest {
  email: string;
  password: string;
}
export interface SignInResponse {
  authorizationToken?: string;
  userId?: number;
}
export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralCode?: string;
}
export interface ResetPasswordRequest {
  password: string;
  passwordConfirmation: string;
  token: string;
}
export interface OtpResponse {
  success: boolean;
  user?: User;
}

/** Authentication calls (docs/api.md, "Auth and users"). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, SignInRequest>({
      query: (body) => ({ url: '/auth/signin', method: 'POST', body }),
    }),
    signUp: build.mutation<SignInResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/auth/signout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<{ success?: boolean; message?: string }, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ success?: boolean }, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<OtpResponse, { otp: string }>({
      query: (body) => ({ url: '/users/otp', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    resendOtp: build.mutation<{ success?: boolean; message?: string }, void>({
      query: () => ({ url: '/users/otp/resend', method: 'POST' }),
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
} = authApi;
