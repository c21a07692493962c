// Table tests of the waitlist's pure rules (beyond the spec): who holds a place,
// who waits, who is next, when the sign-up form warns.
import { describe, expect, it } from 'vitest';
import { AttendanceRecord, type AttendanceStatus } from '../entities.ts';
import {
  committedCount,
  eventIsFull,
  holdsPlace,
  participantLimit,
  promotionCount,
  waitlistOrder,
  waitsForPlace,
  WAITLIST_MESSAGES,
  type WaitlistPlacementInput,
} from './waitlist.ts';

const C: AttendanceStatus = 'COMMITTEDATTENDED';
const rec = (status: AttendanceStatus, waitlistPosition?: number) => ({
  status,
  ...(waitlistPosition === undefined ? {} : { waitlisted: true as const, waitlistPosition }),
});

describe('participantLimit: desiredNumberOfParticipants (§3, default 8) is the number of places', () => {
  it.each([
    [8, 8],
    [1, 1],
    [null, null],
    [0, null],
  ])('%s -> %s (null and 0: no limit)', (desired, limit) => {
    expect(participantLimit({ desiredNumberOfParticipants: desired })).toBe(limit);
  });
});

describe('holdsPlace: only COMMITTEDATTENDED records that are not waiting count as committed', () => {
  it.each<[ReturnType<typeof rec>, boolean]>([
    [rec('COMMITTEDATTENDED'), true],
    [rec('COMMITTEDATTENDED', 1), false],
    [rec('NOTPLANNINGTOATTEND'), false],
    [rec('NOSHOW'), false],
    [rec('RESCINDEDCOMMITMENTTOATTEND'), false],
  ])('%j -> %s', (r, holds) => expect(holdsPlace(r)).toBe(holds));

  it('committedCount leaves out the waiting and the not attending', () => {
    expect(committedCount([rec(C), rec(C), rec(C, 1), rec('NOSHOW'), rec('NOTPLANNINGTOATTEND')])).toBe(2);
  });
});

describe('waitsForPlace: whether a record being written waits', () => {
  const base: WaitlistPlacementInput = {
    status: C,
    before: null,
    byManager: false,
    limit: 2,
    committed: 0,
    waiting: 0,
  };
  it.each<[string, Partial<WaitlistPlacementInput>, boolean]>([
    ['own sign-up with a free place', { committed: 1 }, false],
    ['own sign-up when desiredNumberOfParticipants are committed', { committed: 2 }, true],
    ['own sign-up beyond the limit (a manager over-filled)', { committed: 3 }, true],
    ['own sign-up with a free place but others waiting (no overtaking)', { committed: 1, waiting: 1 }, true],
    ["own 'I will NOT attend' on a full event", { status: 'NOTPLANNINGTOATTEND', committed: 2 }, false],
    ['no limit (desired null or 0)', { limit: null, committed: 50 }, false],
    [
      "a manager's add on a full event (managers decide)",
      { byManager: true, committed: 2, waiting: 3 },
      false,
    ],
    ['a waiting record edited, still attending: keeps waiting', { before: rec(C, 1), committed: 1 }, true],
    [
      'a waiting record edited by a manager, still attending: keeps its place in the queue',
      { before: rec(C, 2), byManager: true, committed: 0 },
      true,
    ],
    [
      'a waiting record changed to not attending: leaves the waitlist',
      { before: rec(C, 1), status: 'NOSHOW' },
      false,
    ],
    [
      'a committed record edited on a full event keeps its place',
      { before: rec(C), committed: 2, waiting: 4 },
      false,
    ],
    [
      'a not-attending record changed to attending on a full event: waits',
      { before: rec('NOTPLANNINGTOATTEND'), committed: 2 },
      true,
    ],
    [
      '…the same change by a manager: takes a place',
      { before: rec('NOTPLANNINGTOATTEND'), committed: 2, byManager: true },
      false,
    ],
  ])('%s -> %s', (_, change, waits) => expect(waitsForPlace({ ...base, ...change })).toBe(waits));
});

describe('promotionCount: who is next when a place frees up', () => {
  it.each<[number | null, number, number, number]>([
    [2, 1, 3, 1],
    [2, 2, 3, 0],
    [2, 3, 3, 0],
    [5, 1, 2, 2],
    [2, 0, 0, 0],
    [null, 9, 4, 4],
  ])('limit %s, committed %s, waiting %s -> %s promoted', (limit, committed, waiting, n) => {
    expect(promotionCount(limit, committed, waiting)).toBe(n);
  });

  it('waitlistOrder: position 1 first, records not waiting left out', () => {
    const list = [rec(C, 3), rec(C), rec(C, 1), rec('NOSHOW'), rec(C, 2)];
    expect(waitlistOrder(list).map((r) => r.waitlistPosition)).toEqual([1, 2, 3]);
  });
});

describe('eventIsFull: the sign-up form warns before a member submits', () => {
  it.each<[number | null, ReturnType<typeof rec>[], boolean]>([
    [2, [rec(C)], false],
    [2, [rec(C), rec(C)], true],
    [2, [rec(C), rec('NOTPLANNINGTOATTEND')], false],
    [2, [rec(C), rec(C, 1)], true],
    [null, [rec(C), rec(C), rec(C)], false],
  ])('limit %s, %j -> %s', (desired, records, full) => {
    expect(eventIsFull({ desiredNumberOfParticipants: desired }, records)).toBe(full);
  });
});

describe('the record schema', () => {
  const record = {
    timestamp: 1,
    memberID: { type: 'CAPNHQMember', id: 123456 },
    memberName: 'C/Amn A',
    status: C,
    comments: '',
    shiftTime: null,
    planToUseCAPTransportation: false,
    canUsePhotos: false,
    customAttendanceFieldValues: [],
    summaryEmailSent: false,
    sourceAccountID: 'md001',
    sourceEventID: 1,
  };
  it('takes the spec fields alone, or with waitlisted true and a position', () => {
    expect(AttendanceRecord.safeParse(record).success).toBe(true);
    expect(AttendanceRecord.safeParse({ ...record, waitlisted: true, waitlistPosition: 2 }).success).toBe(
      true,
    );
    expect(AttendanceRecord.safeParse({ ...record, waitlisted: false }).success).toBe(false);
    expect(AttendanceRecord.safeParse({ ...record, waitlisted: true, waitlistPosition: 0 }).success).toBe(
      false,
    );
  });

  it('messages name the position and the places', () => {
    expect(WAITLIST_MESSAGES.onWaitlist(3)).toContain('position 3');
    expect(WAITLIST_MESSAGES.places(12, 12)).toBe('Committed: 12 of 12 places');
    expect(WAITLIST_MESSAGES.places(1, 1)).toBe('Committed: 1 of 1 place');
    expect(WAITLIST_MESSAGES.eventFull(1)).toMatch(/^This event is full \(1 place taken\)\. /);
  });
});
