import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { User } from '@/lib/session/types';
import { APP_HEADER_HEIGHT } from '../theme';
import { paths } from '@/lib/paths';
import { CountBubble } from './CountBubble';
import { NotificationBell } from './NotificationBell';
import { SIDEBAR_ID } from './Sidebar';
import { useOutreachUnread } from './useOutreachUnread';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';

interface AppHeaderProps {
  isMobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  user: User | null;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform ?? '');

/** The header's way into Outreach, with the member's unread count (issue 23). */
function OutreachIndicator() {
  const unread = useOutreachUnread();
  const name = unread > 0 ? `Outreach, ${unread} unread` : 'Outreach';
  return (
    <Tooltip title={name}>
      <IconButton href={paths.outreach.root} aria-label={name} sx={{ position: 'relative' }}>
        <EmailOutlinedIcon />
        <CountBubble count={unread} testId="header-unread" />
      </IconButton>
    </Tooltip>
  );
}

export function AppHeader({ isMobile, sidebarOpen, onToggleSidebar, user }: AppHeaderProps) {
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar
      component="header"
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', backgroundImage: 'none' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: APP_HEADER_HEIGHT } }}>
        <Tooltip title={`Toggle sidebar (${isMac ? '⌘' : 'Ctrl'}+B)`}>
          <IconButton
            edge="start"
            aria-label="Toggle sidebar"
            aria-controls={SIDEBAR_ID}
            aria-expanded={sidebarOpen}
            onClick={onToggleSidebar}
          >
            {isMobile ? <MenuIcon /> : <ViewSidebarOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />}
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        {/* Text buttons from 600 px up; icon buttons with the same names below. */}
        {compact ? (
          <>
            <Tooltip title="Partner Program Hub">
              <IconButton href={paths.partnerProgramHub} aria-label="Partner Program Hub">
                <HandshakeOutlinedIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title="Find Partners">
              <IconButton href={paths.companies} aria-label="Find Partners">
                <TravelExploreOutlinedIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : (
          <>
            <Button href={paths.partnerProgramHub} variant="outlined" startIcon={<HandshakeOutlinedIcon />}>
              Partner Program Hub
            </Button>
            <Button href={paths.companies} variant="contained" startIcon={<TravelExploreOutlinedIcon />}>
              Find Partners
            </Button>
          </>
        )}
        <OutreachIndicator />
        <NotificationBell />
        <ThemeSwitcher />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
