import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EmbeddedPageContext } from '@/components/ErrorPage';
import { FullPageLoader } from '@/components/FullPageLoader';
import { isAdminUser } from '@/lib/session/types';
import { readSidebarExpanded, writeSidebarExpanded } from '@/lib/sidebarCookie';
import { useCurrentUser } from '@/lib/session/hooks';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';

/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export function isSidebarShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'b';
}

/** Signed-in layout: sidebar, header, breadcrumb and the current screen. */
export function AppLayout({ showBreadcrumbs = true }: { showBreadcrumbs?: boolean }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState<boolean>(readSidebarExpanded);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleSidebar = useCallback(() => {
    if (isMobile) {
      setMobileOpen((open) => !open);
      return;
    }
    const next = !expanded;
    setExpanded(next);
    writeSidebarExpanded(next);
  }, [expanded, isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip + 1,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Link>
      <Sidebar
        expanded={expanded}
        isMobile={isMobile}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        isAdmin={isAdminUser(user)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          isMobile={isMobile}
          sidebarOpen={isMobile ? mobileOpen : expanded}
          onToggleSidebar={toggleSidebar}
          user={user}
        />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3, lg: 4 }, outline: 'none', maxWidth: 1400, width: '100%', mx: 'auto' }}
        >
          {showBreadcrumbs ? <AppBreadcrumbs /> : null}
          <EmbeddedPageContext.Provider value>
            <Suspense fallback={<FullPageLoader fullHeight={false} />}>
              <Outlet />
            </Suspense>
          </EmbeddedPageContext.Provider>
        </Box>
      </Box>
    </Box>
  );
}
