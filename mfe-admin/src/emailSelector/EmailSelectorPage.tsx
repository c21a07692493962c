// /admin/emaillist and /emailselector: the unit email selector. Signed-in only ('Please sign in');
// the server answers only the members the viewer may see (platform §6, contactListAccess), and a
// refusal shows its message as is (§8).
import type { ContactListResponse } from '@portal/contracts';
import { apiClient, Loader, PageMessage, RequireSignIn, type ApiClient } from '@portal/kit';
import { EmailSelectorView } from './EmailSelectorView.tsx';
import { useContactList } from './useContactList.ts';

/** Whose members the list holds, in words (shared with the contact lists). */
export function scopeIntro(list: ContactListResponse): string {
  if (list.scope === 'Account') return 'Every member of the unit.';
  if (list.flight === null) return 'You are not assigned to a flight, so there are no members to list.';
  return `The members of your flight, ${list.flight}.`;
}

/** The command group (and every other whole-unit viewer) gets the flight filter. */
export function flightsFilterOf(list: ContactListResponse): readonly string[] | null {
  return list.scope === 'Account' && list.flights.length > 0 ? list.flights : null;
}

function UnitEmailSelector({ client }: { client: ApiClient }) {
  const load = useContactList(client);
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') return <PageMessage title="Email selector" alert={load.message} />;
  return (
    <EmailSelectorView
      title="Email selector"
      members={load.value.members}
      flights={flightsFilterOf(load.value)}
      intro={scopeIntro(load.value)}
    />
  );
}

export function EmailSelectorPage({ client = apiClient }: { client?: ApiClient }) {
  return <RequireSignIn>{() => <UnitEmailSelector client={client} />}</RequireSignIn>;
}
