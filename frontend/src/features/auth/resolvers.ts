import { lazyResolver } from '@/lib/forms/lazyResolver';
import type { ForgotPasswordValues, OtpValues, ResetPasswordValues, SignInValues, SignUpValues } from './schemas';

/**
 * The auth forms' resolvers, with zod and the schemas in a lazy chunk (./validation.ts).
 * Importing this module starts that load: it runs while the screen renders and the visitor
 * types, so the first submit rarely waits for it.
 */
const loadValidation = () => import(/* webpackChunkName: "auth-validation" */ './validation');

export const signInResolver = lazyResolver<SignInValues>(async () => (await loadValidation()).signInResolver);
export const signUpResolver = lazyResolver<SignUpValues>(async () => (await loadValidation()).signUpResolver);
export const forgotPasswordResolver = lazyResolver<ForgotPasswordValues>(
  async () => (await loadValidation()).forgotPasswordResolver,
);
export const resetPasswordResolver = lazyResolver<ResetPasswordValues>(
  async () => (await loadValidation()).resetPasswordResolver,
);
export const otpResolver = lazyResolver<OtpValues>(async () => (await loadValidation()).otpResolver);

// Fetch the chunk now (in the background), not at the first submit.
loadValidation().catch(() => undefined);
