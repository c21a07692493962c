// /admin/flightassign and /flightassign (platform §2). Signed-in only ('Please sign in'); the server
// decides who may assign flights (FlightAssign YES in a squadron or event account, §6): a refusal
// shows the access message instead of the board. ?member= (Find Member) opens it on that member.
import {
  ACCESS_MESSAGES,
  MEMBER_FOCUS_PARAM,
  parseMemberReference,
  stringifyMemberReference,
} from '@portal/contracts';
import { isApiError, Loader, PageMessage, RequireSignIn, useLoadState } from '@portal/kit';
import { useSearchParams } from 'react-router-dom';
import { boardFrom } from './flightBoard.ts';
import { loadFlightBoard, saveFlightChanges } from './flightCalls.ts';
import { FlightAssignView } from './FlightAssignView.tsx';

const failure = (error: unknown) => (error instanceof Error ? error.message : 'Could not complete request');

function FlightAssignLoader() {
  const [params] = useSearchParams();
  const parsed = parseMemberReference(params.get(MEMBER_FOCUS_PARAM) ?? '');
  const focus = parsed.ok ? stringifyMemberReference(parsed.value) : null;
  const load = useLoadState(async () => boardFrom(await loadFlightBoard()), [], failure);
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') {
    return isApiError(load.error) && load.error.status === 403 ? (
      <PageMessage title={ACCESS_MESSAGES.noPermissionAccessPage} />
    ) : (
      <PageMessage title="Flight assignment" alert={load.message} />
    );
  }
  return (
    <FlightAssignView board={load.value} focus={focus} onSave={(changes) => saveFlightChanges(changes)} />
  );
}

export function FlightAssignPage() {
  return <RequireSignIn>{() => <FlightAssignLoader />}</RequireSignIn>;
}
