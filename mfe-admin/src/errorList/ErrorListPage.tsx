// /admin/errorlist: site administrator only (§6; contracts' isSiteAdministrator, checked again by
// the server). Others read 'You do not have permission to view this page'.
import {
  ACCESS_MESSAGES,
  ERROR_LIST_LOAD_ERROR,
  isSiteAdministrator,
  type ErrorListEntry,
} from '@portal/contracts';
import {
  apiClient,
  isApiError,
  Loader,
  RequireSignIn,
  useSession,
  type ApiClient,
  type SessionMember,
} from '@portal/kit';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { viewerFromMember } from '../dashboard/viewer.ts';
import { loadErrors, markErrorDone } from './errorListCalls.ts';
import { errorKindFrom, ErrorListView } from './ErrorListView.tsx';

type State =
  | { kind: 'LOADING' }
  | { kind: 'LOADED'; entries: ErrorListEntry[] }
  | { kind: 'DENIED' }
  | { kind: 'ERROR' };

function NoPermission() {
  return (
    <section className="kit-page-message">
      <h1>{ACCESS_MESSAGES.noPermissionViewPage}</h1>
    </section>
  );
}

function ErrorListLoader({ client }: { client: ApiClient }) {
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'LOADING' });
  const [busyID, setBusyID] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadErrors(client, controller.signal)
      .then((entries) => setState({ kind: 'LOADED', entries }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isApiError(error) && error.status === 403 ? { kind: 'DENIED' } : { kind: 'ERROR' });
      });
    return () => controller.abort();
  }, [client]);

  if (state.kind === 'LOADING') return <Loader />;
  if (state.kind === 'DENIED') return <NoPermission />;
  if (state.kind === 'ERROR') {
    return (
      <section className="kit-page-message">
        <h1>Error list</h1>
        <p role="alert">{ERROR_LIST_LOAD_ERROR}</p>
      </section>
    );
  }

  const done = async (id: number) => {
    setBusyID(id);
    setFailed(null);
    try {
      await markErrorDone(id, client);
      setState((s) =>
        s.kind === 'LOADED' ? { kind: 'LOADED', entries: s.entries.filter((e) => e.id !== id) } : s,
      );
    } catch (error) {
      setFailed({ id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusyID(null);
    }
  };

  return (
    <ErrorListView
      entries={state.entries}
      kind={errorKindFrom(location.search)}
      busyID={busyID}
      failed={failed}
      onDone={(id) => void done(id)}
    />
  );
}

function Guarded({ member, client }: { member: SessionMember; client: ApiClient }) {
  const { superUser } = useSession();
  if (!isSiteAdministrator(viewerFromMember(member, null, superUser))) return <NoPermission />;
  return <ErrorListLoader client={client} />;
}

export function ErrorListPage({ client = apiClient }: { client?: ApiClient }) {
  return <RequireSignIn>{(member) => <Guarded member={member} client={client} />}</RequireSignIn>;
}
