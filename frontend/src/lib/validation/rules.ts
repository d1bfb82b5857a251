/** Validation rules shared by several forms (spec section 5). */

const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** A URL must start with http(s):// or www. and contain no whitespace. */
const URL_PATTERN = /^(https?:\/\/|www\.)\S+$/i;

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/**
 * Reset-password rule: at least 8 characters, at least one lowercase letter, one uppercase
 * letter, one digit and one special character from @$!%*?&#^()[]{}, and nothing else.
 */
const SPECIALS = '@$!%*?&#^()[\\]{}';
const STRONG_PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[${SPECIALS}])[A-Za-z\\d${SPECIALS}]{8,}$`,
);

export function isStrongPassword(value: string): boolean {
  return STRONG_PASSWORD_PATTERN.test(value);
}

export const OTP_LENGTH = 6;
export const SIGN_UP_PASSWORD_MIN_LENGTH = 6;
