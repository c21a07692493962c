// @vitest-environment happy-dom
import type { AttendanceRecord, Member } from '@portal/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drafter,
  fakeNetwork,
  JULY_4_10AM,
  manager,
  plainMember,
  renderAt,
  testEvent,
  testMember,
  viewerData,
  type FakeRoute,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const event = testEvent();
const cadet = (id: number, nameLast: string, memberRank: string): Member => ({
  ...testMember(id, nameLast),
  memberRank,
  seniorMember: false,
});
const alpha = cadet(520001, 'Alpha', 'C/AB');
const bravo = cadet(520002, 'Bravo', 'C/A1C');
const charlie = cadet(520003, 'Charlie', 'C/Col');
const senior = testMember(510007, 'Senior');
const members = [alpha, bravo, charlie, senior];

function record(member: Member, fields: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    timestamp: JULY_4_10AM,
    memberID: { type: 'CAPNHQMember', id: member.id as number },
    memberName: `${member.memberRank} Pat ${member.nameLast}`,
    status: 'COMMITTEDATTENDED',
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 42,
    ...fields,
  };
}

/** Bravo already holds a record. */
const routes =
  (extra: FakeRoute = () => undefined): FakeRoute =>
  (url, init) =>
    extra(url, init) ??
    (url === '/api/events/42/viewer'
      ? {
          body: viewerData(event, {
            attendees: [{ record: record(bravo), member: null, orgInformation: null }],
          }),
        }
      : url === '/api/member/list'
        ? { body: members }
        : undefined);

const list = async () => screen.findByRole('list', { name: 'Members' });
const names = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('listitem')
    .map((li) => within(li).getByText(/Pat/).textContent);

describe('events §2 /multiadd/{id} bulk selection (§5) and multi add (§9)', () => {
  it("members already in attendance are greyed, cannot be chosen, with the title 'This member is already in attendance'", async () => {
    fakeNetwork(manager, routes());
    renderAt('/multiadd/42-summer-bivouac');
    const ul = await list();
    const row = within(ul).getByText('C/A1C Pat Bravo').closest('li')!;
    expect(row.getAttribute('title')).toBe('This member is already in attendance');
    expect(row.className).toContain('evt-attended');
    expect((within(row).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    const other = within(ul).getByText('C/AB Pat Alpha').closest('li')!;
    expect(other.getAttribute('title')).toBeNull();
    expect((within(other).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
  });

  it('name (regular expression; an invalid one passes everything), rank range and member type filters', async () => {
    fakeNetwork(manager, routes());
    renderAt('/multiadd/42');
    await list();
    fireEvent.change(screen.getByLabelText('Name filter'), { target: { value: '^(alpha|charlie)$' } });
    expect(names(await list())).toEqual(['C/AB Pat Alpha', 'C/Col Pat Charlie']);
    fireEvent.change(screen.getByLabelText('Name filter'), { target: { value: '(' } });
    expect(names(await list())).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Name filter'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Lowest rank'), { target: { value: 'C/A1C' } });
    fireEvent.change(screen.getByLabelText('Highest rank'), { target: { value: 'C/Col' } });
    expect(names(await list())).toEqual(['C/A1C Pat Bravo', 'C/Col Pat Charlie']);
    // unknown rank text means no filtering
    fireEvent.change(screen.getByLabelText('Lowest rank'), { target: { value: 'Admiral' } });
    fireEvent.change(screen.getByLabelText('Highest rank'), { target: { value: '' } });
    expect(names(await list())).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Member type'), { target: { value: 'SENIORS' } });
    expect(names(await list())).toEqual(['Capt Pat Senior']);
    fireEvent.change(screen.getByLabelText('Member type'), { target: { value: 'CADETS' } });
    expect(names(await list())).toEqual(['C/AB Pat Alpha', 'C/A1C Pat Bravo', 'C/Col Pat Charlie']);
  });

  it("sends POST /attendance/bulk with the §9 defaults: 'Multi add by {name} on {date}', canUsePhotos true, no transport, no shift", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 1, 30)); // 11/22/2026 in New York
    const net = fakeNetwork(
      manager,
      routes((url) =>
        url === '/api/events/42/attendance/bulk'
          ? { body: { added: [record(alpha), record(charlie)], alreadyInAttendance: [], notFound: [] } }
          : undefined,
      ),
    );
    renderAt('/multiadd/42');
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    // bravo is in attendance: not among the selected
    fireEvent.click(screen.getByLabelText('Capt Pat Senior'));
    const add = screen.getByRole('button', { name: 'Add 2 selected members' });
    fireEvent.click(add);
    expect(await screen.findByText('Added 2 members to attendance')).toBeDefined();
    const call = net.calls.find((c) => c.url === '/api/events/42/attendance/bulk')!;
    expect(call.method).toBe('POST');
    const defaults = {
      comments: 'Multi add by Capt Pat Manager on 11/22/2026',
      status: 'COMMITTEDATTENDED',
      canUsePhotos: true,
      planToUseCAPTransportation: false,
      shiftTime: null,
      customAttendanceFieldValues: [],
    };
    expect(call.body).toEqual({
      token: 'csrf',
      members: [
        { memberID: { type: 'CAPNHQMember', id: 520001 }, ...defaults },
        { memberID: { type: 'CAPNHQMember', id: 520003 }, ...defaults },
      ],
    });
    // the added members are now greyed too
    const row = within(await list())
      .getByText('C/AB Pat Alpha')
      .closest('li')!;
    expect(row.getAttribute('title')).toBe('This member is already in attendance');
    expect(screen.getByRole('button', { name: 'Add 0 selected members' })).toHaveProperty('disabled', true);
  });

  it("a failed bulk add shows the server's message", async () => {
    fakeNetwork(
      manager,
      routes((url) =>
        url === '/api/events/42/attendance/bulk'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
      ),
    );
    renderAt('/multiadd/42');
    fireEvent.click(within(await list()).getByLabelText('C/AB Pat Alpha'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 selected member' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
  });

  it("§6 bulk attendance add for any non-NONE level; a member without it reads 'You do not have permission to do that'", async () => {
    fakeNetwork(drafter, routes());
    renderAt('/multiadd/42');
    await list();
    // ADDDRAFTEVENTS: bulk add yes, Add attendance by number (FULL) no
    expect(screen.queryByLabelText('CAP ID')).toBeNull();
    cleanup();
    fakeNetwork(plainMember, routes());
    renderAt('/multiadd/42');
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(screen.queryByRole('list', { name: 'Members' })).toBeNull();
  });

  it("a non-numeric id: 'Could not find event specified'; signed out: 'Please sign in'", async () => {
    fakeNetwork(manager, routes());
    renderAt('/multiadd/abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find event specified');
    cleanup();
    fakeNetwork(null, routes());
    renderAt('/multiadd/42');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeDefined();
  });
});

describe('events §5 add by member number', () => {
  it('"a number from 100000 to 999999, else \'Invalid CAP ID\'"; the add button is disabled while invalid', async () => {
    fakeNetwork(manager, routes());
    renderAt('/multiadd/42');
    const field = await screen.findByLabelText('CAP ID');
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button).toHaveProperty('disabled', true);
    for (const bad of ['99999', '1000000', 'abc']) {
      fireEvent.change(field, { target: { value: bad } });
      expect(screen.getByText('Invalid CAP ID')).toBeDefined();
      expect(button).toHaveProperty('disabled', true);
    }
    fireEvent.change(field, { target: { value: '100000' } });
    expect(screen.queryByText('Invalid CAP ID')).toBeNull();
    expect(button).toHaveProperty('disabled', false);
  });

  it("reads 'Adding...' while saving (disabled) and sends the event's start and pickup as the shift", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const net = fakeNetwork(
      manager,
      routes((url) => (url === '/api/events/42/attendance' ? { body: record(alpha) } : undefined)),
    );
    const answer = net.fetch.getMockImplementation()!;
    net.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/events/42/attendance') await gate;
      return answer(url, init);
    });
    renderAt('/multiadd/42');
    fireEvent.change(await screen.findByLabelText('CAP ID'), { target: { value: '520001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const saving = await screen.findByRole('button', { name: 'Adding...' });
    expect(saving).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('Added C/AB Pat Alpha')).toBeDefined();
    const call = net.calls.find((c) => c.url === '/api/events/42/attendance')!;
    expect(call.body).toMatchObject({
      memberID: { type: 'CAPNHQMember', id: 520001 },
      status: 'COMMITTEDATTENDED',
      shiftTime: { arrivalTime: event.startDateTime, departureTime: event.pickupDateTime },
    });
  });

  it("\"A member already in attendance: 'Member is already in attendance'\" (known here: no call), and the server's message otherwise", async () => {
    const net = fakeNetwork(
      manager,
      routes((url) =>
        url === '/api/events/42/attendance'
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Could not find the member specified' } }
          : undefined,
      ),
    );
    renderAt('/multiadd/42');
    const field = await screen.findByLabelText('CAP ID');
    fireEvent.change(field, { target: { value: '520002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Member is already in attendance');
    expect(net.calls.some((c) => c.url === '/api/events/42/attendance')).toBe(false);
    fireEvent.change(field, { target: { value: '999999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Could not find the member specified'),
    );
  });
});
