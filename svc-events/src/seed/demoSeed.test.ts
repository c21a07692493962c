// The demo seed of events on a real database ("Demo seed": "a weekly recurring meeting,
// activities over the coming weeks with points of contact and custom fields, a draft, a cancelled
// and a past event, an event linked into the wing md000, all dated relative to the day npm start
// runs"), read back through svc-events' own calls where they exist.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceListResponse,
  auditResponse,
  memberFullName,
  eventContentChecked,
  eventListResponse,
  eventResponse,
  holdsPlace,
  toWallTime,
  type AttendanceRecord,
  type Event,
  viewerResponse,
} from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import { testContext } from '@portal/contracts/testing';
import { demoMembers } from '../../../svc-identity/src/seed/demoData.ts';
import { createEventsHarness, SECRET, type EventsHarness, type Viewer } from '../testing/harness.ts';
import { listAttendance } from '../attendance/attendanceRepository.ts';
import { contentOf, findEvent, rowToEvent, type EventRow } from '../events/repository.ts';
import { DEMO_EVENT_ATTACHMENTS } from '../../../svc-files/src/seed/demoSeed.ts';
import { DEMO_EVENT_FILE_IDS, DEMO_PEOPLE, demoEvents, MEETING_NAME, MEETING_THEMES } from './demoEvents.ts';
import { seedDemoEvents, type DemoSeedSummary } from './demoSeed.ts';
import { plannedRecordsFor } from './demoAttendance.ts';
import { DEMO_SLIPS, SLIP_DEMO_EVENT } from './demoSlips.ts';
import { slipsOfEvent } from '../permissionSlips/slipRepository.ts';
import { slipStatuses } from '../permissionSlips/statusList.ts';

const DAY = 86_400_000;
const NOW = Date.now();
const MANAGER: Viewer = {
  ref: DEMO_PEOPLE.manager.ref,
  permissions: { ManageEvent: 'FULL' },
  name: ['Morgan', 'Manager'],
};
let h: EventsHarness;
let first: DemoSeedSummary;
let second: DemoSeedSummary;

async function rows(accountID: string): Promise<Event[]> {
  const result = await h.db.query<EventRow>('SELECT * FROM events.events WHERE account_id = $1 ORDER BY id', [
    accountID,
  ]);
  return result.rows.map(rowToEvent);
}
const md001 = () => rows('md001');
const named = (events: Event[], name: string) => events.filter((e) => e.name === name);

beforeAll(async () => {
  h = await createEventsHarness();
  first = await seedDemoEvents(h.db, NOW);
  second = await seedDemoEvents(h.db, NOW + 3 * DAY);
});

afterAll(async () => {
  await h.close();
});

describe('events demo seed', () => {
  it('is idempotent: "running it twice does not duplicate" (even on a later day)', async () => {
    const planned = demoEvents(NOW).reduce((n, e) => n + plannedRecordsFor(e.content).length, 0);
    expect(first).toEqual({
      added: demoEvents(NOW).length,
      linked: 1,
      attendance: planned,
      slips: DEMO_SLIPS.length,
    });
    expect(second).toEqual({ added: 0, linked: 0, attendance: 0, slips: 0 });
    expect(await md001()).toHaveLength(demoEvents(NOW).length);
    expect(await rows('md000')).toHaveLength(1);
    const audit = await h.db.query<{ n: string }>('SELECT count(*) AS n FROM events.audit_log');
    // one Add per event, one Modify for the cancelled one, one Add for the linked row, one Add per record
    expect(Number(audit.rows[0]!.n)).toBe(demoEvents(NOW).length + 2 + planned);
  });

  it('every event passes the §5 form rules, so a manager can open and save it', async () => {
    for (const event of await md001()) {
      const checked = eventContentChecked.safeParse(contentOf(event));
      expect(checked.success ? [] : checked.error.issues, event.name).toEqual([]);
      expect(eventResponse.safeParse(event).success).toBe(true);
    }
  });

  it('"a weekly recurring meeting": Tuesdays at 18:15 New York time, a week apart, two past and the coming weeks', async () => {
    const meetings = named(await md001(), MEETING_NAME);
    expect(meetings.map((m) => m.subtitle)).toEqual([...MEETING_THEMES]);
    for (const [i, meeting] of meetings.entries()) {
      const wall = toWallTime(meeting.meetDateTime);
      expect([
        new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(),
        wall.hour,
        wall.minute,
      ]).toEqual([2, 18, 15]);
      expect(meeting.activity.values[meeting.activity.labels.indexOf('Recurring Meeting')]).toBe(true);
      if (i > 0) {
        const gap = meeting.meetDateTime - meetings[i - 1]!.meetDateTime;
        // a week, give or take the hour of a daylight-saving change
        expect(Math.abs(gap - 7 * DAY)).toBeLessThanOrEqual(3_600_000);
      }
    }
    expect(meetings.filter((m) => m.endDateTime < NOW).length).toBe(2);
    expect(meetings.filter((m) => m.meetDateTime > NOW).length).toBeGreaterThanOrEqual(6);
  });

  it('GET /api/events/recurring answers the next meeting to anonymous visitors', async () => {
    const res = await h.call('get', '/api/events/recurring', 'anonymous');
    expect(res.status).toBe(200);
    const next = eventResponse.parse(res.body);
    expect(next.name).toBe(MEETING_NAME);
    expect(next.endDateTime).toBeGreaterThanOrEqual(NOW);
    expect(next.meetDateTime - NOW).toBeLessThan(7 * DAY);
  });

  it('"activities over the coming weeks with points of contact and custom fields"', async () => {
    const activities = (await md001()).filter(
      (e) =>
        e.name !== MEETING_NAME &&
        e.meetDateTime > NOW &&
        e.status !== 'DRAFT' &&
        e.status !== 'CANCELLED' &&
        e.pointsOfContact.length > 0 &&
        e.customAttendanceFields.length > 0,
    );
    expect(activities.map((e) => e.name).sort()).toEqual([
      'Cadet Orientation Flights',
      'Field Training Bivouac',
      'Model Rocketry Launch',
      'Wing Drill Competition',
    ]);
    const weeksAhead = activities.map((e) => Math.ceil((e.meetDateTime - NOW) / (7 * DAY)));
    // the first within two weeks (on a Saturday the next flights are a week away), the last a month out
    expect(Math.min(...weeksAhead)).toBeLessThanOrEqual(2);
    expect(Math.max(...weeksAhead)).toBeGreaterThanOrEqual(4);
    const kinds = new Set(activities.flatMap((e) => e.pointsOfContact.map((p) => p.type)));
    expect([...kinds].sort()).toEqual(['EXTERNAL', 'INTERNAL']);
  });

  it("authors and internal points of contact are real members of svc-identity's demo, with their names", async () => {
    const known = new Map(
      demoMembers()
        .filter((m) => m.accountID === 'md001')
        .map((m) => [m.id, `${m.nameFirst} ${m.nameLast}`]),
    );
    const authors = await h.db.query<{ created_by: { id: number }; author_name: string }>(
      'SELECT DISTINCT created_by, author_name FROM events.events',
    );
    for (const row of authors.rows) expect(known.get(row.created_by.id)).toBe(row.author_name);
    for (const event of await md001()) {
      for (const poc of event.pointsOfContact) {
        if (poc.type !== 'INTERNAL' || poc.memberReference.type !== 'CAPNHQMember') continue;
        expect(known.get(poc.memberReference.id)).toBe(poc.name);
      }
    }
  });

  it('"a draft": hidden from anonymous visitors, listed for a manager', async () => {
    const [draft] = named(await md001(), 'Summer Encampment Information Night');
    expect(draft?.status).toBe('DRAFT');
    const anonymous = await h.call('get', `/api/events/${draft!.id}`, 'anonymous');
    expect(anonymous.status).toBe(404);
    const manager = await h.call('get', '/api/events', MANAGER);
    expect(eventListResponse.parse(manager.body).map((e) => e.id)).toContain(draft!.id);
  });

  it('"a cancelled ... event": its audit log shows the change to Cancelled', async () => {
    const [cancelled] = named(await md001(), 'Air Traffic Control Tower Tour');
    expect(cancelled?.status).toBe('CANCELLED');
    expect(cancelled!.meetDateTime).toBeGreaterThan(NOW);
    const res = await h.call('get', `/api/events/${cancelled!.id}/audit`, MANAGER);
    expect(res.status).toBe(200);
    const items = auditResponse.parse(res.body);
    expect(items.map((i) => i.type)).toEqual(['Add', 'Modify']);
    expect(items[1]).toMatchObject({
      type: 'Modify',
      changes: { status: { oldValue: 'CONFIRMED', newValue: 'CANCELLED' } },
      actorName: 'Oakley Copperleaf',
    });
  });

  it('"a past event": complete, with a public debrief and a managers-only one (demo: "a debrief or two")', async () => {
    const [past] = named(await md001(), 'Community Flag Ceremony');
    expect(past!.endDateTime).toBeLessThan(NOW);
    expect(past!.status).toBe('COMPLETE');
    expect(past!.debrief.map((d) => d.publicView)).toEqual([true, false]);
  });

  it('"a past event" has the Color Guard team and two attachments (one shared with members, one private)', async () => {
    const [past] = named(await md001(), 'Community Flag Ceremony');
    expect(past!.teamID).toBe(1);
    expect(past!.fileIDs).toEqual([...DEMO_EVENT_FILE_IDS]);
    // the files svc-files' demo drive seeds under these ids
    expect(DEMO_EVENT_FILE_IDS).toEqual([DEMO_EVENT_ATTACHMENTS.shared, DEMO_EVENT_ATTACHMENTS.private]);
  });

  it('"an event linked into the wing md000": a LINKED row of md000 naming its md001 source', async () => {
    const [source] = named(await md001(), 'Wing Drill Competition');
    const wing = await h.db.query<{
      type: string;
      target_account_id: string;
      target_event_id: number;
      created_by: { id: number };
      account_name: string;
      target_account_name: string;
    }>('SELECT * FROM events.events WHERE account_id = $1', ['md000']);
    expect(wing.rows).toHaveLength(1);
    expect(wing.rows[0]).toMatchObject({
      type: 'LINKED',
      target_account_id: 'md001',
      target_event_id: source!.id,
      created_by: { id: 510001 },
      account_name: 'Maryland Demo Wing',
      target_account_name: 'Maryland Demo Composite Squadron',
    });
  });

  it("an anonymous visitor of md000 reads the linked event with the source's content and name", async () => {
    const [source] = named(await md001(), 'Wing Drill Competition');
    const [linked] = await rows('md000');
    const visitor = signContext(testContext({ accountID: 'md000', session: null, member: null }), SECRET);
    const res = await request(h.app).get(`/api/events/${linked!.id}/viewer`).set(CONTEXT_HEADER, visitor);
    expect(res.status).toBe(200);
    const viewer = viewerResponse.parse(res.body);
    expect(viewer.event).toMatchObject({
      name: source!.name,
      type: 'LINKED',
      targetAccountID: 'md001',
      targetEventID: source!.id,
    });
    expect(viewer.sourceAccountName).toBe('Maryland Demo Composite Squadron');
  });

  it('"dated relative to the day npm start runs": the same plan a week later is a week later', () => {
    const now = Date.UTC(2026, 10, 23, 15); // a Monday
    const times = (at: number) => demoEvents(at).map((e) => e.content.meetDateTime);
    const shifted = times(now + 7 * DAY);
    times(now).forEach((t, i) => expect(Math.abs(shifted[i]! - t - 7 * DAY)).toBeLessThanOrEqual(3_600_000));
    // Monday 23 November 2026: the coming meeting is Tuesday 24 November at 18:15 in New York
    const next = demoEvents(now).find((e) => e.content.subtitle === MEETING_THEMES[2]);
    expect(next!.content.meetDateTime).toBe(Date.UTC(2026, 10, 24, 23, 15));
  });
});

async function attendanceOf(event: Event): Promise<AttendanceRecord[]> {
  return listAttendance(h.db, { accountID: event.accountID, eventID: event.id });
}
const CADET: Viewer = { ref: { type: 'CAPNHQMember', id: 510004 }, name: ['Casey', 'Cadet'] };
const SENIOR: Viewer = { ref: { type: 'CAPNHQMember', id: 510005 }, name: ['Sydney', 'Senior'] };
/** Records holding a place (the waitlist's waiting records do not: contracts holdsPlace). */
const committed = (records: AttendanceRecord[]) => records.filter(holdsPlace);

describe('events demo seed: attendance ("Demo seed")', () => {
  it('"attendance on past and upcoming events": every planned record, none on the draft or the cancelled event', async () => {
    let past = 0;
    let upcoming = 0;
    for (const event of await md001()) {
      const records = await attendanceOf(event);
      expect(records.length, event.name).toBe(plannedRecordsFor(event).length);
      if (event.status === 'DRAFT' || event.status === 'CANCELLED') expect(records).toEqual([]);
      if (records.length === 0) continue;
      if (event.pickupDateTime < NOW) past += 1;
      else upcoming += 1;
      for (const record of records) {
        // stored at the event itself, signed up before the seed ran
        expect([record.sourceAccountID, record.sourceEventID]).toEqual([event.accountID, event.id]);
        expect(record.timestamp).toBeLessThan(NOW);
      }
    }
    expect(past).toBeGreaterThanOrEqual(3);
    expect(upcoming).toBeGreaterThanOrEqual(4);
    const total = await h.db.query<{ n: string }>('SELECT count(*) AS n FROM events.attendance');
    expect(Number(total.rows[0]!.n)).toBe(first.attendance);
  });

  it('"some part-time": shifts inside meet..pickup (§5 clamped), shorter than the event, on past and upcoming events', async () => {
    const partTime: { event: Event; record: AttendanceRecord }[] = [];
    for (const event of await md001())
      for (const record of await attendanceOf(event)) if (record.shiftTime) partTime.push({ event, record });
    expect(partTime.length).toBeGreaterThanOrEqual(8);
    for (const { event, record } of partTime) {
      const { arrivalTime, departureTime } = record.shiftTime!;
      expect(arrivalTime).toBeGreaterThanOrEqual(event.meetDateTime);
      expect(departureTime).toBeLessThanOrEqual(event.pickupDateTime);
      expect(arrivalTime).toBeLessThan(departureTime);
      expect(departureTime - arrivalTime).toBeLessThan(event.pickupDateTime - event.meetDateTime);
    }
    expect(partTime.some(({ event }) => event.pickupDateTime < NOW)).toBe(true);
    expect(partTime.some(({ event }) => event.meetDateTime > NOW)).toBe(true);
  });

  it('"some not planning to attend", with comments, on past and upcoming events', async () => {
    const events = await md001();
    const notPlanning: Event[] = [];
    for (const event of events)
      if ((await attendanceOf(event)).some((r) => r.status === 'NOTPLANNINGTOATTEND'))
        notPlanning.push(event);
    expect(notPlanning.some((e) => e.pickupDateTime < NOW)).toBe(true);
    expect(notPlanning.filter((e) => e.meetDateTime > NOW).length).toBeGreaterThanOrEqual(3);
    const comments = (await Promise.all(events.map(attendanceOf))).flat().filter((r) => r.comments !== '');
    expect(comments.length).toBeGreaterThanOrEqual(10);
  });

  it("attendees are real md001 members of svc-identity's demo, memberName as its member-contacts call gives it", async () => {
    const known = new Map(
      demoMembers()
        .filter((m) => m.accountID === 'md001')
        .map((m) => [m.id, memberFullName({ ...m, memberRank: m.rank })]),
    );
    const records = (await Promise.all((await md001()).map(attendanceOf))).flat();
    for (const record of records) expect(known.get(record.memberID.id as number)).toBe(record.memberName);
    // the 'cadet' and 'senior' sign-ins find their own records, past and upcoming
    for (const id of [510004, 510005]) {
      const own = [];
      for (const event of await md001())
        if ((await attendanceOf(event)).some((r) => r.memberID.id === id)) own.push(event);
      expect(own.some((e) => e.pickupDateTime < NOW)).toBe(true);
      expect(own.some((e) => e.meetDateTime > NOW)).toBe(true);
    }
  });

  it("custom attendance field values follow each event's field definitions, in order", async () => {
    let filledIn = 0;
    for (const event of await md001()) {
      for (const record of await attendanceOf(event)) {
        expect(record.customAttendanceFieldValues.map((v) => [v.type, v.title])).toEqual(
          event.customAttendanceFields.map((f) => [f.type, f.title]),
        );
        record.customAttendanceFieldValues.forEach((v, i) => {
          if (v.value !== event.customAttendanceFields[i]!.preFill) filledIn += 1;
        });
      }
    }
    expect(filledIn).toBeGreaterThanOrEqual(15);
  });

  it('"one event at its participant limit": the orientation flights have desiredNumberOfParticipants committed records, no other event is full', async () => {
    const full: string[] = [];
    for (const event of await md001()) {
      const count = committed(await attendanceOf(event)).length;
      const limit = event.desiredNumberOfParticipants ?? 0;
      if (limit > 0 && count >= limit) full.push(event.name);
    }
    expect(full).toEqual(['Cadet Orientation Flights']);
    const [flights] = named(await md001(), 'Cadet Orientation Flights');
    expect(committed(await attendanceOf(flights!))).toHaveLength(flights!.desiredNumberOfParticipants!);
    expect(flights!.desiredNumberOfParticipants).toBe(12);
    // transport is provided there, and some plan to use it
    expect((await attendanceOf(flights!)).some((r) => r.planToUseCAPTransportation)).toBe(true);
  });

  it('"... with a waitlist": three members wait on the orientation flights, positions 1 to 3 in sign-up order', async () => {
    const [flights] = named(await md001(), 'Cadet Orientation Flights');
    const res = await h.call('get', `/api/events/${flights!.id}/attendance`, MANAGER);
    const waiting = attendanceListResponse.parse(res.body).filter((r) => r.waitlisted);
    expect(waiting.map((r) => [r.memberName, r.status, r.waitlistPosition])).toEqual([
      ['C/CMSgt Indigo O Ivyridge', 'COMMITTEDATTENDED', 1],
      ['C/Capt Val B Dunmore', 'COMMITTEDATTENDED', 2],
      ['C/2dLt Taylor R Northcott', 'COMMITTEDATTENDED', 3],
    ]);
    for (const event of await md001())
      if (event.name !== 'Cadet Orientation Flights')
        expect((await attendanceOf(event)).filter((r) => r.waitlisted)).toEqual([]);
  });

  it("the calls read the records: the cadet's GET attendance shows their own record without the hidden custom field", async () => {
    const [flights] = named(await md001(), 'Cadet Orientation Flights');
    const res = await h.call('get', `/api/events/${flights!.id}/attendance`, CADET);
    expect(res.status).toBe(200);
    const list = attendanceListResponse.parse(res.body);
    expect(list).toHaveLength(17);
    const own = list.find((r) => r.memberID.id === 510004);
    expect(own).toMatchObject({ memberName: 'C/A1C Casey U Cadet', status: 'COMMITTEDATTENDED' });
    // 'Weight ...' has displayToMember false (§5): the cadet sees only 'First orientation flight'
    expect(own!.customAttendanceFieldValues).toEqual([
      { type: 'CHECKBOX', title: 'First orientation flight', value: true },
    ]);
    const manager = attendanceListResponse.parse(
      (await h.call('get', `/api/events/${flights!.id}/attendance`, MANAGER)).body,
    );
    expect(manager.find((r) => r.memberID.id === 510004)!.customAttendanceFieldValues).toHaveLength(2);
  });

  it("the viewer lists the records: the senior member sees their own on a past meeting; md000's linked event shows its source's attendees", async () => {
    const [pastMeeting] = named(await md001(), MEETING_NAME);
    const res = await h.call('get', `/api/events/${pastMeeting!.id}/viewer`, SENIOR);
    expect(res.status).toBe(200);
    const viewer = viewerResponse.parse(res.body);
    expect(viewer.attendees.map((a) => a.record.memberName)).toContain('1stLt Sydney Z Senior');
    expect(viewer.attendees).toHaveLength(plannedRecordsFor(pastMeeting!).length);
    const [source] = named(await md001(), 'Wing Drill Competition');
    const [linked] = await rows('md000');
    const wing = await h.call('get', `/api/events/${linked!.id}/viewer`, { ...MANAGER, accountID: 'md000' });
    expect(wing.status).toBe(200);
    expect(viewerResponse.parse(wing.body).attendees.map((a) => a.record.memberName)).toEqual(
      (await attendanceOf(source!)).map((r) => r.memberName),
    );
  });

  it('online CAPF 60-80: the orientation flights have a slip in each state, re-signing after the meet moved', async () => {
    const [raw] = named(await md001(), SLIP_DEMO_EVENT.name);
    // as the slip calls read it (resolved contacts and fee)
    const event = (await findEvent(h.db, raw!.accountID, raw!.id))?.event;
    const slipRows = await slipsOfEvent(h.db, event!.accountID, event!.id);
    const cadets = [...DEMO_SLIPS.map((d) => d.who), plannedRecordsFor(event!)[5]!.who].map((who) => ({
      member: who.ref,
      name: who.memberName,
      guardians: [],
    }));
    const statuses = slipStatuses(event!, cadets, slipRows);
    expect(statuses.map((s) => [s.state, s.changed])).toEqual([
      ['SIGNED', []],
      ['SENT', []],
      ['DECLINED', []],
      ['NEEDS_RESIGNING', ['meetDateTime']],
      ['NOT_REQUESTED', []],
    ]);
    // only hashes of links are stored, and answered slips keep their audit
    for (const row of slipRows)
      expect(row.token_hash === null || /^[0-9a-f]{64}$/.test(row.token_hash)).toBe(true);
    expect(slipRows.filter((r) => r.content_hash !== null)).toHaveLength(3);
  });
});
