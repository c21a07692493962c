// /admin/flightassign and /flightassign (platform §2). Signed-in only ('Please sign in'); the server
// decides who may assign flights (FlightAssign YES in a squadron or event account, §6): a refusal
// shows the access message instead of the board.
import { ACCESS_MESSAGES } from '@portal/contracts';
import { isApiError, Loader, RequireSignIn } from '@portal/kit';
import { useEffect, useState } from 'react';
import { boardFrom, type FlightBoard } from './flightBoard.ts';
import { loadFlightBoard, saveFlightChanges } from './flightCalls.ts';
import { FlightAssignView } from './FlightAssignView.tsx';

type State =
  | { kind: 'LOADING' }
  | { kind: 'LOADED'; board: FlightBoard }
  | { kind: 'FORBIDDEN' }
  | { kind: 'ERROR'; message: string };

function FlightAssignLoader() {
  const [state, setState] = useState<State>({ kind: 'LOADING' });
  useEffect(() => {
    let live = true;
    loadFlightBoard()
      .then((response) => live && setState({ kind: 'LOADED', board: boardFrom(response) }))
      .catch((error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 403) setState({ kind: 'FORBIDDEN' });
        else
          setState({
            kind: 'ERROR',
            message: error instanceof Error ? error.message : 'Could not complete request',
          });
      });
    return () => {
      live = false;
    };
  }, []);

  switch (state.kind) {
    case 'LOADING':
      return <Loader />;
    case 'FORBIDDEN':
      return (
        <section className="kit-page-message">
          <h1>{ACCESS_MESSAGES.noPermissionAccessPage}</h1>
        </section>
      );
    case 'ERROR':
      return (
        <section className="kit-page-message">
          <h1>Flight assignment</h1>
          <p role="alert">{state.message}</p>
        </section>
      );
    case 'LOADED':
      return <FlightAssignView board={state.board} onSave={(changes) => saveFlightChanges(changes)} />;
  }
}

export function FlightAssignPage() {
  return <RequireSignIn>{() => <FlightAssignLoader />}</RequireSignIn>;
}
