// Service tests (real PostgreSQL, fresh database) of events §7 GET /member/attendance,
// /member/attendance/group and /member/attendance/{reference} with §6 "Attendance view:
// view-other permission sees any member and group; flight leaders (Cadet Flight Commander, Cadet
// Flight Sergeant) see their flight; others see only their own." Flight leaders' flights come from
// svc-identity's flight-members call, the real client over the stand-in of src/orgInfo/testing.ts.
import {
  groupAttendanceResponse,
  memberAttendanceResponse,
  stringifyMemberReference,
  type AttendanceRecord,
  type DutyPosition,
} from '@portal/contracts';
import { inTransaction } from '@portal/contracts/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAttendance } from '../attendance/attendanceRepository.ts';
import { createFlightMembersClient } from '../orgInfo/flightMembersClient.ts';
import { directoryFlights } from '../orgInfo/testing.ts';
import { UNREACHABLE_IDENTITY } from '../pocs/testing.ts';
import {
  createEventsHarness,
  nhq,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  SUPER,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';

const DAY = 86_400_000;
const VIEW_OTHER: Viewer = {
  ref: nhq(520040),
  name: ['Vera', 'Viewer'],
  permissions: { AttendanceView: 'OTHER' },
};
const PERSONAL: Viewer = {
  ref: nhq(520041),
  name: ['Pia', 'Personal'],
  permissions: { AttendanceView: 'PERSONAL' },
};
const flightDuty: DutyPosition = {
  duty: 'Cadet Flight Commander',
  date: 0,
  expires: null,
  type: 'CAPUnit',
  orgid: 916,
  assistant: false,
};
const FLIGHT_LEADER: Viewer = { ref: nhq(520042), name: ['Fay', 'Flight'], dutyPositions: [flightDuty] };
const ELSEWHERE: Viewer = { ...VIEW_OTHER, accountID: 'md002' };
/** A Cadet Flight Sergeant whom svc-identity puts in no flight (platform §6 "a member with a flight"). */
const UNASSIGNED_LEADER: Viewer = {
  ref: nhq(520043),
  name: ['Una', 'Assigned'],
  dutyPositions: [{ ...flightDuty, duty: 'Cadet Flight Sergeant' }],
};
/** svc-identity's flights of md001: Alpha = the flight leader and PLAIN; Bravo = VIEW_OTHER. */
const FLIGHTS = new Map([
  [
    'md001',
    {
      Alpha: [FLIGHT_LEADER.ref, PLAIN.ref],
      Bravo: [VIEW_OTHER.ref],
    },
  ],
]);
const flightCalls: string[] = [];

const record = (who: Viewer, accountID: string, eventID: number, comments = ''): AttendanceRecord => ({
  timestamp: Date.now(),
  memberID: who.ref,
  memberName: (who.name ?? []).join(' '),
  status: 'COMMITTEDATTENDED',
  comments,
  shiftTime: null,
  planToUseCAPTransportation: false,
  canUsePhotos: true,
  customAttendanceFieldValues: [],
  summaryEmailSent: false,
  sourceAccountID: accountID,
  sourceEventID: eventID,
});

let h: EventsHarness;
let older: number;
let newer: number;
let foreign: number;
beforeAll(async () => {
  h = await createEventsHarness({ flightMembers: directoryFlights(FLIGHTS, flightCalls) });
  older = await h.seed(validContent(Date.now() - 20 * DAY, { name: 'Older drill', status: 'CONFIRMED' }));
  newer = await h.seed(validContent(Date.now() + 5 * DAY, { name: 'Newer drill', status: 'CONFIRMED' }));
  foreign = await h.seed(
    validContent(Date.now() - 2 * DAY, { name: 'Another account', status: 'CONFIRMED' }),
    OTHER_ACCOUNT_FULL,
    'md002',
  );
  await inTransaction(h.db, async (client) => {
    await insertAttendance(client, { accountID: 'md001', eventID: older }, [
      record(PLAIN, 'md001', older, 'was there'),
      record(FLIGHT_LEADER, 'md001', older),
    ]);
    await insertAttendance(client, { accountID: 'md001', eventID: newer }, [record(PLAIN, 'md001', newer)]);
    // the same member number in another account: never part of md001's answers
    await insertAttendance(client, { accountID: 'md002', eventID: foreign }, [
      record(PLAIN, 'md002', foreign, 'secret'),
    ]);
  });
});
afterAll(() => h?.close());

const own = '/api/member/attendance';
const of = (who: Viewer) => `/api/member/attendance/${stringifyMemberReference(who.ref)}`;
const group = '/api/member/attendance/group';
const eventIDs = (body: unknown) => memberAttendanceResponse.parse(body).map((i) => i.event.id);

describe('GET /api/member/attendance: own records', () => {
  it('the events (name, id, times) with the record, newest first', async () => {
    const res = await h.call('get', own, PLAIN);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = memberAttendanceResponse.parse(res.body);
    expect(items.map((i) => [i.event.id, i.event.name])).toEqual([
      [newer, 'Newer drill'],
      [older, 'Older drill'],
    ]);
    expect(items[1]?.record).toMatchObject({ memberID: PLAIN.ref, comments: 'was there' });
    expect(items[1]?.event.startDateTime).toBeGreaterThan(0);
  });

  it("another account's records are never visible (same member number elsewhere)", async () => {
    // event ids are numbered per account, so the answers are told apart by name and source
    const names = (body: unknown) =>
      memberAttendanceResponse.parse(body).map((i) => [i.event.name, i.record.sourceAccountID]);
    const res = await h.call('get', own, PLAIN);
    expect(names(res.body)).toEqual([
      ['Newer drill', 'md001'],
      ['Older drill', 'md001'],
    ]);
    const there = await h.call('get', own, { ...PLAIN, accountID: 'md002' });
    expect(names(there.body)).toEqual([['Another account', 'md002']]);
    expect(eventIDs(there.body)).toEqual([foreign]);
  });

  it('a member without records: an empty list', async () => {
    const res = await h.call('get', own, VIEW_OTHER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('anonymous: 401', async () => {
    expect((await h.call('get', own, 'anonymous')).status).toBe(401);
  });
});

describe('GET /api/member/attendance/{reference}', () => {
  it('"others see only their own": oneself is allowed', async () => {
    const res = await h.call('get', of(PLAIN), PLAIN);
    expect(res.status).toBe(200);
    expect(eventIDs(res.body)).toEqual([newer, older]);
  });

  it('"view-other permission sees any member": AttendanceView OTHER reads another member', async () => {
    const res = await h.call('get', of(PLAIN), VIEW_OTHER);
    expect(res.status).toBe(200);
    expect(eventIDs(res.body)).toEqual([newer, older]);
  });

  it('the privileged user (super user) reads another member', async () => {
    expect((await h.call('get', of(PLAIN), SUPER)).status).toBe(200);
  });

  it('"others see only their own": without the permission (or at PERSONAL) 403 with the words', async () => {
    for (const who of [PERSONAL, UNASSIGNED_LEADER]) {
      const res = await h.call('get', of(PLAIN), who);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'You do not have permission to do that' });
    }
  });

  it('"flight leaders ... see their flight": a member of the leader\'s flight yes, of another flight 403', async () => {
    const res = await h.call('get', of(PLAIN), FLIGHT_LEADER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(eventIDs(res.body)).toEqual([newer, older]);
    const elsewhere = await h.call('get', of(VIEW_OTHER), FLIGHT_LEADER);
    expect(elsewhere.status).toBe(403);
  });

  it("another account's viewer with OTHER sees only their account's records of that member", async () => {
    const res = await h.call('get', of(PLAIN), ELSEWHERE);
    expect(res.status).toBe(200);
    expect(eventIDs(res.body)).toEqual([foreign]);
  });

  it('a bad reference: 400 with the member reference words, never a 500', async () => {
    const res = await h.call('get', '/api/member/attendance/CAPNHQMember-abc', VIEW_OTHER);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Invalid member ID' });
  });

  it('anonymous: 401', async () => {
    expect((await h.call('get', of(PLAIN), 'anonymous')).status).toBe(401);
  });
});

describe('GET /api/member/attendance/group', () => {
  it('"view-other permission sees ... group": every member of the account, each newest first', async () => {
    const res = await h.call('get', group, VIEW_OTHER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = groupAttendanceResponse.parse(res.body);
    expect(groups.map((g) => [g.memberName, g.attendance.map((i) => i.event.id)])).toEqual([
      ['Fay Flight', [older]],
      ['Pat Plain', [newer, older]],
    ]);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('"flight leaders ... see their flight": exactly the flight\'s members (themselves included), one svc-identity call', async () => {
    flightCalls.length = 0;
    const res = await h.call('get', group, FLIGHT_LEADER);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const groups = groupAttendanceResponse.parse(res.body);
    expect(groups.map((g) => [g.memberName, g.attendance.map((i) => i.event.id)])).toEqual([
      ['Fay Flight', [older]],
      ['Pat Plain', [newer, older]],
    ]);
    expect(flightCalls).toEqual(['md001 flight of CAPNHQMember-520042']);
  });

  it('platform §6 "FLIGHT for a member with a flight": a leader in no flight, plain members: 403', async () => {
    for (const who of [UNASSIGNED_LEADER, PLAIN, PERSONAL]) {
      const res = await h.call('get', group, who);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'You do not have permission to do that' });
    }
  });

  it('anonymous: 401', async () => {
    expect((await h.call('get', group, 'anonymous')).status).toBe(401);
  });
});

describe('attendance view and §3 privateAttendance (contracts/src/events/attendance/privacy.ts)', () => {
  let secret: number;
  beforeAll(async () => {
    secret = await h.seed(
      validContent(Date.now() - 3 * DAY, {
        name: 'Private drill',
        status: 'CONFIRMED',
        privateAttendance: true,
      }),
    );
    await inTransaction(h.db, async (client) => {
      await insertAttendance(client, { accountID: 'md001', eventID: secret }, [
        record(PLAIN, 'md001', secret),
        record(FLIGHT_LEADER, 'md001', secret),
      ]);
    });
  });

  it("a flight leader does not see a flight member's record of a private event; their own they do", async () => {
    const groups = groupAttendanceResponse.parse((await h.call('get', group, FLIGHT_LEADER)).body);
    expect(groups.map((g) => [g.memberName, g.attendance.map((i) => i.event.id)])).toEqual([
      ['Fay Flight', [secret, older]],
      ['Pat Plain', [newer, older]],
    ]);
    expect(eventIDs((await h.call('get', of(PLAIN), FLIGHT_LEADER)).body)).toEqual([newer, older]);
  });

  it("AttendanceView OTHER and the member themself see the private event's records", async () => {
    expect(eventIDs((await h.call('get', of(PLAIN), VIEW_OTHER)).body)).toEqual([newer, secret, older]);
    expect(eventIDs((await h.call('get', own, PLAIN)).body)).toEqual([newer, secret, older]);
  });
});

describe('flight targets with svc-identity down', () => {
  let down: EventsHarness;
  beforeAll(async () => {
    down = await createEventsHarness({ flightMembers: createFlightMembersClient(UNREACHABLE_IDENTITY) });
  });
  afterAll(() => down?.close());

  it("a flight leader's group and flight member answer 503 (never a 500); their own records still load", async () => {
    for (const url of [group, of(PLAIN)]) {
      const res = await down.call('get', url, FLIGHT_LEADER);
      expect(res.status, JSON.stringify(res.body)).toBe(503);
    }
    expect((await down.call('get', own, FLIGHT_LEADER)).status).toBe(200);
    expect((await down.call('get', of(FLIGHT_LEADER), FLIGHT_LEADER)).status).toBe(200);
  });
});
