import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { ADMIN_NAV, BRAND_ICON, MAIN_NAV, activeNavItem, type NavItem } from './navItems';
import { useOutreachUnread } from './useOutreachUnread';

// The form (with its validation library) loads on first use, keeping the first load small.
const ContactUsDialog = lazy(async () => ({
  default: (await import('@/components/contact-us/ContactUsDialog')).ContactUsDialog,
}));

export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_COLLAPSED_WIDTH = 68;
export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  /** Desktop: expanded (labels) or collapsed (icons with tooltips). */
  expanded: boolean;
  isMobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  isAdmin: boolean;
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function NavLinkItem({
  item,
  showLabel,
  active,
  onNavigate,
  unread = 0,
}: {
  item: NavItem;
  showLabel: boolean;
  active: boolean;
  onNavigate?: () => void;
  /** The unread count its badge shows (Outreach). */
  unread?: number;
}) {
  const unreadWords = unread > 0 ? `${unread} unread` : '';
  const button = (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      // Named by its text when the label shows (a name that leaves out visible text, such as
      // the "New" chip, fails label-in-name); by the label when only the icon shows.
      aria-label={showLabel ? undefined : unreadWords ? `${item.label}, ${unreadWords}` : item.label}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        mx: 1,
        minHeight: 42,
        px: showLabel ? 1.5 : 0,
        justifyContent: showLabel ? 'flex-start' : 'center',
        '&.Mui-selected': { color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
      }}
    >
      <ListItemIcon sx={{ minWidth: showLabel ? 36 : 0, justifyContent: 'center', position: 'relative' }}>
        {item.icon}
        {!showLabel && unread > 0 ? (
          <Box
            component="span"
            aria-hidden
            data-testid="nav-unread-dot"
            sx={{
              position: 'absolute',
              top: -2,
              right: -4,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              border: 2,
              borderColor: 'background.paper',
            }}
          />
        ) : null}
        {!showLabel && item.isNew ? (
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              top: -2,
              right: -4,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
            }}
          />
        ) : null}
      </ListItemIcon>
      {showLabel ? (
        <>
          <ListItemText primary={item.label} slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: active ? 500 : 400 } } }} />
          {item.isNew ? <Chip label="New" size="small" color="secondary" aria-hidden sx={{ height: 20, fontSize: 11 }} /> : null}
          {unread > 0 ? (
            <>
              <Chip
                label={unread > 99 ? '99+' : unread}
                size="small"
                color="primary"
                aria-hidden
                data-testid="nav-unread-count"
                sx={{ height: 20, fontSize: 11, fontWeight: 700 }}
              />
              <Box component="span" sx={visuallyHidden}>
                , {unreadWords}
              </Box>
            </>
          ) : null}
        </>
      ) : null}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block', mb: 0.25 }}>
      {showLabel ? (
        button
      ) : (
        <Tooltip
          title={unreadWords ? `${item.label} (${unreadWords})` : item.isNew ? `${item.label} (New)` : item.label}
          placement="right"
        >
          {button}
        </Tooltip>
      )}
    </ListItem>
  );
}

function SidebarContent({
  showLabel,
  isAdmin,
  onNavigate,
}: {
  showLabel: boolean;
  isAdmin: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = activeNavItem([...MAIN_NAV, ...ADMIN_NAV], pathname);
  const unread = useOutreachUnread();
  const [contactOpen, setContactOpen] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);

  const contactButton = (
    <ListItemButton
      onClick={() => {
        setContactLoaded(true);
        setContactOpen(true);
      }}
      aria-label="Contact Us"
      sx={{ borderRadius: 2, mx: 1, minHeight: 42, px: showLabel ? 1.5 : 0, justifyContent: showLabel ? 'flex-start' : 'center' }}
    >
      <ListItemIcon sx={{ minWidth: showLabel ? 36 : 0, justifyContent: 'center' }}>
        <SupportAgentOutlinedIcon />
      </ListItemIcon>
      {showLabel ? <ListItemText primary="Contact Us" slotProps={{ primary: { variant: 'body2' } }} /> : null}
    </ListItemButton>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        component={RouterLink}
        to={paths.home}
        onClick={onNavigate}
        aria-label="PartnerMatch home"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: showLabel ? 2.5 : 0,
          justifyContent: showLabel ? 'flex-start' : 'center',
          height: 64,
          color: 'text.primary',
          textDecoration: 'none',
          flexShrink: 0,
        }}
      >
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            p: 0.75,
            borderRadius: 2,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {BRAND_ICON}
        </Box>
        {showLabel ? (
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }} noWrap>
            PartnerMatch
          </Typography>
        ) : null}
      </Box>
      <Divider />
      {/* The menu scrolls on its own between the brand and the footer: with the Admin group
          on a short window its last items stay reachable instead of sliding under the footer. */}
      <Box
        component="nav"
        aria-label="Main navigation"
        sx={{
          flex: '1 1 auto',
          minHeight: 0,
          overflowY: 'auto',
          overflowX: 'hidden',
          overscrollBehavior: 'contain',
          scrollbarWidth: 'thin',
          py: 1,
        }}
      >
        <List disablePadding>
          {MAIN_NAV.map((item) => (
            <NavLinkItem
              key={item.to}
              item={item}
              showLabel={showLabel}
              active={item === active}
              onNavigate={onNavigate}
              unread={item.unreadBadge ? unread : 0}
            />
          ))}
        </List>
        {isAdmin ? (
          <List
            disablePadding
            aria-labelledby="admin-nav-heading"
            subheader={
              showLabel ? (
                <ListSubheader id="admin-nav-heading" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1 }}>
                  Admin
                </ListSubheader>
              ) : (
                <Box id="admin-nav-heading" aria-label="Admin" sx={{ mt: 1 }}>
                  <Divider sx={{ mx: 2, mb: 1 }} />
                </Box>
              )
            }
          >
            {ADMIN_NAV.map((item) => (
              <NavLinkItem
                key={item.to}
                item={item}
                showLabel={showLabel}
                active={item === active}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ py: 1, flexShrink: 0 }}>
        {showLabel ? contactButton : (
          <Tooltip title="Contact Us" placement="right">
            {contactButton}
          </Tooltip>
        )}
      </Box>
      {contactLoaded ? (
        <Suspense fallback={null}>
          <ContactUsDialog open={contactOpen} onClose={() => setContactOpen(false)} defaultTopic="General question" />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * Collapsible sidebar: a permanent mini-drawer on wide screens; below 768 px a temporary
 * drawer opened from the header's menu button.
 */
export function Sidebar({ expanded, isMobile, mobileOpen, onMobileClose, isAdmin }: SidebarProps) {
  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        slotProps={{ root: { keepMounted: true }, paper: { id: SIDEBAR_ID, sx: { width: SIDEBAR_WIDTH } } }}
      >
        <SidebarContent showLabel isAdmin={isAdmin} onNavigate={onMobileClose} />
      </Drawer>
    );
  }
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Drawer
      variant="permanent"
      data-state={expanded ? 'expanded' : 'collapsed'}
      sx={{
        // The column runs the full height of the page (its background and border with it),
        // not only the first screen; the menu inside stays in view while the page scrolls.
        width,
        flexShrink: 0,
        alignSelf: 'stretch',
        boxSizing: 'border-box',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        '& .MuiDrawer-paper': {
          position: 'sticky',
          top: 0,
          width: '100%',
          height: '100vh',
          borderRight: 'none',
          overflow: 'hidden',
          boxSizing: 'border-box',
        },
      }}
      slotProps={{ paper: { id: SIDEBAR_ID } }}
    >
      <SidebarContent showLabel={expanded} isAdmin={isAdmin} />
    </Drawer>
  );
}
