import { readSidebarExpanded, SIDEBAR_COOKIE_NAME, writeSidebarExpanded } from './sidebarCookie';
import Cookies from 'js-cookie';

function clearCookie() {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('sidebar cookie', () => {
  beforeEach(clearCookie);

  it('is expanded when there is no cookie', () => {
    expect(readSidebarExpanded()).toBe(true);
  });

  it('writes sidebar_state=false when collapsed and reads it back', () => {
    writeSidebarExpanded(false);
    expect(document.cookie).toContain('sidebar_state=false');
    expect(readSidebarExpanded()).toBe(false);
  });

  it('writes sidebar_state=true when expanded', () => {
    writeSidebarExpanded(false);
    writeSidebarExpanded(true);
    expect(document.cookie).toContain('sidebar_state=true');
    expect(readSidebarExpanded()).toBe(true);
  });

  it('keeps the cookie for 7 days', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeSidebarExpanded(false);
    expect(set).toHaveBeenCalledWith('sidebar_state', 'false', expect.objectContaining({ expires: 7, path: '/' }));
  });

  it('sets an expiry 7 days ahead on the cookie itself', () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    const before = Date.now();
    writeSidebarExpanded(false);
    const header = written.find((value) => value.startsWith('sidebar_state=false'));
    expect(header).toBeDefined();
    const expires = Date.parse(/expires=([^;]+)/i.exec(header!)![1]);
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(expires - before).toBeGreaterThan(sevenDays - 60_000);
    expect(expires - before).toBeLessThan(sevenDays + 60_000);
  });
});
