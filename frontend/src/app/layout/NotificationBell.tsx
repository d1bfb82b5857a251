import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useState } from 'react';
import { BELL_POLL_MS, BELL_QUERY, useNotificationsQuery } from '@/lib/api/notifications';
import { useOutreachLive } from '@/lib/outreach/events';
import { useCurrentUser } from '@/lib/session/hooks';
import { CountBubble } from './CountBubble';

const loadPanel = () => import(/* webpackChunkName: "notifications-panel" */ './NotificationsPanel');
// The panel (its list, times, read marks) loads on first use: the layout carries the count only.
const NotificationsPanel = lazy(async () => ({ default: (await loadPanel()).NotificationsPanel }));

/**
 * The notification centre's bell (issue 24, item 4): the member's unread count, from
 * `GET /api/notifications?Unread=true&PageSize=5`, refreshed by the events socket the layout
 * keeps open (`{type: notification}`), or every 30 s and on the window's focus while it is not.
 * A click opens the panel of notifications.
 */
export function NotificationBell() {
  const user = useCurrentUser();
  // The socket is outreach's, opened for members of a company (as the Outreach badges do).
  const live = useOutreachLive(Boolean(user?.company));
  const { data } = useNotificationsQuery(BELL_QUERY, {
    skip: !user,
    pollingInterval: live.polling ? BELL_POLL_MS : 0,
    refetchOnFocus: live.polling,
  });
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const unread = data?.unreadCount ?? 0;
  const name = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  const open = Boolean(anchor);
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onMouseEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(event) => {
            setLoaded(true);
            setAnchor(event.currentTarget);
          }}
          sx={{ position: 'relative' }}
        >
          <NotificationsNoneOutlinedIcon />
          <CountBubble count={unread} testId="bell-unread" />
        </IconButton>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
