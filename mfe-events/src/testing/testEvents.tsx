// Members, events and a stubbed fetch for the event pages' component tests (browser side only),
// in the manner of mfe-admin's tests: GET /api/check answers the session, /api/token a token, the
// rest a route function; every call is recorded.
import {
  newEventContent,
  presetFor,
  type Event,
  type ManageEventLevel,
  type Member,
  type ViewerData,
} from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import {
  fakeNetwork as kitFakeNetwork,
  testMember as kitTestMember,
  type FakeRoute,
} from '@portal/kit/testing';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import App from '../App.tsx';

/** A member called Pat `nameLast` whose ManageEvent permission is `manageEvent`. */
export function testMember(id: number, nameLast: string, manageEvent: ManageEventLevel = 'NONE'): Member {
  return kitTestMember(id, 'Pat', nameLast, {
    permissions: { ...presetFor('Member', 'CAPSQUADRON'), ManageEvent: manageEvent },
  });
}

export const manager = testMember(510001, 'Manager', 'FULL');
export const drafter = testMember(510002, 'Drafter', 'ADDDRAFTEVENTS');
export const plainMember = testMember(510003, 'Member');

/** 2026-07-04 10:00 New York (EDT, UTC-4). */
export const JULY_4_10AM = Date.UTC(2026, 6, 4, 14, 0);

export function testEvent(fields: Partial<Event> = {}): Event {
  const content = newEventContent(JULY_4_10AM);
  return {
    ...content,
    name: 'Summer Bivouac',
    subtitle: 'Two days in the woods',
    status: 'CONFIRMED',
    meetLocation: 'Squadron HQ',
    location: 'Camp Fretterd',
    pickupLocation: 'Squadron HQ',
    meetDateTime: JULY_4_10AM,
    startDateTime: JULY_4_10AM + 15 * 60000,
    endDateTime: JULY_4_10AM + 135 * 60000,
    pickupDateTime: JULY_4_10AM + 150 * 60000,
    smuniform: { ...content.smuniform, values: content.smuniform.values.map((_, i) => i === 3) },
    cuniform: { ...content.cuniform, values: content.cuniform.values.map((_, i) => i === 3) },
    comments: 'Bring a canteen.',
    memberComments: 'Members only note',
    id: 42,
    accountID: 'md001',
    type: 'REGULAR',
    author: { type: 'CAPNHQMember', id: 510009 },
    debrief: [],
    targetAccountID: null,
    targetEventID: null,
    ...fields,
  };
}

export function viewerData(event: Event, fields: Partial<ViewerData> = {}): ViewerData {
  return {
    event,
    attendees: [],
    pointsOfContact: event.pointsOfContact,
    authorFullName: 'Capt Pat Author',
    linkedEvents: [],
    sourceAccountName: null,
    ...fields,
  };
}

export type { FakeRoute };

/** The kit's fake network with `member` signed in; the drive's remote is not served in tests. */
export function fakeNetwork(member: Member | null, route: FakeRoute) {
  // without the drive's remote, the file field falls back to typed ids
  return kitFakeNetwork({ member }, (url, init) =>
    url === '/config/remotes.json' ? { status: 404, body: {} } : route(url, init),
  );
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </SessionProvider>,
  );
}
