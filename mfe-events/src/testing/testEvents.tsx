// Members, events and a stubbed fetch for the event pages' component tests (browser side only),
// in the manner of mfe-admin's tests: GET /api/check answers the session, /api/token a token, the
// rest a route function; every call is recorded.
import {
  emptyContact,
  newEventContent,
  presetFor,
  type Event,
  type ManageEventLevel,
  type Member,
  type ViewerData,
} from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import App from '../App.tsx';

export function testMember(id: number, nameLast: string, manageEvent: ManageEventLevel = 'NONE'): Member {
  return {
    type: 'CAPNHQMember',
    id,
    nameFirst: 'Pat',
    nameMiddle: '',
    nameLast,
    nameSuffix: '',
    memberRank: 'Capt',
    squadron: 'MER-MD-001',
    flight: null,
    gender: null,
    dateOfBirth: null,
    joined: null,
    expirationDate: null,
    seniorMember: true,
    hasNHQReference: true,
    orgid: 9001,
    dutyPositions: [],
    permissions: { ...presetFor('Member', 'CAPSQUADRON'), ManageEvent: manageEvent },
    teamIDs: [],
    absenteeInformation: null,
    contact: emptyContact(),
  } as Member;
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

export type FakeRoute = (url: string, init: RequestInit) => { status?: number; body?: unknown } | undefined;

export function fakeNetwork(member: Member | null, route: FakeRoute) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: input, method, body });
    const json = (status: number, value: unknown) =>
      new Response(value === undefined ? null : JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (input === '/api/check') return json(200, { error: member ? 'NONE' : 'INVALID_SESSION_ID', member });
    if (input === '/api/token') return json(200, { token: 'csrf' });
    // the drive's remote is not served in tests: the file field falls back to typed ids
    if (input === '/config/remotes.json') return json(404, {});
    const answer = route(input, init);
    if (!answer) return json(404, { code: 'NOT_FOUND', message: 'The requested item cannot be found' });
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
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
