// A contact list (platform §2 routes /admin/flightcontact, /admin/squadroncontact; §6 flight
// restriction; §9 contact boxes 400 px tall): a flight filter for viewers who see the whole unit,
// the table of members, and two boxes to copy from (email addresses; phone numbers).
import { flightMatches, UNASSIGNED_FLIGHT, type ContactListResponse } from '@portal/contracts';
import { adoptStyles, Select } from '@portal/kit';
import { useMemo, useState } from 'react';
import { flightsFilterOf, scopeIntro } from '../emailSelector/EmailSelectorPage.tsx';
import { SelectableTextBox } from '../emailSelector/SelectableTextBox.tsx';
import { ContactTable } from './ContactTable.tsx';
import { emailBoxText, phoneBoxText } from './contactRows.ts';
import emailSelectorCss from '../emailSelector/emailSelector.css?raw';

adoptStyles('mfe-admin-email-selector', emailSelectorCss);

export type ContactListKind = 'flight' | 'squadron';

export const CONTACT_LIST_TITLES: Record<ContactListKind, string> = {
  flight: 'Flight contact',
  squadron: 'Squadron contact',
};

/** Flight contact starts at the viewer's own flight; squadron contact at every flight. */
export function initialFlightFilter(kind: ContactListKind, list: ContactListResponse): string {
  if (kind === 'squadron' || list.flight === null) return '';
  return list.flights.includes(list.flight) ? list.flight : '';
}

export function ContactListView({ kind, list }: { kind: ContactListKind; list: ContactListResponse }) {
  const flights = flightsFilterOf(list);
  const [flight, setFlight] = useState(() => (flights ? initialFlightFilter(kind, list) : ''));
  const members = useMemo(() => list.members.filter((m) => flightMatches(m, flight)), [list.members, flight]);
  return (
    <div className="adm-es">
      <h1>{CONTACT_LIST_TITLES[kind]}</h1>
      <p className="adm-es-intro">{scopeIntro(list)}</p>
      <div className="adm-contacts-bar">
        {flights && (
          <Select
            label="Flight"
            value={flight}
            onChange={setFlight}
            placeholder="All flights"
            options={[
              ...flights.map((f) => ({ value: f, label: f })),
              { value: UNASSIGNED_FLIGHT, label: 'Unassigned' },
            ]}
          />
        )}
        <p className="adm-es-count" aria-live="polite">
          {members.length} {members.length === 1 ? 'member' : 'members'}
        </p>
      </div>
      <ContactTable members={members} />
      <div className="adm-contacts-boxes">
        <section>
          <h2>Emails</h2>
          <p className="adm-es-box-hint">Every address of the members above; click to select them all.</p>
          <SelectableTextBox label="Email addresses" text={emailBoxText(members)} testId="contact-emails" />
        </section>
        <section>
          <h2>Phone numbers</h2>
          <p className="adm-es-box-hint">One line per member; click to select them all.</p>
          <SelectableTextBox label="Phone numbers" text={phoneBoxText(members)} testId="contact-phones" />
        </section>
      </div>
    </div>
  );
}
