import '@/lib/zodSetup';
import { z } from 'zod';
import { isStrongPassword, isValidEmail, OTP_LENGTH, SIGN_UP_PASSWORD_MIN_LENGTH } from '@/lib/validation/rules';

/** Messages are the spec's texts, word for word (section 5). */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  signUpPasswordTooShort: 'Password must be 6 symbols at least',
  newPasswordRequired: 'New password is required',
  newPasswordWeak:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character',
  confirmPasswordRequired: 'Confirm new password is required',
  passwordsDoNotMatch: 'The passwords did not match',
  otpLength: 'Your one-time password must be 6 characters.',
} as const;

export const signInSchema = z.object({
  email: z.string().trim().refine(isValidEmail, authMessages.emailInvalid),
  password: z.string().min(1, authMessages.passwordRequired),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, authMessages.firstNameRequired),
  lastName: z.string().trim().min(1, authMessages.lastNameRequired),
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .refine((value) => value === '' || isValidEmail(value), authMessages.emailInvalid),
  password: z.string().min(SIGN_UP_PASSWORD_MIN_LENGTH, authMessages.signUpPasswordTooShort),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().refine(isValidEmail, authMessages.emailInvalid),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, authMessages.newPasswordRequired)
      .refine((value) => value === '' || isStrongPassword(value), authMessages.newPasswordWeak),
    passwordConfirmation: z.string().min(1, authMessages.confirmPasswordRequired),
  })
  .superRefine((values, ctx) => {
    if (values.passwordConfirmation && values.password !== values.passwordConfirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['passwordConfirmation'],
        message: authMessages.passwordsDoNotMatch,
      });
    }
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .refine((value) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value), authMessages.otpLength),
});
export type OtpValues = z.infer<typeof otpSchema>;
