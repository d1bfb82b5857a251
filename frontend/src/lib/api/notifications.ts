import {
  notificationsApi as generatedNotificationsApi,
  type NotificationKindOutput,
  type NotificationOutput,
  type PaginatedNotificationOutputList,
} from './generated/notifications';

export type AppNotification = NotificationOutput;
export type NotificationPage = PaginatedNotificationOutputList;
export type NotificationKind = NotificationKindOutput;

/**
 * The notification centre (docs/alerts.md "Notification centre"): the header's bell, its
 * panel and the mutes in the settings. Generated endpoints; here their cache tags. The list
 * (the bell's count and the panel) is refreshed by the events socket's `{type: notification}`
 * (lib/outreach/events.ts) or by polling, and by every read mark. Small on purpose: the
 * layout loads it on every signed-in page.
 */
export const NOTIFICATION_TAGS = ['Notifications', 'NotificationPreferences'] as const;

export const notificationsApi = generatedNotificationsApi.enhanceEndpoints({
  addTagTypes: NOTIFICATION_TAGS,
  endpoints: {
    notificationsList: { providesTags: ['Notifications'] },
    notificationsReadCreate: { invalidatesTags: (_result, error) => (error ? [] : ['Notifications']) },
    notificationsReadAllCreate: { invalidatesTags: (_result, error) => (error ? [] : ['Notifications']) },
    notificationsPreferencesRetrieve: { providesTags: ['NotificationPreferences'] },
    notificationsPreferencesPartialUpdate: {
      invalidatesTags: (_result, error) => (error ? [] : ['NotificationPreferences']),
    },
  },
});

export const {
  useNotificationsListQuery: useNotificationsQuery,
  useNotificationsReadCreateMutation: useNotificationReadMutation,
  useNotificationsReadAllCreateMutation: useNotificationsReadAllMutation,
  useNotificationsPreferencesRetrieveQuery: useNotificationPreferencesQuery,
  useNotificationsPreferencesPartialUpdateMutation: useNotificationPreferencesUpdateMutation,
} = notificationsApi;

/** What the bell asks (docs/alerts.md "For the SPA"): its count, and the newest unread. */
export const BELL_QUERY = { unread: true, pageSize: 5 } as const;
/** How often the bell asks while the events socket is not open. */
export const BELL_POLL_MS = 30_000;

/** The refresh an event (or a reconnection, or the window's focus) asks for. */
export const notificationsChanged = () => notificationsApi.util.invalidateTags(['Notifications']);
