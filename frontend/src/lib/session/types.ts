/** Shapes of the API contract (docs/api.md); names are the API's camelCase names. */

export const UserStatus = { Pending: 1, Active: 2 } as const;
export const RoleId = { Admin: 1, User: 2 } as const;

export interface UserRole {
  id: number;
  name?: string;
}

export interface UserCompany {
  companyId: number;
  name: string;
  logoUrl: string | null;
}

export type BillingPeriod = 'monthly' | 'yearly';

/**
 * Always an object since issue 3 (a Free member gets pricingPlanId 4, name "Free",
 * isActive false); older answers may still send null, which also means Free.
 */
export interface UserSubscription {
  pricingPlanId?: number;
  pricingPlanName: string;
  endDate: string | null;
  tokensQuota: number | null;
  tokensUsed: number | null;
  isActive?: boolean;
  /** `monthly` or `yearly` for a paid plan (the schema declares a string). */
  billingPeriod?: string | null;
}

export interface User {
  userId: number;
  id?: number;
  firstName: string;
  lastName: string;
  email: string;
  linkedInUrl: string | null;
  referralCode: string | null;
  status: number;
  createdAt?: string;
  roles: UserRole[];
  isAdmin?: boolean;
  company: UserCompany | null;
  subscription: UserSubscription | null;
  hasPendingCompany: boolean;
  /** A new address waiting for the code sent to it; `email` stays the account's until then. */
  pendingEmail?: string | null;
  /** An IANA name ("Europe/Berlin"; "UTC" by default): follow-up sequences count business days in it. */
  timeZone?: string;
}

/** isAdmin is derived from holding the Admin role (the server also sends it). */
export function isAdminUser(user: Pick<User, 'isAdmin' | 'roles'> | null | undefined): boolean {
  if (!user) return false;
  if (user.isAdmin === true) return true;
  return (user.roles ?? []).some((role) => role.id === RoleId.Admin);
}

export function isActiveUser(user: Pick<User, 'status'> | null | undefined): boolean {
  return user?.status === UserStatus.Active;
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name || user.email;
}

export function userInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim()?.[0] ?? '';
  const last = user.lastName?.trim()?.[0] ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || (user.email?.[0] ?? '?').toUpperCase();
}

/**
 * A paid plan that has not ended. The server's `isActive` decides when present; for the
 * older shape (no flag, or no subscription at all = Free) the plan name and end date do.
 */
export function hasActiveSubscription(user: Pick<User, 'subscription'> | null | undefined, now = new Date()): boolean {
  const subscription = user?.subscription;
  if (!subscription) return false;
  if (typeof subscription.isActive === 'boolean') return subscription.isActive;
  if (subscription.pricingPlanName?.toLowerCase() === 'free') return false;
  if (!subscription.endDate) return true;
  const end = new Date(subscription.endDate);
  return Number.isNaN(end.getTime()) || end.getTime() > now.getTime();
}

/** 'My plan' label: the subscription's plan name, or Free. */
export function planName(user: Pick<User, 'subscription'> | null | undefined): string {
  return user?.subscription?.pricingPlanName || 'Free';
}
