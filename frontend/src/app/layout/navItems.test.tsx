import { ADMIN_NAV, MAIN_NAV, activeNavItem } from './navItems';

const ALL = [...MAIN_NAV, ...ADMIN_NAV];
const active = (pathname: string) => activeNavItem(ALL, pathname)?.label ?? null;

describe('activeNavItem', () => {
  it('marks the item of the path, its sub-paths and its aliases', () => {
    expect(active('/')).toBe('Home');
    expect(active('/home')).toBe('Home');
    expect(active('/my-company')).toBe('My Company');
    expect(active('/companies')).toBe('AI Partner Discovery');
    expect(active('/companies/42')).toBe('AI Partner Discovery');
    expect(active('/knowledge-base/partner-program')).toBe('Knowledge Base');
    expect(active('/admin/users')).toBe('Users');
  });

  it('gives the creation wizard to My Company only', () => {
    expect(active('/companies/new')).toBe('My Company');
    expect(ALL.filter((item) => item === activeNavItem(ALL, '/companies/new'))).toHaveLength(1);
  });

  it('marks nothing on a path outside the menu', () => {
    expect(active('/settings/profile')).toBeNull();
    // Home matches only exactly, not as a prefix of everything.
    expect(active('/nowhere')).toBeNull();
  });
});
