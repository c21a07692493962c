// /admin/notifications: the signed-in member's notifications (and, with
// ViewAccountNotifications, the account's admin notifications), with toggle read and delete
// (confirmed); for CreateNotifications GLOBAL holders the global notification form. Signed out:
// 'Please sign in'. The server decides again what each member may see and change.
import { mayCreateGlobalNotification, NOTIFICATION_MESSAGES, type Notification } from '@portal/contracts';
import {
  adoptStyles,
  apiClient,
  Dialog,
  Loader,
  PageMessage,
  RequireSignIn,
  useLoadState,
  useSession,
  type ApiClient,
  type SessionMember,
  errorMessage,
} from '@portal/kit';
import { useState } from 'react';
import { GlobalNotificationForm } from './GlobalNotificationForm.tsx';
import {
  createGlobalNotification,
  deleteNotification,
  loadGlobalNotification,
  loadNotifications,
  toggleNotificationRead,
} from './notificationCalls.ts';
import { NotificationList } from './NotificationList.tsx';
import notificationsCss from './notifications.css?raw';

adoptStyles('mfe-admin-notifications', notificationsCss);

type Loaded = { list: Notification[]; global: Notification | null };

function Notifications({ member, client }: { member: SessionMember; client: ApiClient }) {
  const { superUser } = useSession();
  const canPostGlobal = superUser || mayCreateGlobalNotification(member);
  const [busyID, setBusyID] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  // kept while the dialog fades out, so its text does not change meanwhile
  const [toDelete, setToDelete] = useState<Notification | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const load = useLoadState(
    async (signal): Promise<Loaded> => {
      const [list, global] = await Promise.all([
        loadNotifications(client, signal),
        canPostGlobal ? loadGlobalNotification(client, signal) : Promise.resolve(null),
      ]);
      return { list, global };
    },
    [client, canPostGlobal],
  );

  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR')
    return <PageMessage title="Notifications" alert={NOTIFICATION_MESSAGES.loadError} />;
  const state = load.value;
  const update = (change: (s: Loaded) => Partial<Loaded>) => load.update((s) => ({ ...s, ...change(s) }));

  const act = async (id: number, work: () => Promise<void>) => {
    setBusyID(id);
    setFailed(null);
    try {
      await work();
    } catch (error) {
      setFailed({ id, message: errorMessage(error) });
    } finally {
      setBusyID(null);
    }
  };

  const toggle = (id: number) =>
    void act(id, async () => {
      const changed = await toggleNotificationRead(id, client);
      update((s) => ({ list: s.list.map((n) => (n.id === id ? changed : n)) }));
    });

  const confirmDelete = (answer: string) => {
    setDialogOpen(false);
    const target = toDelete;
    if (answer !== 'delete' || !target) return;
    void act(target.id, async () => {
      await deleteNotification(target.id, client);
      update((s) => ({ list: s.list.filter((n) => n.id !== target.id) }));
    });
  };

  const unread = state.list.filter((n) => !n.read).length;
  return (
    <div className="adm-notif">
      <div className="adm-notif-head">
        <h1>Notifications</h1>
        <span className="adm-notif-count" aria-live="polite">
          {unread} unread
        </span>
      </div>
      {canPostGlobal && (
        <GlobalNotificationForm
          current={state.global}
          onCreate={async (request) => {
            const created = await createGlobalNotification(request, client);
            update(() => ({ global: created }));
          }}
          onEnd={async (id) => {
            await deleteNotification(id, client);
            update(() => ({ global: null }));
          }}
        />
      )}
      <NotificationList
        notifications={state.list}
        busyID={busyID}
        failed={failed}
        onToggle={toggle}
        onDelete={(n) => {
          setToDelete(n);
          setDialogOpen(true);
        }}
      />
      <Dialog
        open={dialogOpen}
        title="Delete notification"
        buttons={[
          { label: 'Delete', value: 'delete', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={confirmDelete}
      >
        <p>{NOTIFICATION_MESSAGES.reallyDelete}</p>
        {toDelete && <p className="adm-notif-hint">{toDelete.extraData.message}</p>}
      </Dialog>
    </div>
  );
}

export function NotificationsPage({ client = apiClient }: { client?: ApiClient }) {
  return <RequireSignIn>{(member) => <Notifications member={member} client={client} />}</RequireSignIn>;
}
