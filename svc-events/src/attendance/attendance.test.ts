// Service tests (real PostgreSQL, fresh database) of the §7 attendance calls: who may do what
// (§6), the §4 sign-up checks in order with the §5 words, one record per member per event, each
// change audited. svc-identity's names and teams are data read through the real clients.
import { ATTENDANCE_DESIGNED_MESSAGES as D, type DutyPosition, type EventContent } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  AUTHOR,
  castDirectory,
  createEventsHarness,
  DRAFTER,
  FULL,
  nhq,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  SUPER,
  validContent,
  type EventsHarness,
  type Viewer,
  type Who,
} from '../testing/harness.ts';
import { teamsWithMembers } from './testing.ts';

const DAY = 86_400_000;
const FUTURE = Date.now() + 10 * DAY;
const PAST = Date.now() - 10 * DAY;
const duty = (name: string): DutyPosition => ({
  duty: name,
  date: 0,
  expires: null,
  type: 'CAPUnit',
  orgid: 916,
  assistant: false,
});
const CADET: Viewer = { ref: nhq(520030), name: ['Cody', 'Cadet'] };
const TEAM_MEMBER: Viewer = { ref: nhq(520031), name: ['Tina', 'Team'] };
const TEAM_LEADER: Viewer = { ref: nhq(520032), name: ['Lee', 'Leader'] };
const SUPPORT: Viewer = {
  ref: nhq(520033),
  name: ['Sam', 'Support'],
  dutyPositions: [duty('Cadet Deputy Commander for Support')],
};
const ADMIN_NCO: Viewer = {
  ref: nhq(520034),
  name: ['Ada', 'Admin'],
  dutyPositions: [duty('Cadet Administrative NCO')],
};

let teamDown = false;
let h: EventsHarness;
beforeAll(async () => {
  const directory = castDirectory();
  directory.set('md001', [
    ...(directory.get('md001') ?? []),
    ...[CADET, TEAM_MEMBER, TEAM_LEADER, SUPPORT, ADMIN_NCO].map((v) =>
      directoryEntry(v.ref, `C/Amn ${(v.name ?? []).join(' ')}`),
    ),
  ]);
  h = await createEventsHarness({
    memberContacts: directoryMemberContacts(directory),
    teamMembership: teamsWithMembers(
      new Map([
        [
          'md001',
          new Map([
            [1, { members: [TEAM_MEMBER.ref], leaders: [TEAM_LEADER.ref] }],
            [2, { members: [], leaders: [] }],
          ]),
        ],
      ]),
      [],
      { down: () => teamDown },
    ),
  });
});
afterAll(() => h?.close());

const seed = (overrides: Partial<EventContent> = {}, meet = FUTURE) =>
  h.seed(validContent(meet, { status: 'CONFIRMED', ...overrides }));
const url = (id: number | string) => `/api/events/${id}/attendance`;
const add = (id: number, who: Who, body: object, token?: string | null) =>
  h.call('post', url(id), who, { token }).send(body);
const signUp = (id: number, who: Viewer, body: object = {}) => add(id, who, { memberID: who.ref, ...body });
const list = (id: number, who: Who = FULL) => h.call('get', url(id), who);
const modify = (id: number, who: Who, body: object) => h.call('put', url(id), who).send(body);
const remove = (id: number, who: Who, member: Viewer) =>
  h.call('delete', url(id), who).send({ member: member.ref });
const rows = async (accountID: string, id: number) =>
  (
    await h.db.query(
      'SELECT member_id, status FROM events.attendance WHERE account_id = $1 AND event_id = $2 ORDER BY member_id',
      [accountID, id],
    )
  ).rows;
const audit = async (accountID: string, id: number) =>
  (
    await h.db.query(
      'SELECT type, actor_name, changes, object_data FROM events.audit_log WHERE account_id = $1 AND event_id = $2 ORDER BY seq',
      [accountID, id],
    )
  ).rows;

describe('POST /api/events/{id}/attendance: a member signs up', () => {
  it('201 with memberName (from svc-identity), the §4 default status, the source of the record, and an Add audit item', async () => {
    const id = await seed();
    const res = await signUp(id, CADET);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      memberID: CADET.ref,
      memberName: 'C/Amn Cody Cadet',
      status: 'COMMITTEDATTENDED',
      comments: '',
      shiftTime: null,
      planToUseCAPTransportation: false,
      summaryEmailSent: false,
      sourceAccountID: 'md001',
      sourceEventID: id,
    });
    expect(await audit('md001', id)).toEqual([
      {
        type: 'Add',
        actor_name: 'Cody Cadet',
        changes: null,
        object_data: { attendanceRecord: res.body },
      },
    ]);
  });

  it('"a member can never sign up ... someone else unless §6 allows it (no silent substitution)": 403, nothing written', async () => {
    const id = await seed();
    const res = await add(id, CADET, { memberID: PLAIN.ref });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You do not have permission to do that');
    expect(await rows('md001', id)).toEqual([]);
  });

  it("'Member is already in attendance': a second sign-up is 409, never a 500", async () => {
    const id = await seed();
    expect((await signUp(id, CADET)).status).toBe(201);
    const again = await signUp(id, CADET, { status: 'NOTPLANNINGTOATTEND' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Member is already in attendance');
    expect(await rows('md001', id)).toEqual([{ member_id: '520030', status: 'COMMITTEDATTENDED' }]);
  });

  it("'Cannot sign up without being signed in': anonymous 401", async () => {
    const id = await seed();
    const res = await add(id, 'anonymous', { memberID: CADET.ref });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Cannot sign up without being signed in');
  });

  it('CSRF: a missing or wrong token is refused (403), nothing written', async () => {
    const id = await seed();
    expect((await add(id, CADET, { memberID: CADET.ref }, null)).status).toBe(403);
    expect((await add(id, CADET, { memberID: CADET.ref }, 'forged')).status).toBe(403);
    expect(await rows('md001', id)).toEqual([]);
  });

  it("another account's event is 404 'Could not find event specified'; a bad body 400", async () => {
    const id = await seed();
    const other = await add(id, { ...CADET, accountID: 'md002' }, { memberID: CADET.ref });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Could not find event specified');
    const bad = await add(id, CADET, { memberID: { type: 'CAPNHQMember', id: 'x' } });
    expect(bad.status).toBe(400);
    expect((await add(id, CADET, {})).status).toBe(400);
  });

  it('"member numbers out of range refused": 400 \'Invalid CAP ID\', nothing written', async () => {
    const id = await seed();
    for (const number of [99999, 1000000]) {
      const res = await add(id, FULL, { memberID: nhq(number) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Invalid CAP ID');
    }
    expect(await rows('md001', id)).toEqual([]);
  });

  it("'Sign ups are not allowed for this event' (or the event's own signUpDenyMessage)", async () => {
    const closed = await seed({ acceptSignups: false });
    const res = await signUp(closed, CADET);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sign ups are not allowed for this event');
    const own = await seed({ acceptSignups: false, signUpDenyMessage: 'Sign up with your flight sergeant' });
    expect((await signUp(own, CADET)).body.message).toBe('Sign up with your flight sergeant');
  });

  it("§4 order: 'already in attendance' comes before 'sign-ups not accepted'", async () => {
    const id = await seed({ acceptSignups: false });
    expect((await add(id, FULL, { memberID: CADET.ref })).status).toBe(201);
    const res = await signUp(id, CADET);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Member is already in attendance');
  });

  it("'Member is required to be a part of the team': team-only events take the team's members and leaders", async () => {
    const id = await seed({ teamID: 1, limitSignupsToTeam: true });
    const res = await signUp(id, CADET);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Member is required to be a part of the team');
    expect((await signUp(id, TEAM_MEMBER)).status).toBe(201);
    expect((await add(id, TEAM_LEADER, { memberID: TEAM_LEADER.ref })).status).toBe(201);
  });

  it("'Could not load team information': a team-only event whose team svc-identity cannot give", async () => {
    const id = await seed({ teamID: 1, limitSignupsToTeam: true });
    teamDown = true;
    try {
      const res = await signUp(id, TEAM_MEMBER);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Could not load team information');
    } finally {
      teamDown = false;
    }
  });

  it("'Cannot sign up for event after registration deadline'", async () => {
    const id = await seed({
      useRegistration: true,
      registration: { deadline: Date.now() - 1000, information: '' },
    });
    const res = await signUp(id, CADET);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Cannot sign up for event after registration deadline');
  });

  it('"Sign-up is shown only while the event\'s pickup time is in the future": after pickup 400', async () => {
    const id = await seed({}, PAST);
    const res = await signUp(id, CADET);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(D.signUpClosed);
  });

  it("§4 \"a new sign-up offers only 'I will attend' and 'I will NOT attend'\"", async () => {
    const id = await seed();
    const res = await signUp(id, CADET, { status: 'NOSHOW' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(D.statusNotOffered);
    expect((await signUp(id, CADET, { status: 'NOTPLANNINGTOATTEND' })).body.status).toBe(
      'NOTPLANNINGTOATTEND',
    );
  });

  it('§5 transport kept only when provided; shift clamped and swapped; custom fields: member-editable ones taken, the rest kept', async () => {
    const fields: EventContent['customAttendanceFields'] = [
      { type: 'TEXT', title: 'Shirt', preFill: 'M', displayToMember: true, allowMemberToModify: true },
      { type: 'TEXT', title: 'Qual', preFill: '', displayToMember: true, allowMemberToModify: false },
      { type: 'TEXT', title: 'Staff', preFill: 'none', displayToMember: false, allowMemberToModify: true },
    ];
    const noBus = await seed({ customAttendanceFields: fields });
    const meet = validContent(FUTURE).meetDateTime;
    const pickup = validContent(FUTURE).pickupDateTime;
    const res = await signUp(noBus, CADET, {
      planToUseCAPTransportation: true,
      shiftTime: { arrivalTime: pickup + DAY, departureTime: meet + 60_000 },
      // the sign-up form echoes what it shows: an unchanged manager-only value passes
      customAttendanceFieldValues: [
        { type: 'TEXT', title: 'Shirt', value: 'L' },
        { type: 'TEXT', title: 'Qual', value: '' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.planToUseCAPTransportation).toBe(false);
    expect(res.body.shiftTime).toEqual({ arrivalTime: meet + 60_000, departureTime: pickup });
    // the member sees only displayToMember fields; the fields they did not send keep their preFill
    expect(res.body.customAttendanceFieldValues).toEqual([
      { type: 'TEXT', title: 'Shirt', value: 'L' },
      { type: 'TEXT', title: 'Qual', value: '' },
    ]);
    const managerView = (await list(noBus, FULL)).body[0].customAttendanceFieldValues;
    expect(managerView).toContainEqual({ type: 'TEXT', title: 'Staff', value: 'none' });
    const bus = await seed({ transportationProvided: true, transportationDescription: 'Van' });
    expect(
      (await signUp(bus, CADET, { planToUseCAPTransportation: true })).body.planToUseCAPTransportation,
    ).toBe(true);
  });
});

describe('§5 "Custom fields shown to a member need displayToMember ... managers see ... all": GET attendance and the viewer', () => {
  it('a member sees no value of a hidden field, in either call; a non-NONE manager sees it in both', async () => {
    const id = await seed({
      customAttendanceFields: [
        { type: 'TEXT', title: 'Shirt', preFill: 'M', displayToMember: true, allowMemberToModify: true },
        { type: 'TEXT', title: 'Staff', preFill: 'none', displayToMember: false, allowMemberToModify: false },
      ],
    });
    await add(id, FULL, {
      memberID: CADET.ref,
      customAttendanceFieldValues: [{ type: 'TEXT', title: 'Staff', value: 'medication at 12:00' }],
    });
    const titles = (values: { title: string }[]) => values.map((v) => v.title);
    const viewerValues = async (who: Viewer) =>
      titles(
        (await h.call('get', `/api/events/${id}/viewer`, who)).body.attendees[0].record
          .customAttendanceFieldValues,
      );
    const listValues = async (who: Viewer) =>
      titles((await list(id, who)).body[0].customAttendanceFieldValues);
    // the manager's read first: the cached attendees hold every value; the member's answer still has none
    expect(await viewerValues(DRAFTER)).toEqual(['Shirt', 'Staff']);
    expect(await viewerValues(PLAIN)).toEqual(['Shirt']);
    expect(await viewerValues(FULL)).toEqual(['Shirt', 'Staff']);
    expect(await listValues(PLAIN)).toEqual(['Shirt']);
    expect(await listValues(DRAFTER)).toEqual(['Shirt', 'Staff']);
  });
});

describe('§6 "Attendance management: FULL event management, or duty positions Cadet Deputy Commander for Support, Cadet Administrative Officer or NCO, or a team leader ... of the event\'s team"', () => {
  it.each([
    ['FULL', FULL, {}, 201],
    ['the author', AUTHOR, {}, 201],
    ['super user', SUPER, {}, 201],
    ['Cadet Deputy Commander for Support', SUPPORT, {}, 201],
    ['Cadet Administrative NCO', ADMIN_NCO, {}, 201],
    ["a leader of the event's team", TEAM_LEADER, { teamID: 1 }, 201],
    ['a leader of another team', TEAM_LEADER, { teamID: 2 }, 403],
    ['ADDDRAFTEVENTS (not FULL)', DRAFTER, {}, 403],
    ['a plain member', PLAIN, {}, 403],
  ] as const)('%s adds another member: %s', async (_n, who, overrides, status) => {
    const id = await seed(overrides);
    const res = await add(id, who, { memberID: CADET.ref, status: 'NOSHOW' });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (status === 201) expect(res.body.memberName).toBe('C/Amn Cody Cadet');
  });

  it('managers add after pickup and to closed events (no sign-up checks); a member the account lacks is 404', async () => {
    const id = await seed({ acceptSignups: false }, PAST);
    expect((await add(id, FULL, { memberID: CADET.ref })).status).toBe(201);
    const unknown = await add(id, FULL, { memberID: nhq(599999) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(D.memberNotFound);
    expect((await add(id, OTHER_ACCOUNT_FULL, { memberID: PLAIN.ref })).status).toBe(404);
  });
});

describe('POST /api/events/{id}/attendance/bulk (members: list of attendance records)', () => {
  it('adds the new ones in one go, reports those already in attendance and those the account lacks; an Add item each', async () => {
    const id = await seed();
    await signUp(id, CADET);
    const res = await h.call('post', `${url(id)}/bulk`, FULL).send({
      members: [
        { memberID: CADET.ref },
        { memberID: PLAIN.ref, canUsePhotos: true },
        { memberID: nhq(599998) },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.added).toHaveLength(1);
    expect(res.body.added[0]).toMatchObject({
      memberID: PLAIN.ref,
      memberName: 'Pat Plain',
      canUsePhotos: true,
    });
    expect(res.body.alreadyInAttendance).toEqual([CADET.ref]);
    expect(res.body.notFound).toEqual([nhq(599998)]);
    expect((await audit('md001', id)).filter((a) => a.type === 'Add')).toHaveLength(2);
  });

  it('§6 "Any non-NONE level: ... bulk attendance add": an ADDDRAFTEVENTS manager bulk adds', async () => {
    const id = await seed();
    const res = await h.call('post', `${url(id)}/bulk`, DRAFTER).send({ members: [{ memberID: CADET.ref }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.added.map((r: { memberID: unknown }) => r.memberID)).toEqual([CADET.ref]);
  });

  it('a plain member may not bulk add (403); anonymous 401', async () => {
    const id = await seed();
    const body = { members: [{ memberID: PLAIN.ref }] };
    expect((await h.call('post', `${url(id)}/bulk`, PLAIN).send(body)).status).toBe(403);
    expect((await h.call('post', `${url(id)}/bulk`, 'anonymous').send(body)).status).toBe(401);
    expect(await rows('md001', id)).toEqual([]);
  });
});

describe('PUT /api/events/{id}/attendance', () => {
  it('"May edit their own attendance until pickup": 200 with all four statuses, a Modify item per changed field', async () => {
    const id = await seed();
    await signUp(id, CADET);
    const res = await modify(id, CADET, {
      memberID: CADET.ref,
      status: 'RESCINDEDCOMMITMENTTOATTEND',
      comments: 'Sick',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'RESCINDEDCOMMITMENTTOATTEND',
      comments: 'Sick',
      memberName: 'C/Amn Cody Cadet',
    });
    const modifyItem = (await audit('md001', id)).find((a) => a.type === 'Modify');
    expect(modifyItem.changes).toEqual({
      'attendance.CAPNHQMember-520030.status': {
        oldValue: 'COMMITTEDATTENDED',
        newValue: 'RESCINDEDCOMMITMENTTOATTEND',
      },
      'attendance.CAPNHQMember-520030.comments': { oldValue: '', newValue: 'Sick' },
    });
  });

  it("someone else's record: 403 for a member, 200 for an attendance manager", async () => {
    const id = await seed();
    await signUp(id, CADET);
    const res = await modify(id, PLAIN, { memberID: CADET.ref, status: 'NOSHOW' });
    expect(res.status).toBe(403);
    expect((await modify(id, SUPPORT, { memberID: CADET.ref, status: 'NOSHOW' })).status).toBe(200);
    expect(await rows('md001', id)).toEqual([{ member_id: '520030', status: 'NOSHOW' }]);
  });

  it('after pickup: the member may no longer edit (403), a manager still may', async () => {
    const id = await seed({}, PAST);
    await add(id, FULL, { memberID: CADET.ref });
    const res = await modify(id, CADET, { memberID: CADET.ref, status: 'NOTPLANNINGTOATTEND' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(D.editClosed);
    expect((await modify(id, FULL, { memberID: CADET.ref, status: 'NOSHOW' })).status).toBe(200);
  });

  it('no record: 404; CSRF refused: 403; nothing changed is no audit item', async () => {
    const id = await seed();
    expect((await modify(id, CADET, { memberID: CADET.ref, status: 'NOSHOW' })).status).toBe(404);
    await signUp(id, CADET);
    const forged = await h
      .call('put', url(id), CADET, { token: 'forged' })
      .send({ memberID: CADET.ref, status: 'NOSHOW' });
    expect(forged.status).toBe(403);
    expect((await modify(id, CADET, { memberID: CADET.ref, status: 'COMMITTEDATTENDED' })).status).toBe(200);
    expect((await audit('md001', id)).map((a) => a.type)).toEqual(['Add']);
  });
});

describe('DELETE /api/events/{id}/attendance (member)', () => {
  it('"FULL adds ... removal of an attendance record": a member may not (403), a manager removes it (204, Delete item), again 404', async () => {
    const id = await seed();
    const record = (await signUp(id, CADET)).body;
    expect((await remove(id, CADET, CADET)).status).toBe(403);
    expect((await remove(id, FULL, CADET)).status).toBe(204);
    expect(await rows('md001', id)).toEqual([]);
    expect((await audit('md001', id)).at(-1)).toMatchObject({
      type: 'Delete',
      actor_name: 'Fran Full',
      object_data: { attendanceRecord: record },
    });
    expect((await remove(id, FULL, CADET)).status).toBe(404);
    expect((await remove(id, 'anonymous', CADET)).status).toBe(401);
  });
});

describe('prospective members (string ids) have records of their own', () => {
  it('a prospective member signs up; listed with their string id, not confused with a national member', async () => {
    const id = await seed();
    const PROSPECT: Viewer = {
      ref: { type: 'CAPProspectiveMember', id: 'md001-7' },
      name: ['Pia', 'Prospect'],
    };
    const res = await signUp(id, PROSPECT);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ memberID: PROSPECT.ref, memberName: 'Pia Prospect' });
    expect((await list(id, PLAIN)).body.map((r: { memberID: unknown }) => r.memberID)).toEqual([
      PROSPECT.ref,
    ]);
  });
});

describe('GET /api/events/{id}/attendance', () => {
  it('members see the records in sign-up order; anonymous 401; another account 404', async () => {
    const id = await seed();
    await signUp(id, CADET);
    await signUp(id, PLAIN);
    const res = await list(id, PLAIN);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { memberID: unknown }) => r.memberID)).toEqual([CADET.ref, PLAIN.ref]);
    expect((await list(id, 'anonymous')).status).toBe(401);
    expect((await list(id, OTHER_ACCOUNT_FULL)).status).toBe(404);
  });
});
