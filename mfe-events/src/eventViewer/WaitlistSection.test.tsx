// @vitest-environment happy-dom
// The waitlist in the viewer (beyond the spec): places taken without the waiting,
// the 'Waitlist' section in position order, and the sign-up section's notes (before: the event is
// full; after: 'You are on the waitlist (position N)'); managers, who never wait, see no note.
import { WAITLIST_MESSAGES, type AttendanceRecord, type Event } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeNetwork,
  manager,
  plainMember,
  renderAt,
  testEvent,
  viewerData,
} from '../testing/testEvents.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const H = 3600000;
const MEET = Math.ceil((Date.now() + 7 * 24 * H) / (15 * 60000)) * (15 * 60000);
const future = (fields: Partial<Event> = {}) =>
  testEvent({
    meetDateTime: MEET,
    startDateTime: MEET + H / 4,
    endDateTime: MEET + 3 * H,
    pickupDateTime: MEET + 4 * H,
    ...fields,
  });
let n = 0;
function record(id: number, name: string, fields: Partial<AttendanceRecord> = {}): AttendanceRecord {
  return {
    timestamp: MEET - 48 * H + n++,
    memberID: { type: 'CAPNHQMember', id },
    memberName: name,
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
const committed = [record(520001, 'C/Amn Able'), record(520002, 'C/Amn Baker')];
const waiting = [
  record(520004, 'C/Amn Dog', { waitlisted: true, waitlistPosition: 2 }),
  record(520003, 'C/Amn Charlie', { waitlisted: true, waitlistPosition: 1 }),
];

function show(member: typeof plainMember, e: Event, records: AttendanceRecord[]) {
  fakeNetwork(member, (url) =>
    url === `/api/events/${e.id}/viewer`
      ? {
          body: viewerData(e, {
            attendees: records.map((r) => ({ record: r, member: null, orgInformation: null })),
          }),
        }
      : undefined,
  );
  renderAt(`/eventviewer/${e.id}`);
}
const section = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 2 })).closest('section')!);

describe('the viewer shows the waitlist apart', () => {
  it("'Committed: 2 of 2 places' (waiting not counted) and 'Waitlist' in position order", async () => {
    show(plainMember, future({ desiredNumberOfParticipants: 2 }), [...committed, ...waiting]);
    const attendance = await section('Attendance');
    expect(attendance.getByText('Committed: 2 of 2 places')).toBeDefined();
    const list = within(attendance.getByRole('region', { name: 'Waitlist' }));
    const items = list.getAllByRole('listitem');
    expect(items.map((li) => [li.getAttribute('value'), li.textContent])).toEqual([
      ['1', 'C/Amn Charlie'],
      ['2', 'C/Amn Dog'],
    ]);
  });

  it('no waitlist section while nobody waits; nothing at all without a limit', async () => {
    show(plainMember, future({ desiredNumberOfParticipants: 8 }), committed);
    const attendance = await section('Attendance');
    expect(attendance.getByText('Committed: 2 of 8 places')).toBeDefined();
    expect(attendance.queryByRole('region', { name: 'Waitlist' })).toBeNull();
    cleanup();
    show(plainMember, future({ desiredNumberOfParticipants: null }), committed);
    expect((await section('Attendance')).queryByText(/places/)).toBeNull();
  });
});

describe('privateAttendance: a member sees only their own record, so no counts are shown', () => {
  it('no places line nor Waitlist for a member; their own position still shows; a manager sees both', async () => {
    const mine = record(plainMember.id as number, 'Capt Pat Member', {
      waitlisted: true,
      waitlistPosition: 2,
    });
    const event = future({ desiredNumberOfParticipants: 2, privateAttendance: true });
    show(plainMember, event, [mine]);
    const signup = await section('Sign up');
    expect(signup.getByRole('status').textContent).toBe(WAITLIST_MESSAGES.onWaitlist(2));
    const attendance = await section('Attendance');
    expect(attendance.queryByText(/places/)).toBeNull();
    expect(attendance.queryByRole('region', { name: 'Waitlist' })).toBeNull();
    cleanup();
    show(plainMember, event, [
      record(plainMember.id as number, 'Capt Pat Member', { status: 'NOTPLANNINGTOATTEND' }),
    ]);
    expect((await section('Sign up')).queryByRole('status')).toBeNull();
    cleanup();
    show(manager, event, [...committed, ...waiting]);
    expect((await section('Attendance')).getByText('Committed: 2 of 2 places')).toBeDefined();
  });
});

describe('the sign-up section tells the member', () => {
  it('before submitting on a full event: attending means joining the waitlist', async () => {
    show(plainMember, future({ desiredNumberOfParticipants: 2 }), committed);
    const signup = await section('Sign up');
    expect(signup.getByRole('status').textContent).toBe(WAITLIST_MESSAGES.eventFull(2));
    expect(signup.getByRole('button', { name: 'Sign up' })).toBeDefined();
  });

  it("their own waiting record: 'You are on the waitlist (position 2)'", async () => {
    const mine = record(plainMember.id as number, 'Capt Pat Member', {
      waitlisted: true,
      waitlistPosition: 2,
    });
    show(plainMember, future({ desiredNumberOfParticipants: 2 }), [...committed, waiting[1]!, mine]);
    const signup = await section('Sign up');
    expect(signup.getByRole('status').textContent).toBe(
      'You are on the waitlist (position 2). You will be told by email when a place frees up.',
    );
  });

  it('no note with a free place, for a member holding a place, or for a manager (managers never wait)', async () => {
    show(plainMember, future({ desiredNumberOfParticipants: 3 }), committed);
    expect((await section('Sign up')).queryByRole('status')).toBeNull();
    cleanup();
    const mine = record(plainMember.id as number, 'Capt Pat Member');
    show(plainMember, future({ desiredNumberOfParticipants: 2 }), [committed[0]!, mine]);
    expect((await section('Sign up')).queryByRole('status')).toBeNull();
    cleanup();
    show(manager, future({ desiredNumberOfParticipants: 2 }), committed);
    expect((await section('Sign up')).queryByRole('status')).toBeNull();
  });
});
