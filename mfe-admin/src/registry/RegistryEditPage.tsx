// /admin/regedit and /regedit (platform §2 Site configuration). Signed-in only; registry edit needs
// RegistryEdit YES (§6) — checked here to show the access message, and again by the server on save.
import { ACCESS_MESSAGES, hasPermission } from '@portal/contracts';
import { Loader, PageMessage, RequirePermission, useLoadState } from '@portal/kit';
import { loadRegistry, saveRegistry } from './registryCalls.ts';
import { RegistryEditView } from './RegistryEditView.tsx';

const failure = (error: unknown) => (error instanceof Error ? error.message : 'Could not complete request');

function RegistryEditLoader() {
  const load = useLoadState(() => loadRegistry(), [], failure);
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') return <PageMessage title="Site configuration" alert={load.message} />;
  return <RegistryEditView registry={load.value} onSave={(body) => saveRegistry(body)} />;
}

export function RegistryEditPage() {
  return (
    <RequirePermission
      allowed={(member, superUser) => superUser || hasPermission(member, 'RegistryEdit', 'YES')}
      denied={<PageMessage title={ACCESS_MESSAGES.noPermissionAccessPage} />}
    >
      <RegistryEditLoader />
    </RequirePermission>
  );
}
