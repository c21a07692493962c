// @vitest-environment happy-dom
// /admin/attendance (events §6 "Attendance view: view-other permission sees any member and group;
// flight leaders ... see their flight; others see only their own."), its §2 states and §8 words.
import type { AttendanceViewItem, Member } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, JULY_4_10AM, plainMember, renderAt, testMember } from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 3_600_000;
const viewOther: Member = {
  ...testMember(510020, 'Viewer'),
  permissions: { ...testMember(510020, 'Viewer').permissions, AttendanceView: 'OTHER' },
} as Member;
const cadet = testMember(520001, 'Alpha');

const item = (
  who: Member,
  eventID: number,
  name: string,
  fields: Partial<AttendanceViewItem['record']> = {},
) => ({
  event: {
    id: eventID,
    name,
    status: 'CONFIRMED' as const,
    meetDateTime: JULY_4_10AM - HOUR,
    startDateTime: JULY_4_10AM,
    endDateTime: JULY_4_10AM + 4 * HOUR,
    pickupDateTime: JULY_4_10AM + 5 * HOUR,
  },
  record: {
    timestamp: JULY_4_10AM,
    memberID: { type: 'CAPNHQMember' as const, id: who.id as number },
    memberName: `Pat ${who.nameLast}`,
    status: 'COMMITTEDATTENDED' as const,
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: eventID,
    ...fields,
  },
});

const table = () => screen.findByRole('table');
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const state = () => document.querySelector('[data-state]')?.getAttribute('data-state');

describe('/admin/attendance', () => {
  it('"others see only their own": a plain member sees their events, status, arrival/departure and comments, without name columns or targets', async () => {
    const { calls } = fakeNetwork(plainMember, (url) =>
      url === '/api/member/attendance'
        ? {
            body: [
              item(plainMember, 7, 'Summer encampment', {
                status: 'NOSHOW',
                comments: 'was ill',
                shiftTime: { arrivalTime: JULY_4_10AM + HOUR, departureTime: JULY_4_10AM + 2 * HOUR },
              }),
              item(plainMember, 3, 'Spring drill'),
            ],
          }
        : undefined,
    );
    renderAt('/admin/attendance');
    const t = await table();
    expect(state()).toBe('LOADED');
    expect(headers(t)).toEqual(['Event', 'Status', 'Arrival', 'Departure', 'Comments']);
    const rows = within(t).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Summer encampment (7)', 'No show', '11:00 on 07/04/2026', '12:00 on 07/04/2026', 'was ill'],
      ['Spring drill (3)', 'Committed/Attended', '10:00 on 07/04/2026', '14:00 on 07/04/2026', ''],
    ]);
    expect(screen.queryByRole('button', { name: 'Select a member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Group attendance' })).toBeNull();
    expect(calls.filter((c) => c.url.startsWith('/api/member/attendance')).map((c) => c.url)).toEqual([
      '/api/member/attendance',
    ]);
  });

  it('"view-other permission sees any member": the member picker loads that member (member-loaded) with the name column', async () => {
    const { calls } = fakeNetwork(viewOther, (url) =>
      url === '/api/member/attendance'
        ? { body: [] }
        : url === '/api/member/list'
          ? { body: [cadet, viewOther] }
          : url === '/api/member/attendance/CAPNHQMember-520001'
            ? { body: [item(cadet, 5, 'Color guard')] }
            : undefined,
    );
    renderAt('/admin/attendance');
    await screen.findByText('No attendance records.');
    fireEvent.click(screen.getByRole('button', { name: 'Select a member' }));
    fireEvent.click(await screen.findByRole('option', { name: /Alpha/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const t = await screen.findByRole('table', { name: /Attendance for .*Alpha/ });
    expect(state()).toBe('MEMBER_LOADED');
    expect(headers(t)[0]).toBe('Name');
    expect(within(t).getByText('Color guard')).toBeDefined();
    expect(calls.map((c) => c.url)).toContain('/api/member/attendance/CAPNHQMember-520001');
  });

  it("opened on a member (?member=, from Find Member): that member's records, loaded at once", async () => {
    const { calls } = fakeNetwork(viewOther, (url) =>
      url === '/api/member/byid/CAPNHQMember-520001'
        ? { body: cadet }
        : url === '/api/member/attendance/CAPNHQMember-520001'
          ? { body: [item(cadet, 5, 'Color guard')] }
          : undefined,
    );
    renderAt('/admin/attendance?member=CAPNHQMember-520001');
    const t = await screen.findByRole('table', { name: /Attendance for .*Alpha/ });
    expect(state()).toBe('MEMBER_LOADED');
    expect(within(t).getByText('Color guard')).toBeDefined();
    expect(calls.map((c) => c.url)).not.toContain('/api/member/attendance');
  });

  it('"name columns hidden when viewing oneself": picking oneself shows no name column', async () => {
    fakeNetwork(viewOther, (url) =>
      url === '/api/member/attendance'
        ? { body: [] }
        : url === '/api/member/list'
          ? { body: [cadet, viewOther] }
          : url === '/api/member/attendance/CAPNHQMember-510020'
            ? { body: [item(viewOther, 5, 'Color guard')] }
            : undefined,
    );
    renderAt('/admin/attendance');
    await screen.findByText('No attendance records.');
    fireEvent.click(screen.getByRole('button', { name: 'Select a member' }));
    fireEvent.click(await screen.findByRole('option', { name: /Viewer/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const t = await table();
    expect(state()).toBe('MEMBER_LOADED');
    expect(headers(t)).toEqual(['Event', 'Status', 'Arrival', 'Departure', 'Comments']);
  });

  it('"view-other permission sees ... group": the group view (group-loaded) lists each member\'s records by name', async () => {
    fakeNetwork(viewOther, (url) =>
      url === '/api/member/attendance'
        ? { body: [] }
        : url === '/api/member/attendance/group'
          ? {
              body: [
                {
                  member: { type: 'CAPNHQMember', id: 520001 },
                  memberName: 'Pat Alpha',
                  attendance: [item(cadet, 5, 'Color guard'), item(cadet, 2, 'Drill')],
                },
                {
                  member: { type: 'CAPNHQMember', id: 510003 },
                  memberName: 'Pat Member',
                  attendance: [item(plainMember, 2, 'Drill')],
                },
              ],
            }
          : undefined,
    );
    renderAt('/admin/attendance');
    await screen.findByText('No attendance records.');
    fireEvent.click(screen.getByRole('button', { name: 'Group attendance' }));
    const t = await screen.findByRole('table', { name: 'Group attendance' });
    expect(state()).toBe('GROUP_LOADED');
    const rows = within(t).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Pat Alpha', 'Color guard (5)'],
      ['Pat Alpha', 'Drill (2)'],
      ['Pat Member', 'Drill (2)'],
    ]);
  });

  const flightDuty = {
    duty: 'Cadet Flight Commander',
    date: 0,
    expires: null,
    type: 'CAPUnit',
    orgid: 916,
    assistant: false,
  } as const;

  it('"flight leaders ... see their flight": own records first, then \'Flight attendance\' (the group call), no member picker', async () => {
    const leader = {
      ...testMember(520010, 'Leader'),
      flight: 'Alpha',
      dutyPositions: [flightDuty],
    } as Member;
    fakeNetwork(leader, (url) =>
      url === '/api/member/attendance'
        ? { body: [item(leader, 2, 'Drill')] }
        : url === '/api/member/attendance/group'
          ? {
              body: [
                {
                  member: { type: 'CAPNHQMember', id: 520001 },
                  memberName: 'Pat Alpha',
                  attendance: [item(cadet, 2, 'Drill')],
                },
                {
                  member: { type: 'CAPNHQMember', id: 520010 },
                  memberName: 'Pat Leader',
                  attendance: [item(leader, 2, 'Drill')],
                },
              ],
            }
          : undefined,
    );
    renderAt('/admin/attendance');
    const t = await table();
    expect(state()).toBe('LOADED');
    expect(headers(t)[0]).toBe('Event');
    expect(screen.queryByRole('button', { name: 'Group attendance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Select a member' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Flight attendance' }));
    const flight = await screen.findByRole('table', { name: 'Flight attendance' });
    expect(state()).toBe('GROUP_LOADED');
    expect(
      within(flight)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['Pat Alpha', 'Pat Leader']);
    fireEvent.click(screen.getByRole('button', { name: 'My attendance' }));
    await screen.findByRole('table', { name: 'My attendance' });
  });

  it('platform §6 "FLIGHT for a member with a flight": a flight leader without a flight sees only their own', async () => {
    const leader = {
      ...testMember(520011, 'Unassigned'),
      flight: null,
      dutyPositions: [flightDuty],
    } as Member;
    fakeNetwork(leader, (url) =>
      url === '/api/member/attendance' ? { body: [item(leader, 2, 'Drill')] } : undefined,
    );
    renderAt('/admin/attendance');
    await table();
    expect(screen.queryByRole('button', { name: 'Flight attendance' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Group attendance' })).toBeNull();
  });

  it("§8 'Could not load attendance for member' when loading fails", async () => {
    fakeNetwork(plainMember, (url) =>
      url === '/api/member/attendance'
        ? { status: 500, body: { code: 'INTERNAL', message: 'boom' } }
        : undefined,
    );
    renderAt('/admin/attendance');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load attendance for member');
    expect(state()).toBe('ERROR');
  });

  it("§8 '... or the server's message' when the server refuses", async () => {
    fakeNetwork(viewOther, (url) =>
      url === '/api/member/attendance'
        ? { body: [] }
        : url === '/api/member/attendance/group'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
    );
    renderAt('/admin/attendance');
    await screen.findByText('No attendance records.');
    fireEvent.click(screen.getByRole('button', { name: 'Group attendance' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You do not have permission to do that'),
    );
  });
});
