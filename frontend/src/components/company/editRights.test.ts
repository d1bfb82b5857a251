import { canEditCompany, isCompanyAdmin } from './editRights';

const member = { userId: 7, roles: [{ id: 2 }], isAdmin: false };
const globalAdmin = { userId: 9, roles: [{ id: 1 }], isAdmin: true };

describe('company edit rights (spec section 4)', () => {
  it('a company admin among the members may edit', () => {
    const company = { members: [{ userId: 7, isCompanyAdmin: true }], hasUserEditAccess: false };
    expect(isCompanyAdmin(company, 7)).toBe(true);
    expect(canEditCompany({ company, user: member })).toBe(true);
  });

  it('a plain member may not', () => {
    const company = { members: [{ userId: 7, isCompanyAdmin: false }, { userId: 8, isCompanyAdmin: true }], hasUserEditAccess: false };
    expect(canEditCompany({ company, user: member })).toBe(false);
  });

  it('without members, hasUserEditAccess decides', () => {
    expect(canEditCompany({ company: { members: [], hasUserEditAccess: true }, user: member })).toBe(true);
    expect(canEditCompany({ company: { members: [], hasUserEditAccess: false }, user: member })).toBe(false);
  });

  it('with members, hasUserEditAccess counts on my company only', () => {
    const company = { members: [{ userId: 8, isCompanyAdmin: true }], hasUserEditAccess: true };
    expect(canEditCompany({ company, user: member, screen: 'details' })).toBe(false);
    expect(canEditCompany({ company, user: member, screen: 'my-company' })).toBe(true);
  });

  it('a global admin may edit from the admin routes only', () => {
    const company = { members: [{ userId: 8, isCompanyAdmin: true }], hasUserEditAccess: false };
    expect(canEditCompany({ company, user: globalAdmin, pathname: '/admin/companies/active/3' })).toBe(true);
    expect(canEditCompany({ company, user: globalAdmin, pathname: '/companies/3' })).toBe(false);
    expect(canEditCompany({ company, user: globalAdmin, pathname: '/administrator' })).toBe(false);
  });

  it('nobody edits without a company or a user', () => {
    expect(canEditCompany({ company: null, user: member })).toBe(false);
    expect(canEditCompany({ company: { members: [], hasUserEditAccess: true }, user: null })).toBe(false);
  });
});
