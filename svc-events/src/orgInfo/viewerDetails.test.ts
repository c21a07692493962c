// Service tests (real PostgreSQL, fresh databases) of the viewer's attendee details and §3
// privateAttendance: events spec §3 Viewer data "attendees (each with record, member,
// orgInformation)", §6 "Any non-NONE level: ... full contact and attendance details (emails,
// phones, organisation)". svc-identity is the real member-details client over the stand-in of
// src/orgInfo/testing.ts (its answers are the Pact's job).
import { ViewerData, type OrgInformation } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHOR,
  COMMANDER,
  createEventsHarness,
  FULL,
  nhq,
  PLAIN,
  validContent,
  type EventsHarness,
  type Viewer,
} from '../testing/harness.ts';
import { UNREACHABLE_IDENTITY } from '../pocs/testing.ts';
import { createMemberDetailsClient } from './memberDetailsClient.ts';
import { detailsEntry, directoryMemberDetails } from './testing.ts';

const ORG: OrgInformation = {
  orgName: 'Maryland Demo Composite Squadron',
  commanderName: 'Maj Alex F Administrator',
  contacts: [{ type: 'URL', contact: 'https://www.facebook.com/example-demo-squadron' }],
};
const OTHER = nhq(520010);
const ADMIN_OFFICER: Viewer = {
  ref: nhq(520020),
  name: ['Ada', 'Admin'],
  dutyPositions: [
    {
      duty: 'Cadet Administrative Officer',
      date: 0,
      expires: null,
      type: 'NHQ',
      orgid: 916,
      assistant: false,
    },
  ],
};
const directory = new Map([
  [
    'md001',
    [
      detailsEntry(
        PLAIN.ref,
        { nameFirst: 'Pat', nameLast: 'Plain', memberRank: 'C/SSgt', email: 'pat@example.org' },
        ORG,
      ),
      detailsEntry(OTHER, { nameFirst: 'Oli', nameLast: 'Other', memberRank: 'C/Amn' }, ORG),
    ],
  ],
]);

const calls: string[] = [];
let h: EventsHarness;
let down: EventsHarness;
let unreachable: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness({ memberDetails: directoryMemberDetails(directory, calls) });
  down = await createEventsHarness({ memberDetails: directoryMemberDetails(directory, [], { fail: true }) });
  unreachable = await createEventsHarness({ memberDetails: createMemberDetailsClient(UNREACHABLE_IDENTITY) });
});
afterAll(async () => {
  await h?.close();
  await down?.close();
  await unreachable?.close();
});

/** An event with PLAIN, OTHER and 530000 (unknown to md001's svc-identity) in attendance, in that order. */
async function eventWithAttendees(harness: EventsHarness, privateAttendance = false): Promise<number> {
  const id = await harness.seed(
    validContent(Date.now() + 86_400_000, { status: 'CONFIRMED', privateAttendance }),
  );
  await harness.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
       status, source_account_id, source_event_id)
     VALUES ('md001', $1, 'CAPNHQMember', '520002', 'Pat Plain', 1, 'COMMITTEDATTENDED', 'md001', $1),
            ('md001', $1, 'CAPNHQMember', '520010', 'Oli Other', 2, 'COMMITTEDATTENDED', 'md001', $1),
            ('md001', $1, 'CAPNHQMember', '530000', 'Stan Stranger', 3, 'NOSHOW', 'md001', $1)`,
    [id],
  );
  return id;
}

async function attendeesOf(harness: EventsHarness, id: number, who: Viewer) {
  const res = await harness.call('get', `/api/events/${id}/viewer`, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ViewerData.parse(res.body).attendees;
}

describe('viewer attendees: member and orgInformation (§3, §6 non-NONE levels only)', () => {
  it('§6 FULL: member and organisation info of the attendees svc-identity has, null for the others, in ONE call', async () => {
    const id = await eventWithAttendees(h);
    calls.length = 0;
    const attendees = await attendeesOf(h, id, FULL);
    expect(
      attendees.map((a) => [a.record.memberName, a.member?.memberRank ?? null, a.orgInformation]),
    ).toEqual([
      ['Pat Plain', 'C/SSgt', ORG],
      ['Oli Other', 'C/Amn', ORG],
      ['Stan Stranger', null, null],
    ]);
    expect(attendees[0]!.member?.contact.EMAIL.PRIMARY).toBe('pat@example.org');
    expect(calls).toEqual(['md001 CAPNHQMember-520002,CAPNHQMember-520010,CAPNHQMember-530000']);
  });

  it('the author (FULL for their event) and a FULL duty holder get the details too', async () => {
    const id = await eventWithAttendees(h);
    for (const who of [AUTHOR, COMMANDER]) {
      expect((await attendeesOf(h, id, who))[0]!.orgInformation).toEqual(ORG);
    }
  });

  it('a plain member (NONE) keeps member and orgInformation null, and svc-identity is not asked', async () => {
    const id = await eventWithAttendees(h);
    calls.length = 0;
    const attendees = await attendeesOf(h, id, PLAIN);
    expect(attendees.map((a) => [a.member, a.orgInformation])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(calls).toEqual([]);
  });

  it('the viewer-independent cache never holds the details: member, manager, member again', async () => {
    const id = await eventWithAttendees(h);
    expect((await attendeesOf(h, id, PLAIN))[0]!.member).toBeNull(); // fills the cache
    expect((await attendeesOf(h, id, FULL))[0]!.member).not.toBeNull(); // from the cache, merged after
    expect((await attendeesOf(h, id, PLAIN))[0]!.member).toBeNull();
    expect((await attendeesOf(h, id, FULL))[1]!.orgInformation).toEqual(ORG);
  });

  it('svc-identity failing (500) or unreachable: the viewer still answers, member and orgInformation null', async () => {
    for (const harness of [down, unreachable]) {
      const id = await eventWithAttendees(harness);
      const attendees = await attendeesOf(harness, id, FULL);
      expect(attendees.map((a) => a.record.memberName)).toEqual(['Pat Plain', 'Oli Other', 'Stan Stranger']);
      expect(attendees.every((a) => a.member === null && a.orgInformation === null)).toBe(true);
    }
  });
});

describe('§3 privateAttendance (contracts attendanceVisibility): viewer and GET attendance', () => {
  const recordsOf = async (id: number, who: Viewer) => {
    const res = await h.call('get', `/api/events/${id}/attendance`, who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as Array<{ memberName: string }>).map((r) => r.memberName);
  };

  it('a private event: a plain member sees only their own record (viewer attendees, so its counts, and GET attendance)', async () => {
    const id = await eventWithAttendees(h, true);
    expect((await attendeesOf(h, id, PLAIN)).map((a) => a.record.memberName)).toEqual(['Pat Plain']);
    expect(await recordsOf(id, PLAIN)).toEqual(['Pat Plain']);
  });

  it('a private event: a member without a record sees none', async () => {
    const id = await eventWithAttendees(h, true);
    const nobody: Viewer = { ref: nhq(520030), name: ['No', 'Body'] };
    expect(await attendeesOf(h, id, nobody)).toEqual([]);
    expect(await recordsOf(id, nobody)).toEqual([]);
  });

  it('a private event: event managers (FULL, author) and §6 attendance managers (duty) see everyone', async () => {
    const id = await eventWithAttendees(h, true);
    const all = ['Pat Plain', 'Oli Other', 'Stan Stranger'];
    for (const who of [FULL, AUTHOR, ADMIN_OFFICER]) {
      expect((await attendeesOf(h, id, who)).map((a) => a.record.memberName)).toEqual(all);
      expect(await recordsOf(id, who)).toEqual(all);
    }
  });

  it('a public event: every member sees every record; the cache of a private event is not narrowed by who read first', async () => {
    const open = await eventWithAttendees(h, false);
    expect((await attendeesOf(h, open, PLAIN)).map((a) => a.record.memberName)).toHaveLength(3);
    const closed = await eventWithAttendees(h, true);
    expect(await attendeesOf(h, closed, PLAIN)).toHaveLength(1);
    expect(await attendeesOf(h, closed, FULL)).toHaveLength(3);
    expect(await attendeesOf(h, closed, { ref: OTHER, name: ['Oli', 'Other'] })).toHaveLength(1);
  });
});
