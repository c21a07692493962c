// /admin/regedit and /regedit (platform §2 Site configuration). Signed-in only; registry edit needs
// RegistryEdit YES (§6) — checked here to show the access message, and again by the server on save.
import { ACCESS_MESSAGES, hasPermission, type Registry } from '@portal/contracts';
import { Loader, RequireSignIn, useSession, type SessionMember } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadRegistry, saveRegistry } from './registryCalls.ts';
import { RegistryEditView } from './RegistryEditView.tsx';

type State =
  { kind: 'LOADING' } | { kind: 'LOADED'; registry: Registry } | { kind: 'ERROR'; message: string };

function RegistryEditLoader() {
  const [state, setState] = useState<State>({ kind: 'LOADING' });
  useEffect(() => {
    let live = true;
    loadRegistry()
      .then((registry) => live && setState({ kind: 'LOADED', registry }))
      .catch(
        (error: unknown) =>
          live &&
          setState({
            kind: 'ERROR',
            message: error instanceof Error ? error.message : 'Could not complete request',
          }),
      );
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'LOADING') return <Loader />;
  if (state.kind === 'ERROR') {
    return (
      <section className="kit-page-message">
        <h1>Site configuration</h1>
        <p role="alert">{state.message}</p>
      </section>
    );
  }
  return <RegistryEditView registry={state.registry} onSave={(body) => saveRegistry(body)} />;
}

function Guarded({ member }: { member: SessionMember }) {
  const { superUser } = useSession();
  if (!superUser && !hasPermission(member, 'RegistryEdit', 'YES')) {
    return (
      <section className="kit-page-message">
        <h1>{ACCESS_MESSAGES.noPermissionAccessPage}</h1>
      </section>
    );
  }
  return <RegistryEditLoader />;
}

export function RegistryEditPage() {
  return <RequireSignIn>{(member) => <Guarded member={member} />}</RequireSignIn>;
}
