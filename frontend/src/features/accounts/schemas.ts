import '@/lib/zodSetup';
import { z } from 'zod';
import { isValidEmail, isValidUrl, OTP_LENGTH } from '@/lib/validation/rules';

export const profileMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Email is invalid',
  urlInvalid: 'Must be a valid URL',
  /** The API's message (apps/accounts/time_zones.py); the API also checks the name against the tz database. */
  timeZoneInvalid: 'Choose a time zone from the list (an IANA name such as Europe/Berlin).',
} as const;

/** User profile form (spec section 5, "User profile"). */
export const profileSchema = z.object({
  firstName: z.string().trim().min(1, profileMessages.firstNameRequired),
  lastName: z.string().trim().min(1, profileMessages.lastNameRequired),
  email: z.string().trim().refine(isValidEmail, profileMessages.emailInvalid),
  linkedInUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidUrl(value), profileMessages.urlInvalid),
  timeZone: z.string().trim().min(1, profileMessages.timeZoneInvalid),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** The code that confirms a new e-mail address (the spec's one-time code message). */
export const EMAIL_CODE_LENGTH_MESSAGE = 'Your one-time password must be 6 characters.';
export const emailCodeSchema = z.object({
  otp: z
    .string()
    .trim()
    .refine((value) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value), EMAIL_CODE_LENGTH_MESSAGE),
});
export type EmailCodeValues = z.infer<typeof emailCodeSchema>;
