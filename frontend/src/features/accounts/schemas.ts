import { z } from 'zod';
import { isValidEmail, isValidUrl } from '@/lib/validation/rules';

export const profileMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Email is invalid',
  urlInvalid: 'Must be a valid URL',
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
});
export type ProfileValues = z.infer<typeof profileSchema>;
