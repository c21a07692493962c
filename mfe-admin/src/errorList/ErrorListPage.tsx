// /admin/errorlist: site administrator only (§6; contracts' isSiteAdministrator, checked again by
// the server). Others read 'You do not have permission to view this page'.
import { ACCESS_MESSAGES, ERROR_LIST_LOAD_ERROR, isSiteAdministrator } from '@portal/contracts';
import {
  apiClient,
  isApiError,
  Loader,
  PageMessage,
  RequirePermission,
  useLoadState,
  type ApiClient,
} from '@portal/kit';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { viewerFromMember } from '../dashboard/viewer.ts';
import { loadErrors, markErrorDone } from './errorListCalls.ts';
import { errorKindFrom, ErrorListView } from './ErrorListView.tsx';

const noPermission = <PageMessage title={ACCESS_MESSAGES.noPermissionViewPage} />;

function ErrorListLoader({ client }: { client: ApiClient }) {
  const location = useLocation();
  const load = useLoadState((signal) => loadErrors(client, signal), [client]);
  const [busyID, setBusyID] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);

  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') {
    if (isApiError(load.error) && load.error.status === 403) return noPermission;
    return <PageMessage title="Error list" alert={ERROR_LIST_LOAD_ERROR} />;
  }

  const done = async (id: number) => {
    setBusyID(id);
    setFailed(null);
    try {
      await markErrorDone(id, client);
      load.update((entries) => entries.filter((e) => e.id !== id));
    } catch (error) {
      setFailed({ id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusyID(null);
    }
  };

  return (
    <ErrorListView
      entries={load.value}
      kind={errorKindFrom(location.search)}
      busyID={busyID}
      failed={failed}
      onDone={(id) => void done(id)}
    />
  );
}

export function ErrorListPage({ client = apiClient }: { client?: ApiClient }) {
  return (
    <RequirePermission
      allowed={(member, superUser) => isSiteAdministrator(viewerFromMember(member, null, superUser))}
      denied={noPermission}
    >
      <ErrorListLoader client={client} />
    </RequirePermission>
  );
}
