// The member's notifications: cause (from name or 'System'), kind, date,
// read/unread, message; Mark as read / Mark as unread; Delete (the page confirms first).
import { notificationCauseName, NOTIFICATION_MESSAGES, type Notification } from '@portal/contracts';
import { DateTimeText } from '@portal/kit';
import { Link } from 'react-router-dom';

/** Readable names of §3's data types. */
export const NOTIFICATION_KIND_LABELS: Record<Notification['extraData']['type'], string> = {
  ProspectiveMember: 'Prospective member',
  PersonnelFiles: 'Personnel files',
  Event: 'Event',
  PermissionChange: 'Permission change',
  Message: 'Message',
};

export function NotificationList({
  notifications,
  busyID,
  failed,
  onToggle,
  onDelete,
}: {
  notifications: readonly Notification[];
  busyID: number | null;
  failed: { id: number; message: string } | null;
  onToggle(id: number): void;
  onDelete(notification: Notification): void;
}) {
  if (notifications.length === 0) {
    return <p className="adm-notif-empty">{NOTIFICATION_MESSAGES.noNotifications}</p>;
  }
  return (
    <ol className="adm-notif-list" aria-label="Your notifications">
      {notifications.map((n) => {
        const busy = busyID === n.id;
        return (
          <li
            key={n.id}
            className={`adm-notif-item${n.read ? '' : ' is-unread'}`}
            aria-label={`${n.read ? 'Read' : 'Unread'} notification from ${notificationCauseName(n.cause)}`}
          >
            <div className="adm-notif-meta">
              <span className="adm-notif-from">{notificationCauseName(n.cause)}</span>
              <span className="adm-notif-tag">{NOTIFICATION_KIND_LABELS[n.extraData.type]}</span>
              {n.target.type === 'Admins' && (
                <span className="adm-notif-tag is-admins" title="Shown to every account administrator">
                  Account
                </span>
              )}
              <DateTimeText ms={n.created} />
              <span className="adm-notif-state">{n.read ? 'Read' : 'Unread'}</span>
            </div>
            <p className="adm-notif-message">
              {n.extraData.message}
              {n.extraData.link && (
                <>
                  {' '}
                  <Link to={n.extraData.link}>Open</Link>
                </>
              )}
            </p>
            <div className="adm-notif-actions">
              <button type="button" className="kit-button" disabled={busy} onClick={() => onToggle(n.id)}>
                {n.read ? 'Mark as unread' : 'Mark as read'}
              </button>
              <button type="button" className="kit-button" disabled={busy} onClick={() => onDelete(n)}>
                Delete
              </button>
            </div>
            {failed?.id === n.id && (
              <p className="adm-notif-error" role="alert">
                {failed.message}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
