/** The link dialog's URL rule: required; http(s):// or www. and no whitespace. */
import { isValidUrl } from '@/lib/validation/rules';
import { LINK_ERRORS } from './constants';

export function validateLinkUrl(value: string): string | null {
  const url = value.trim();
  if (!url) return LINK_ERRORS.required;
  if (!isValidUrl(url)) return LINK_ERRORS.invalid;
  return null;
}

/** What goes into href: trimmed, and `www.` gets `https://` so it is not a relative link. */
export function normalizeLinkUrl(value: string): string {
  const url = value.trim();
  return /^www\./i.test(url) ? `https://${url}` : url;
}
