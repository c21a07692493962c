// /admin/flightcontact and /admin/squadroncontact. Signed-in only ('Please sign in'); the members
// come from GET /api/member/contacts, which lists only those the viewer may see (§6); a refusal
// shows its message as is (§8).
import { apiClient, Loader, RequireSignIn, type ApiClient } from '@portal/kit';
import { loadContactList } from '../emailSelector/emailSelectorCalls.ts';
import { useLoadState } from '../emailSelector/useLoadState.ts';
import { CONTACT_LIST_TITLES, ContactListView, type ContactListKind } from './ContactListView.tsx';

function ContactList({ kind, client }: { kind: ContactListKind; client: ApiClient }) {
  const load = useLoadState((signal) => loadContactList(client, signal), client);
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') {
    return (
      <section className="kit-page-message">
        <h1>{CONTACT_LIST_TITLES[kind]}</h1>
        <p role="alert">{load.message}</p>
      </section>
    );
  }
  return <ContactListView kind={kind} list={load.value} />;
}

export function ContactListPage({ kind, client = apiClient }: { kind: ContactListKind; client?: ApiClient }) {
  return <RequireSignIn>{() => <ContactList kind={kind} client={client} />}</RequireSignIn>;
}

export const FlightContactPage = () => <ContactListPage kind="flight" />;
export const SquadronContactPage = () => <ContactListPage kind="squadron" />;
