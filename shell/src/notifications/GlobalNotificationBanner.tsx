// The global notification banner of platform §2: fetched on load and every 5 minutes (§9,
// 300000 ms), dismissible per notification id. A failed fetch shows nothing (the banner is a
// notice, not a page: an error here must not get in the way of the page below it).
import { GLOBAL_NOTIFICATION_POLL_MS, type Notification } from '@portal/contracts';
import { adoptStyles, apiClient, type ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { dismiss, isDismissed } from './dismissed.ts';
import { loadGlobalNotification } from './globalNotificationCalls.ts';
import bannerCss from './banner.css?raw';

adoptStyles('global-notification-styles', bannerCss, 'frame');

export function GlobalNotificationBanner({ client = apiClient }: { client?: ApiClient }) {
  const [notification, setNotification] = useState<Notification | null>(null);
  const [, setDismissedCount] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const load = () => {
      loadGlobalNotification(client, controller.signal).then(
        (found) => setNotification(found),
        () => undefined, // keep what is shown; the next poll tries again
      );
    };
    load();
    const timer = setInterval(load, GLOBAL_NOTIFICATION_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [client]);

  if (!notification || isDismissed(notification.id)) return null;

  return (
    <section className="global-notification" aria-label="Notice" data-notification-id={notification.id}>
      <div className="global-notification-inner">
        <p className="global-notification-message">{notification.extraData.message}</p>
        <button
          type="button"
          className="global-notification-dismiss"
          aria-label="Dismiss notice"
          onClick={() => {
            dismiss(notification.id);
            setDismissedCount((n) => n + 1);
          }}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
