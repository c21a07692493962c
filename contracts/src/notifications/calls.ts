// Platform §7 "notifications": POST and GET /notifications/global; GET /notifications;
// GET, POST (toggle read) and DELETE /notifications/{id}. The spec shows no payloads; the shapes
// below are designed (svc-identity/README.md "Notifications"). Times are ms since the epoch.
import { z } from 'zod';
import { Notification, NOTIFICATION_MESSAGE_MAX } from './notification.ts';

/** §9: the shell's banner polls the global notification every 5 minutes. */
export const GLOBAL_NOTIFICATION_POLL_MS = 300_000;
/** Longest a global notification may be shown (a banner is news, not a fixture). */
export const GLOBAL_NOTIFICATION_MAX_DAYS = 365;
const DAY_MS = 86_400_000;

/** Words the pages and the server use (the spec shows none for notifications). */
export const NOTIFICATION_MESSAGES = {
  messageEmpty: 'Notification message cannot be empty',
  messageTooLong: `Notification message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`,
  expiresInPast: 'The expiry must be in the future',
  expiresTooFar: `The expiry must be within ${GLOBAL_NOTIFICATION_MAX_DAYS} days`,
  invalidID: 'Invalid notification ID',
  notFound: 'Notification not found',
  globalNotToggled: 'The global notification is dismissed in its banner, not marked read',
  reallyDelete: 'Really delete this notification?',
  loadError: 'There was an error getting the notifications',
  noNotifications: 'You have no notifications',
  created: 'Global notification posted',
} as const;

/**
 * POST /notifications/global: the new global notification; it replaces (ends) the one shown now.
 * `expires` is checked against the server's clock by the router (the schema cannot know "now").
 */
export const createGlobalNotificationRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1, NOTIFICATION_MESSAGES.messageEmpty)
    .max(NOTIFICATION_MESSAGE_MAX, NOTIFICATION_MESSAGES.messageTooLong),
  expires: z.number().int().positive(),
  token: z.string().optional(),
});
export type CreateGlobalNotificationRequest = z.infer<typeof createGlobalNotificationRequest>;

/** The §5-style message for an expiry, or null when it is acceptable at `now`. */
export function globalExpiryProblem(expires: number, now: number): string | null {
  if (expires <= now) return NOTIFICATION_MESSAGES.expiresInPast;
  if (expires > now + GLOBAL_NOTIFICATION_MAX_DAYS * DAY_MS) return NOTIFICATION_MESSAGES.expiresTooFar;
  return null;
}

/** GET /notifications/global: 200 with the notification shown now, or 204 when there is none. */
export const globalNotificationResponse = Notification;
/** POST /notifications/global answers 201 with the stored notification. */
export const createGlobalNotificationResponse = Notification;

/** GET /notifications: newest first; own and (for ViewAccountNotifications) admin notifications. */
export const notificationListResponse = z.array(Notification);
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/**
 * GET /notifications/unread: what waits for the caller, counted for the side menu and the home
 * page of every signed-in member. `notifications`: their unread notifications (with
 * ViewAccountNotifications, the unread admin ones too), as GET /notifications lists them;
 * `tasks`: the tasks they were given and have not marked done. Two counts in one small answer, so
 * every page view costs one cheap call instead of both lists.
 */
export const UNREAD_COUNTS_PATH = '/api/notifications/unread';
export const unreadCountsResponse = z.object({
  notifications: z.number().int().nonnegative(),
  tasks: z.number().int().nonnegative(),
});
export type UnreadCounts = z.infer<typeof unreadCountsResponse>;

/** GET /notifications/{id} and POST /notifications/{id} (after the toggle). */
export const notificationResponse = Notification;

/** The {id} of /notifications/{id}: a positive integer, else 400 'Invalid notification ID'. */
export function parseNotificationID(raw: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
