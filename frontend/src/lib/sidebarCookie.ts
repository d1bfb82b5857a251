import Cookies from 'js-cookie';

/** Cookie that remembers whether the sidebar is expanded (`true`) or collapsed (`false`). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;

/** Expanded unless the cookie says `false`. */
export function readSidebarExpanded(): boolean {
  return Cookies.get(SIDEBAR_COOKIE_NAME) !== 'false';
}

export function writeSidebarExpanded(expanded: boolean): void {
  Cookies.set(SIDEBAR_COOKIE_NAME, expanded ? 'true' : 'false', {
    expires: SIDEBAR_COOKIE_MAX_AGE_DAYS,
    path: '/',
    sameSite: 'Lax',
  });
}
