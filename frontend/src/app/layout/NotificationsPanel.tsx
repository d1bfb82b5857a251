import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { apiErrorTitle } from '@/lib/api/errors';
import {
  useNotificationReadMutation,
  useNotificationsQuery,
  useNotificationsReadAllMutation,
  type AppNotification,
} from '@/lib/api/notifications';
import { paths } from '@/lib/paths';
import { useSnackbar } from '@/lib/toast';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The panel shows this many, then more on demand (the API's pages hold 5 to 50). */
const FIRST_PAGE = 10;
const PAGE_MAX = 50;

export const EMPTY_NOTIFICATIONS =
  'Nothing yet. Intro requests, answers, follow-ups your sequences send and new matches for your saved searches show here.';

/** "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function timeAgo(value: string, now: number = Date.now()): string {
  const then = new Date(value).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.round((now - then) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(then));
}

function fullTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const unread = notification.readAt === null;
  const content = (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', width: '100%', minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          flex: '0 0 8px',
          height: 8,
          mt: 0.9,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {unread ? <Box component="span" sx={visuallyHidden}>Unread: </Box> : null}
        <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
          {notification.title}
        </Typography>
        {notification.body ? (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {notification.body}
          </Typography>
        ) : null}
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={notification.createdAt}
          title={fullTime(notification.createdAt)}
          sx={{ display: 'block', mt: 0.25 }}
        >
          {timeAgo(notification.createdAt)}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <ListItem disablePadding divider data-testid="notification">
      {notification.link ? (
        <ListItemButton component={RouterLink} to={notification.link} onClick={onOpen} sx={{ py: 1.25 }}>
          {content}
        </ListItemButton>
      ) : (
        <ListItemButton onClick={onOpen} sx={{ py: 1.25 }}>
          {content}
        </ListItemButton>
      )}
    </ListItem>
  );
}

interface NotificationsPanelProps {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
}

/**
 * The bell's panel: the member's notifications, newest first, the unread ones marked (a dot,
 * bold, and "Unread:" for screen readers). Opening one follows its link and marks it read;
 * "Mark all read" marks them all. Read again whenever the bell's count changes (the same cache
 * tag), so an event refreshes an open panel too.
 */
export function NotificationsPanel({ id, anchorEl, open, onClose }: NotificationsPanelProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [pageSize, setPageSize] = useState(FIRST_PAGE);
  const list = useNotificationsQuery({ pageSize }, { skip: !open, refetchOnMountOrArgChange: true });
  const [markRead] = useNotificationReadMutation();
  const [markAllRead, markingAll] = useNotificationsReadAllMutation();
  const data = list.data;
  const unread = data?.unreadCount ?? 0;
  // The button turns off once all is read: focus goes to the panel's title, not out of the panel.
  const title = useRef<HTMLHeadingElement>(null);

  const openOne = (notification: AppNotification) => {
    if (notification.readAt === null) void markRead({ notificationId: notification.notificationId });
    onClose();
  };

  const readAll = async () => {
    try {
      await markAllRead().unwrap();
      title.current?.focus();
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? "We couldn't mark your notifications read. Please try again.", {
        variant: 'error',
      });
    }
  };

  let body;
  if (list.isLoading || (!data && !list.isError)) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label="Loading the notifications">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (list.isError || !data) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            Retry
          </Button>
        }
      >
        We couldn't load your notifications.
      </Alert>
    );
  } else if (data.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        {EMPTY_NOTIFICATIONS}
      </Typography>
    );
  } else {
    body = (
      <>
        <List disablePadding aria-label="Notifications">
          {data.data.map((notification) => (
            <NotificationItem
              key={notification.notificationId}
              notification={notification}
              onOpen={() => openOne(notification)}
            />
          ))}
        </List>
        {data.totalCount > data.data.length && pageSize < PAGE_MAX ? (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button size="small" onClick={() => setPageSize((size) => Math.min(PAGE_MAX, size + 20))} loading={list.isFetching}>
              Show earlier notifications
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Popover
      id={id}
      open={open}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: {
            width: 400,
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'min(600px, calc(100vh - 80px))',
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
        <Typography
          id={titleId}
          ref={title}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 600, flex: 1, outline: 'none' }}
        >
          Notifications
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={() => void readAll()}
          disabled={unread === 0}
          loading={markingAll.isLoading}
        >
          Mark all read
        </Button>
      </Box>
      <Divider />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>{body}</Box>
      <Divider />
      <Box sx={{ px: 2, py: 1 }}>
        <Link component={RouterLink} to={`${paths.profile}#notifications`} onClick={onClose} variant="body2">
          Notification settings
        </Link>
      </Box>
    </Popover>
  );
}
