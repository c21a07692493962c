import { describe, expect, it } from 'vitest';
import type { AttendanceRecord, AttendanceStatus, Event } from '@portal/contracts';
import type { AttendanceChange } from '../attendance/attendanceListeners.ts';
import { signupEmailRecords } from './signupEmailListener.ts';

const record = (id: number, status: AttendanceStatus, waitlisted = false): AttendanceRecord => ({
  timestamp: 1,
  memberID: { type: 'CAPNHQMember', id },
  memberName: `Member ${id}`,
  status,
  comments: '',
  shiftTime: null,
  planToUseCAPTransportation: false,
  canUsePhotos: true,
  customAttendanceFieldValues: [],
  summaryEmailSent: false,
  sourceAccountID: 'md001',
  sourceEventID: 7,
  ...(waitlisted ? { waitlisted: true as const, waitlistPosition: 1 } : {}),
});

const change = (kind: string, records: AttendanceRecord[], previous?: AttendanceRecord): AttendanceChange =>
  ({
    kind,
    event: {} as Event,
    store: { accountID: 'md001', eventID: 7 },
    hostAccountID: 'md001',
    records,
    ...(previous ? { previous } : {}),
    by: { type: 'CAPNHQMember', id: 1 },
    now: 1,
  }) as AttendanceChange;

const ids = (records: AttendanceRecord[]) => records.map((r) => r.memberID.id);

describe('events §5: which records get the sign-up email', () => {
  it.each<[string, AttendanceChange, number[]]>([
    ['added, committed', change('added', [record(1, 'COMMITTEDATTENDED')]), [1]],
    ["added, 'I will NOT attend'", change('added', [record(1, 'NOTPLANNINGTOATTEND')]), []],
    ['added, waiting for a place', change('added', [record(1, 'COMMITTEDATTENDED', true)]), []],
    [
      'bulk added: the committed ones',
      change('added', [record(1, 'COMMITTEDATTENDED'), record(2, 'NOSHOW'), record(3, 'COMMITTEDATTENDED')]),
      [1, 3],
    ],
    ['promoted from the waitlist', change('promoted', [record(1, 'COMMITTEDATTENDED')]), [1]],
    [
      "modified from 'I will NOT attend' to committed",
      change('modified', [record(1, 'COMMITTEDATTENDED')], record(1, 'NOTPLANNINGTOATTEND')),
      [1],
    ],
    [
      'modified while committed (comments, times)',
      change('modified', [record(1, 'COMMITTEDATTENDED')], record(1, 'COMMITTEDATTENDED')),
      [],
    ],
    [
      'modified to committed but waiting',
      change('modified', [record(1, 'COMMITTEDATTENDED', true)], record(1, 'RESCINDEDCOMMITMENTTOATTEND')),
      [],
    ],
    ['deleted', change('deleted', [record(1, 'COMMITTEDATTENDED')]), []],
  ])('%s', (_, input, expected) => {
    expect(ids(signupEmailRecords(input))).toEqual(expected);
  });
});
