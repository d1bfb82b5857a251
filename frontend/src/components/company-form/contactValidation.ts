/** Contact form rules (spec section 5, "Contacts"): pure functions. */
import { isValidEmail, isValidUrl } from '@/lib/validation/rules';
import type { ContactDraft } from '@/components/company/types';

/** 'edit': company edit rules; 'wizard': creation wizard rules (all optional). */
export type ContactMode = 'wizard' | 'edit';

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  positionRequired: 'Position is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  urlInvalid: 'Must be a valid URL',
  duplicateEmail: 'Contact with the same Email already exists. Please check entered data.',
  minOne: 'Min 1 contact must be selected',
  helpText: 'List up to three contacts for partnership inquiries.',
} as const;

export type ContactField = 'firstName' | 'lastName' | 'email' | 'position' | 'linkedInUrl';
export type ContactErrors = Partial<Record<ContactField, string>>;

export function normalizeEmail(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** True when another contact already has this e-mail (trimmed, case-insensitive). */
export function isDuplicateEmail(email: string, otherContacts: readonly Pick<ContactDraft, 'email'>[]): boolean {
  const wanted = normalizeEmail(email);
  return wanted !== '' && otherContacts.some((contact) => normalizeEmail(contact.email) === wanted);
}

export interface ContactValidationOptions {
  mode: ContactMode;
  /** Every contact except the one being edited. */
  otherContacts: readonly Pick<ContactDraft, 'email'>[];
  /** Editing an existing contact: the e-mail cannot change, so it is not checked again. */
  emailLocked?: boolean;
}

/** The messages of a contact's invalid fields (empty object when valid). */
export function validateContact(
  values: Pick<ContactDraft, ContactField>,
  { mode, otherContacts, emailLocked = false }: ContactValidationOptions,
): ContactErrors {
  const errors: ContactErrors = {};
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const position = values.position.trim();
  const email = values.email.trim();
  const linkedInUrl = values.linkedInUrl.trim();

  if (mode === 'edit') {
    if (!firstName) errors.firstName = CONTACT_MESSAGES.firstNameRequired;
    if (!lastName) errors.lastName = CONTACT_MESSAGES.lastNameRequired;
    if (!position) errors.position = CONTACT_MESSAGES.positionRequired;
    if (linkedInUrl && !isValidUrl(linkedInUrl)) errors.linkedInUrl = CONTACT_MESSAGES.urlInvalid;
  }

  if (!emailLocked) {
    if (!email) {
      if (mode === 'edit') errors.email = CONTACT_MESSAGES.emailRequired;
    } else if (!isValidEmail(email)) {
      errors.email = CONTACT_MESSAGES.emailInvalid;
    } else if (isDuplicateEmail(email, otherContacts)) {
      errors.email = CONTACT_MESSAGES.duplicateEmail;
    }
  }
  return errors;
}

/** The contact as saved: every field trimmed, `contactId` kept when present. */
export function cleanContact(values: ContactDraft): ContactDraft {
  const cleaned: ContactDraft = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    position: values.position.trim(),
    linkedInUrl: values.linkedInUrl.trim(),
  };
  if (values.contactId !== undefined && values.contactId !== null) cleaned.contactId = values.contactId;
  return cleaned;
}

export function contactDisplayName(contact: Pick<ContactDraft, 'firstName' | 'lastName' | 'email'>, fallback = 'Unnamed contact'): string {
  const name = `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim();
  return name || contact.email?.trim() || fallback;
}

/** An href for a LinkedIn value typed without a scheme (www.linkedin.com/...). */
export function externalHref(url: string): string {
  const value = url.trim();
  return /^https?:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}
