/**
 * The outreach events socket (apps/outreach/consumers.py, docs/outreach.md "Real time").
 *
 * A ticket from `POST /api/outreach/events-ticket` (the session and API key) opens
 * `/outreach-events?ticket=...` once. Events carry ids only (`message`, `request`,
 * `conversation`, `read`, and the notification centre's `notification`, docs/alerts.md): each
 * invalidates the cache tags of what changed, and the screens
 * that show it refetch through the API, whose access rules apply. One socket per page,
 * whatever the number of screens that want it (the layout's badges, a conversation): the
 * first user opens it, the last closes it. While it is not open the screens poll instead
 * (`useOutreachLive().polling`) and read again when the window regains focus; once it is open
 * (first opening or reconnection) everything outreach is read again, since events sent before
 * it listened went to no socket.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, type AppDispatch } from '@/app/store';
import { notificationsChanged } from '@/lib/api/notifications';
import { OUTREACH_TAGS, outreachSummaryApi as outreachApi } from '@/lib/api/outreachSummary';

export type OutreachEvent =
  | { type: 'ready' }
  | { type: 'error'; title?: string }
  | { type: 'message'; conversationId: number; messageId?: number }
  | { type: 'conversation'; conversationId: number }
  | { type: 'read'; conversationId: number }
  | { type: 'request'; requestId: number }
  | { type: 'notification'; notificationId?: number; kind?: string };

export type OutreachLiveState = 'off' | 'connecting' | 'open' | 'closed';

/** How often screens poll while the socket is not open: the summary, and an open conversation. */
export const SUMMARY_POLL_MS = 30_000;
export const CONVERSATION_POLL_MS = 15_000;
/** Reconnection waits: 1, 2, 4, 8, 16, then every 30 s. */
const RETRY_MAX_MS = 30_000;
/** The socket closes with this code when it refuses a ticket (a new one is asked for). */
const REFUSED = 4403;

type Tag = Parameters<typeof outreachApi.util.invalidateTags>[0][number];

/** The cache tags an event makes stale. */
export function tagsOfEvent(event: OutreachEvent): Tag[] {
  switch (event.type) {
    case 'message':
    case 'conversation':
      return [
        { type: 'OutreachConversation', id: event.conversationId },
        'OutreachConversations',
        'OutreachSummary',
      ];
    case 'read':
      return ['OutreachConversations', 'OutreachSummary'];
    case 'request':
      return [
        { type: 'OutreachRequest', id: event.requestId },
        'OutreachRequests',
        'OutreachSummary',
        'OutreachCompany',
        'OutreachConversations',
      ];
    default:
      return [];
  }
}

function parseEvent(data: unknown): OutreachEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return event && typeof event === 'object' && typeof event.type === 'string' ? (event as OutreachEvent) : null;
  } catch {
    return null;
  }
}

/** The socket's address from the ticket's path: same host, ws: or wss: as the page's scheme. */
export function socketUrl(path: string, page: string = window.location.href): string {
  const url = new URL(path, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

// --- the one connection of the page ---------------------------------------------------------

let users = 0;
let dispatch: AppDispatch | null = null;
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempts = 0;
/** Bumped on every stop, so a ticket that arrives after it opens nothing. */
let generation = 0;
let state: OutreachLiveState = 'off';
const listeners = new Set<() => void>();

function stateSet(next: OutreachLiveState) {
  if (state === next) return;
  state = next;
  listeners.forEach((listener) => listener());
}

function retryLater(current: number) {
  if (current !== generation) return;
  stateSet('closed');
  attempts += 1;
  const wait = Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.min(attempts - 1, 5));
  retryTimer = setTimeout(() => void connect(current), wait);
}

async function connect(current: number) {
  if (current !== generation || !dispatch || typeof WebSocket === 'undefined') return;
  stateSet('connecting');
  let url: string;
  try {
    const ticket = await dispatch(
      outreachApi.endpoints.outreachEventsTicketCreate.initiate(undefined, { track: false }),
    ).unwrap();
    url = socketUrl(ticket.url);
  } catch {
    retryLater(current);
    return;
  }
  if (current !== generation) return;
  const opened = new WebSocket(url);
  socket = opened;
  opened.onmessage = (message: MessageEvent) => {
    const event = parseEvent(message.data);
    if (!event || current !== generation || !dispatch) return;
    if (event.type === 'ready') {
      attempts = 0;
      // What changed before the socket listened is read again: after a reconnection, everything
      // since the drop; at the first opening, what happened between the page's first reads and
      // now (its events went to no socket: a message sent then left the badge one short).
      dispatch(outreachApi.util.invalidateTags([...OUTREACH_TAGS]));
      dispatch(notificationsChanged());
      stateSet('open');
      return;
    }
    // The bell's event: its count and panel (lib/api/notifications.ts) read again.
    if (event.type === 'notification') {
      dispatch(notificationsChanged());
      return;
    }
    const tags = tagsOfEvent(event);
    if (tags.length > 0) dispatch(outreachApi.util.invalidateTags(tags));
  };
  opened.onclose = (closing: CloseEvent) => {
    if (socket === opened) socket = null;
    // A refused ticket (4403) and a dropped connection are both retried with a new ticket.
    if (closing.code === REFUSED) attempts = Math.max(attempts, 2);
    retryLater(current);
  };
}

/** Back on the page while the socket is not open: what it would have said may have changed. */
function onFocus() {
  if (state !== 'open' && dispatch) {
    dispatch(outreachApi.util.invalidateTags(['OutreachSummary', 'OutreachConversation']));
    dispatch(notificationsChanged());
  }
}

function start(current: number) {
  attempts = 0;
  window.addEventListener('focus', onFocus);
  void connect(current);
}

function stop() {
  generation += 1;
  clearTimeout(retryTimer);
  window.removeEventListener('focus', onFocus);
  const closing = socket;
  socket = null;
  if (closing) {
    closing.onclose = null;
    closing.onmessage = null;
    closing.close();
  }
  stateSet('off');
}

function acquire(storeDispatch: AppDispatch): () => void {
  users += 1;
  dispatch = storeDispatch;
  if (users === 1) start(generation);
  return () => {
    users -= 1;
    if (users === 0) {
      stop();
      dispatch = null;
    }
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export interface OutreachLive {
  state: OutreachLiveState;
  /** The socket is not open: poll what the screen shows. */
  polling: boolean;
}

/**
 * Keeps the page's events socket open while the calling screen is mounted (`enabled`), and
 * says whether it is open. Every caller shares the one socket.
 */
export function useOutreachLive(enabled = true): OutreachLive {
  const storeDispatch = useAppDispatch();
  useEffect(() => (enabled ? acquire(storeDispatch) : undefined), [enabled, storeDispatch]);
  const current = useSyncExternalStore(subscribe, getState, getState);
  return { state: current, polling: current !== 'open' };
}
