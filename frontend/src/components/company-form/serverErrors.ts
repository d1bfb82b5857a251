import type { UseFormSetError } from 'react-hook-form';
import { isApiError, type ApiError } from '@/lib/api/errors';
import { applyServerErrors, type ServerErrorMapping } from '@/lib/forms/applyServerErrors';
import { allCompanyFields, type CompanyFieldName, type CompanyFormValues } from './values';

const CONTACT_FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  position: 'Position',
  linkedInUrl: 'LinkedIn',
};

/** `contacts.1.email`, `contacts[1].email`, `Contacts[1].Email` -> index 1, field `email`. */
function contactKey(key: string): { index: number; field: string } | null {
  const match = /^contacts(?:\.|\[)(\d+)\]?\.?([A-Za-z_]*)$/i.exec(key);
  if (!match) return null;
  const field = match[2] ? match[2].charAt(0).toLowerCase() + match[2].slice(1) : '';
  return { index: Number(match[1]), field };
}

/**
 * The server's per-contact messages (`contacts.N.field`) belong to the contact list, which
 * shows one message: they are folded into `contacts`, naming the contact and the field.
 */
export function foldContactErrors(error: unknown): unknown {
  if (!isApiError(error) || !error.data?.errors || typeof error.data.errors !== 'object') return error;
  const errors: Record<string, string[] | string> = {};
  const contactMessages: string[] = [];
  for (const [key, value] of Object.entries(error.data.errors)) {
    const parsed = contactKey(key);
    if (!parsed) {
      errors[key] = value;
      continue;
    }
    const messages = Array.isArray(value) ? value : [value];
    const label = CONTACT_FIELD_LABELS[parsed.field];
    for (const message of messages) {
      contactMessages.push(`Contact ${parsed.index + 1}${label ? ` (${label})` : ''}: ${message}`);
    }
  }
  if (contactMessages.length > 0) {
    const existing = errors.contacts;
    const before = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    errors.contacts = [...before, ...contactMessages];
  }
  return { ...error, data: { ...error.data, errors } } satisfies ApiError;
}

/** Puts a 400 answer's field errors onto the company form (payload names = field names). */
export function applyCompanyServerErrors(
  error: unknown,
  setError: UseFormSetError<CompanyFormValues>,
  fields: readonly CompanyFieldName[] = allCompanyFields,
): ServerErrorMapping {
  return applyServerErrors(foldContactErrors(error), setError, fields, {
    // The read shape's names, should the server answer with them.
    targetIndustries: 'targetIndustryIds',
    marketSegments: 'marketSegmentIds',
    geoRegions: 'geoRegionIds',
    dealSizes: 'dealSizeIds',
    partnershipTypes: 'partnershipTypeIds',
    logoUrl: 'website',
  });
}
