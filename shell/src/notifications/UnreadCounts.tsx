// The signed-in member's unread notifications and open tasks, for the side menu and the home page.
// Read once per page the member opens, at once when a page says it changed them (a notification
// marked read, a task's result recorded), and every 5 minutes like the banner (platform §9), so
// both places show the same figures from one call. Nobody signed in, or the call failed: no counts, and nothing is shown.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { GLOBAL_NOTIFICATION_POLL_MS, type UnreadCounts } from '@portal/contracts';
import { apiClient, onUnreadChanged, useSession, type ApiClient } from '@portal/kit';
import { loadUnreadCounts } from './unreadCalls.ts';

const UnreadContext = createContext<UnreadCounts | null>(null);

export function UnreadCountsProvider({
  children,
  client = apiClient,
}: {
  children: ReactNode;
  client?: ApiClient;
}) {
  const { member } = useSession();
  const { pathname } = useLocation();
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  // a new read when someone else signs in (or the privileged user becomes another member)
  const who = member ? `${member.type}-${member.id}` : null;

  useEffect(() => {
    if (!who) {
      setCounts(null);
      return;
    }
    const controller = new AbortController();
    const load = () =>
      loadUnreadCounts(client, controller.signal).then(setCounts, () => {
        // an aborted read (the member moved on) keeps the figures; a failed one hides them
        if (!controller.signal.aborted) setCounts(null);
      });
    void load();
    const timer = setInterval(() => void load(), GLOBAL_NOTIFICATION_POLL_MS);
    const stopListening = onUnreadChanged(() => void load());
    return () => {
      controller.abort();
      clearInterval(timer);
      stopListening();
    };
  }, [who, pathname, client]);

  return <UnreadContext.Provider value={counts}>{children}</UnreadContext.Provider>;
}

/** The counts, or null when there are none to show. */
export function useUnreadCounts(): UnreadCounts | null {
  return useContext(UnreadContext);
}

/** A count beside a link ('Notifications 2'); screen readers hear 'Notifications (2 unread)'. */
export function CountBadge({ count, what }: { count: number; what: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">
        {' '}
        ({count} {what})
      </span>
    </span>
  );
}
