// Dashboard widget 6, 'Flight contact' (platform §2: "cadets holding a flight or command duty";
// the rule is WIDGET_RULES.flightContact in contracts): how many members the viewer can reach, and
// links to the contact lists and the email selector.
import type { ContactListResponse } from '@portal/contracts';
import { apiClient, Loader, type ApiClient } from '@portal/kit';
import { LinksWidget } from '../dashboard/LinksWidget.tsx';
import { useContactList } from '../emailSelector/useContactList.ts';

function summary(list: ContactListResponse): string {
  const n = list.members.length;
  const members = `${n} ${n === 1 ? 'member' : 'members'}`;
  if (list.scope === 'Account') return `There ${n === 1 ? 'is' : 'are'} ${members} in your unit.`;
  if (list.flight === null) return 'You are not assigned to a flight.';
  return `There ${n === 1 ? 'is' : 'are'} ${members} in your flight, ${list.flight}.`;
}

export function FlightContactWidget({ client = apiClient }: { client?: ApiClient }) {
  const load = useContactList(client);
  const links =
    load.state === 'LOADED'
      ? [
          { label: 'Flight contact', to: '/admin/flightcontact' },
          ...(load.value.scope === 'Account'
            ? [{ label: 'Squadron contact', to: '/admin/squadroncontact' }]
            : []),
          { label: 'Email selector', to: '/emailselector' },
        ]
      : [];
  return (
    <LinksWidget title="Flight contact" links={links} testId="widget-flight-contact">
      {load.state === 'LOADING' ? (
        <Loader label="Loading your contacts..." />
      ) : (
        <p className="adm-widget-text">{load.state === 'ERROR' ? load.message : summary(load.value)}</p>
      )}
    </LinksWidget>
  );
}
