/**
 * The auth forms' resolvers over their zod schemas. Loaded in a chunk of its own, with zod,
 * through ./resolvers.ts: the auth screens render without it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, otpSchema, resetPasswordSchema, signInSchema, signUpSchema } from './schemas';

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordSchema);
export const otpResolver = zodResolver(otpSchema);
