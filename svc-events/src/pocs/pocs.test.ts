// Service tests (real PostgreSQL, fresh database): an event's internal points of contact and team
// checked with svc-identity when it is created, updated or copied (events spec §3 Point of
// contact, §5 Points of contact, §8 'Invalid CAPID'); the stored contact carries the member's
// name (and their primary email and phone where the form left them blank), so the viewer shows
// it without a lookup. svc-identity's answers: the real clients over src/pocs/testing.ts's
// stand-ins (checked against the contract's schemas); an unreachable svc-identity is a real
// connection refused.
import {
  EVENT_DESIGNED_MESSAGES,
  EVENT_FORM_MESSAGES,
  SERVICE_UNAVAILABLE_CODE,
  serviceUnavailable,
  type InternalMemberContact,
  type PointOfContact,
} from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeamMembershipClient } from '../teams/teamMembershipClient.ts';
import {
  castDirectory,
  createEventsHarness,
  FULL,
  nhq,
  PLAIN,
  POC,
  validContent,
  type EventsHarness,
} from '../testing/harness.ts';
import { createMemberContactsClient } from './memberContactsClient.ts';
import { directoryEntry, directoryMemberContacts, directoryTeams, UNREACHABLE_IDENTITY } from './testing.ts';

const MEET = Date.UTC(2030, 5, 5, 23, 0);
const CONTACT = nhq(520030);
const OTHER_UNIT_MEMBER = nhq(520031);

let directory: Map<string, InternalMemberContact[]>;
const calls: string[] = [];
let h: EventsHarness;
let down: EventsHarness;

function freshDirectory() {
  directory.clear();
  for (const [account, members] of castDirectory()) directory.set(account, [...members]);
  directory
    .get('md001')!
    .push(directoryEntry(CONTACT, 'Capt Morgan K Manager', 'morgan.manager@example.com', '(410)555-0102'));
  directory.get('md002')!.push(directoryEntry(OTHER_UNIT_MEMBER, 'Lt Other Unit', 'o@example.com'));
}

beforeAll(async () => {
  directory = new Map();
  freshDirectory();
  h = await createEventsHarness({
    memberContacts: directoryMemberContacts(directory, calls),
    teamMembership: directoryTeams(
      new Map([
        ['md001', [0, 7]],
        ['md002', [0, 9]],
      ]),
      calls,
    ),
  });
  // svc-identity not there at all: nothing listens on port 1
  down = await createEventsHarness({
    memberContacts: createMemberContactsClient(UNREACHABLE_IDENTITY),
    teamMembership: createTeamMembershipClient(UNREACHABLE_IDENTITY),
  });
});
afterAll(async () => {
  await h?.close();
  await down?.close();
});
beforeEach(() => {
  freshDirectory();
  calls.length = 0;
});

const internal = (member = CONTACT, fields: Partial<PointOfContact> = {}): PointOfContact =>
  ({
    type: 'INTERNAL',
    memberReference: member,
    email: '',
    phone: '',
    position: 'Project officer',
    publicDisplay: true,
    receiveEventUpdates: false,
    receiveRoster: false,
    receiveSignUpUpdates: false,
    receiveUpdates: false,
    ...fields,
  }) as PointOfContact;
const external: PointOfContact = {
  type: 'EXTERNAL',
  name: 'Chris Outside',
  email: 'chris@example.org',
  phone: '3015550177',
  position: 'Range officer',
  publicDisplay: true,
  receiveEventUpdates: false,
  receiveRoster: false,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
};

const eventCount = async (t: EventsHarness) =>
  Number((await t.db.query("SELECT count(*) AS n FROM events.events WHERE account_id = 'md001'")).rows[0].n);
const auditCount = async (t: EventsHarness, id: number) =>
  Number(
    (
      await t.db.query(
        "SELECT count(*) AS n FROM events.audit_log WHERE account_id = 'md001' AND event_id = $1",
        [id],
      )
    ).rows[0].n,
  );
const storedPocs = async (t: EventsHarness, id: number): Promise<PointOfContact[]> =>
  (await t.db.query("SELECT details FROM events.events WHERE account_id = 'md001' AND id = $1", [id])).rows[0]
    .details.pointsOfContact;

describe('creating an event: internal points of contact checked and filled from svc-identity', () => {
  it("the stored contact gets the member's name, and the primary email and phone where the form left them blank", async () => {
    const res = await h.call('post', '/api/events', FULL).send(
      validContent(MEET, {
        pointsOfContact: [
          internal(),
          internal(POC.ref, { email: 'events@example.org', phone: '' }),
          external,
        ],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const stored = await storedPocs(h, res.body.id);
    expect(stored[0]).toMatchObject({
      name: 'Capt Morgan K Manager',
      email: 'morgan.manager@example.com',
      phone: '(410)555-0102',
      position: 'Project officer',
    });
    // an address typed in the form stays; the cast member has no phone stored: stays blank
    expect(stored[1]).toMatchObject({ name: 'Polly Contact', email: 'events@example.org', phone: '' });
    expect(stored[2]).toEqual(external);
    expect(res.body.pointsOfContact).toEqual(stored);
  });

  it('one call to svc-identity for all the contacts of a save (not one per contact); none for external ones', async () => {
    await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [internal(), external, internal(POC.ref)] }));
    expect(calls).toEqual(['md001 CAPNHQMember-520030,CAPNHQMember-520006']);
    calls.length = 0;
    const res = await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [external] }));
    expect(res.status).toBe(201);
    expect(calls).toEqual([]);
  });

  it("a name sent for an internal contact is not kept: the server's is", async () => {
    const res = await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [internal(CONTACT, { name: 'Somebody Else' })] }));
    expect(res.status).toBe(201);
    expect((await storedPocs(h, res.body.id))[0]).toMatchObject({ name: 'Capt Morgan K Manager' });
  });

  it("§8 'Invalid CAPID' (contact): a member number the account does not have is 400, naming the contact; nothing written", async () => {
    const before = await eventCount(h);
    for (const member of [nhq(599999), OTHER_UNIT_MEMBER]) {
      const res = await h
        .call('post', '/api/events', FULL)
        .send(validContent(MEET, { pointsOfContact: [external, internal(member)] }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        message: EVENT_FORM_MESSAGES.invalidCAPID,
        issues: ['Invalid CAPID'],
      });
    }
    expect(await eventCount(h)).toBe(before);
  });

  it("§5 'Invalid CAPID' (out of range) and 'POC Already Present' are refused before svc-identity is asked", async () => {
    const range = await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [internal(nhq(100000))] }));
    expect(range.status).toBe(400);
    expect(range.body.message).toBe(EVENT_FORM_MESSAGES.invalidCAPID);
    const twice = await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [internal(), internal()] }));
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(EVENT_FORM_MESSAGES.pocAlreadyPresent);
    expect(calls).toEqual([]);
  });

  it('the viewer shows the stored name; viewing asks svc-identity nothing', async () => {
    const created = await h
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { status: 'CONFIRMED', pointsOfContact: [internal()] }));
    calls.length = 0;
    const viewer = await h.call('get', `/api/events/${created.body.id}/viewer`, PLAIN);
    expect(viewer.status).toBe(200);
    expect(viewer.body.pointsOfContact[0]).toMatchObject({
      name: 'Capt Morgan K Manager',
      email: 'morgan.manager@example.com',
    });
    expect(calls).toEqual([]);
  });
});

describe("an event's team must be a team of the account", () => {
  it("a team of the account is kept; another account's team or no such team is 400 'Could not find the team'", async () => {
    const ok = await h.call('post', '/api/events', FULL).send(validContent(MEET, { teamID: 7 }));
    expect(ok.status).toBe(201);
    expect(ok.body.teamID).toBe(7);
    expect(calls).toEqual(['md001 team 7']);
    const before = await eventCount(h);
    for (const teamID of [9, 4242]) {
      const res = await h.call('post', '/api/events', FULL).send(validContent(MEET, { teamID }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: EVENT_DESIGNED_MESSAGES.teamNotFound,
        issues: ['Could not find the team'],
      });
    }
    expect(await eventCount(h)).toBe(before);
  });

  it('no team (null) asks nothing', async () => {
    expect(
      (await h.call('post', '/api/events', FULL).send(validContent(MEET, { teamID: null }))).status,
    ).toBe(201);
    expect(calls).toEqual([]);
  });
});

describe('updating an event', () => {
  it('a changed contact list is checked and filled; a refused one changes nothing and writes no audit item', async () => {
    const id = await h.seed(validContent(MEET, { pointsOfContact: [external] }));
    const ok = await h
      .call('put', `/api/events/${id}`, FULL)
      .send({ pointsOfContact: [external, internal()] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await storedPocs(h, id))[1]).toMatchObject({ name: 'Capt Morgan K Manager' });
    const audits = await auditCount(h, id);
    const bad = await h
      .call('put', `/api/events/${id}`, FULL)
      .send({ pointsOfContact: [internal(), internal(nhq(599999))], teamID: 4242 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid CAPID');
    expect(bad.body.issues).toEqual(['Invalid CAPID', 'Could not find the team']);
    expect(await storedPocs(h, id)).toHaveLength(2);
    expect(await auditCount(h, id)).toBe(audits);
  });

  it('a changed team is checked; an update that changes neither asks svc-identity nothing', async () => {
    const id = await h.seed(validContent(MEET, { pointsOfContact: [internal()] }));
    expect((await h.call('put', `/api/events/${id}`, FULL).send({ teamID: 4242 })).status).toBe(400);
    expect((await h.call('put', `/api/events/${id}`, FULL).send({ teamID: 0 })).status).toBe(200);
    calls.length = 0;
    expect((await h.call('put', `/api/events/${id}`, FULL).send({ subtitle: 'New' })).status).toBe(200);
    expect(calls).toEqual([]);
  });
});

describe('copying an event', () => {
  it("the copy's contacts get the members' current names; a contact who left the unit is 400 'Invalid CAPID', no copy made", async () => {
    const id = await h.seed(
      validContent(MEET, { pointsOfContact: [internal(CONTACT, { name: 'Old Name' })], teamID: 7 }),
    );
    const copy = await h.call('post', `/api/events/${id}/copy`, FULL).send({ newTime: MEET + 86_400_000 });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect((await storedPocs(h, copy.body.id))[0]).toMatchObject({ name: 'Capt Morgan K Manager' });
    directory.set(
      'md001',
      directory.get('md001')!.filter((m) => m.member.id !== CONTACT.id),
    );
    const before = await eventCount(h);
    const refused = await h.call('post', `/api/events/${id}/copy`, FULL).send({ newTime: MEET + 86_400_000 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Invalid CAPID');
    expect(await eventCount(h)).toBe(before);
  });
});

describe('svc-identity unreachable: 503 with the shared error shape, never a 500, nothing written', () => {
  const unavailable = { code: SERVICE_UNAVAILABLE_CODE, message: serviceUnavailable('identity').message };

  it('create with an internal contact, or with a team: 503; without either: 201 (nothing to ask)', async () => {
    for (const content of [
      validContent(MEET, { pointsOfContact: [internal()] }),
      validContent(MEET, { teamID: 1 }),
    ]) {
      const res = await down.call('post', '/api/events', FULL).send(content);
      expect(res.status).toBe(503);
      expect(res.body).toEqual(unavailable);
    }
    expect(await eventCount(down)).toBe(0);
    const plain = await down
      .call('post', '/api/events', FULL)
      .send(validContent(MEET, { pointsOfContact: [external] }));
    expect(plain.status).toBe(201);
  });

  it('update of the contacts: 503, the event and its audit log unchanged; a status change still works', async () => {
    const id = await down.seed(
      validContent(MEET, { pointsOfContact: [internal(CONTACT, { name: 'Kept' })] }),
    );
    const res = await down
      .call('put', `/api/events/${id}`, FULL)
      .send({ pointsOfContact: [internal(POC.ref)] });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
    expect(await storedPocs(down, id)).toMatchObject([{ name: 'Kept', memberReference: CONTACT }]);
    expect(await auditCount(down, id)).toBe(0);
    expect((await down.call('put', `/api/events/${id}`, FULL).send({ status: 'TENTATIVE' })).status).toBe(
      200,
    );
  });

  it('copy of an event with an internal contact: 503, no copy made', async () => {
    const id = await down.seed(validContent(MEET, { pointsOfContact: [internal()] }));
    const before = await eventCount(down);
    const res = await down.call('post', `/api/events/${id}/copy`, FULL).send({ newTime: MEET });
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
    expect(await eventCount(down)).toBe(before);
  });
});
