// /admin/flightcontact and /admin/squadroncontact. Signed-in only ('Please sign in'); the members
// come from GET /api/member/contacts, which lists only those the viewer may see (§6); a refusal
// shows its message as is (§8).
import { apiClient, Loader, PageMessage, RequireSignIn, type ApiClient } from '@portal/kit';
import { useContactList } from '../emailSelector/useContactList.ts';
import { CONTACT_LIST_TITLES, ContactListView, type ContactListKind } from './ContactListView.tsx';

function ContactList({ kind, client }: { kind: ContactListKind; client: ApiClient }) {
  const load = useContactList(client);
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') return <PageMessage title={CONTACT_LIST_TITLES[kind]} alert={load.message} />;
  return <ContactListView kind={kind} list={load.value} />;
}

export function ContactListPage({ kind, client = apiClient }: { kind: ContactListKind; client?: ApiClient }) {
  return <RequireSignIn>{() => <ContactList kind={kind} client={client} />}</RequireSignIn>;
}

export const FlightContactPage = () => <ContactListPage kind="flight" />;
export const SquadronContactPage = () => <ContactListPage kind="squadron" />;
