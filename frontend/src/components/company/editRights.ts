import { isAdminUser, type User } from '@/lib/session/types';
import type { CompanyDetail } from './types';

export type CompanyScreen = 'details' | 'my-company';

export interface EditRightsInput {
  company: Pick<CompanyDetail, 'members' | 'hasUserEditAccess'> | null | undefined;
  user: Pick<User, 'userId' | 'isAdmin' | 'roles'> | null | undefined;
  /** The current path: a global admin may edit from the admin routes. */
  pathname?: string;
  screen?: CompanyScreen;
}

/** The user is a member of the company with the company-admin flag. */
export function isCompanyAdmin(
  company: Pick<CompanyDetail, 'members'> | null | undefined,
  userId: number | null | undefined,
): boolean {
  if (!company || !userId) return false;
  return (company.members ?? []).some((member) => member.userId === userId && member.isCompanyAdmin);
}

/**
 * Edit rights (spec section 4, "Company profile"):
 * - a company admin among the members;
 * - when the company has no members, hasUserEditAccess;
 * - a global admin when the path starts with /admin;
 * - on the my-company screen, hasUserEditAccess also counts.
 */
export function canEditCompany({ company, user, pathname = '', screen = 'details' }: EditRightsInput): boolean {
  if (!company || !user) return false;
  if (isCompanyAdmin(company, user.userId)) return true;
  const members = company.members ?? [];
  if (members.length === 0 && company.hasUserEditAccess) return true;
  if (isAdminUser(user) && (pathname === '/admin' || pathname.startsWith('/admin/'))) return true;
  if (screen === 'my-company' && company.hasUserEditAccess) return true;
  return false;
}
