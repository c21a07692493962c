// Service tests (real PostgreSQL, fresh database): get one, viewer data and audit log per role
// (§6 redaction: anonymous, member, managers), lists, ranges, upcoming and recurring with drafts
// hidden from anonymous visitors and non-managers, another account's events never shown.
import { REGISTRY_LIMITS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPCOMING_LIMIT } from './listRoutes.ts';
import {
  AUTHOR,
  createEventsHarness,
  DRAFTER,
  FULL,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  POC,
  validContent,
  type EventsHarness,
  type Who,
} from '../testing/harness.ts';

const DAY = 86_400_000;
const NOW = Date.now();
let h: EventsHarness;
let publicID: number;
let draftID: number;
let otherID: number;

const poc = (publicDisplay: boolean, ref = POC.ref) => ({
  type: 'INTERNAL' as const,
  memberReference: ref,
  email: 'poc@example.org',
  phone: '3015550100',
  position: 'Project officer',
  publicDisplay,
  receiveEventUpdates: true,
  receiveRoster: true,
  receiveSignUpUpdates: false,
  receiveUpdates: false,
});
const hidden = {
  ...poc(false, { type: 'CAPNHQMember', id: 520088 }),
  type: 'EXTERNAL' as const,
  name: 'Hidden',
};

beforeAll(async () => {
  h = await createEventsHarness();
  const base = validContent(NOW + 2 * DAY);
  publicID = await h.seed({
    ...base,
    status: 'CONFIRMED',
    memberComments: 'members only',
    administrationComments: 'managers only',
    pointsOfContact: [poc(true), (({ memberReference: _m, ...rest }) => rest)(hidden)],
    activity: { ...base.activity, values: base.activity.labels.map((l) => l === 'Recurring Meeting') },
  });
  draftID = await h.seed(validContent(NOW + 3 * DAY, { status: 'DRAFT', name: 'Secret draft' }));
  otherID = await h.seed(
    validContent(NOW + 2 * DAY, { status: 'CONFIRMED', name: 'Other unit' }),
    AUTHOR,
    'md002',
  );
});
afterAll(() => h?.close());

describe('GET /api/events/{id} and /viewer: §6 redaction', () => {
  it('anonymous: memberComments blank, non-public contacts dropped, receive flags hidden, no author', async () => {
    const res = await h.call('get', `/api/events/${publicID}-squadron-meeting/viewer`, 'anonymous');
    expect(res.status).toBe(200);
    expect(res.body.event.memberComments).toBe('');
    expect(res.body.event.administrationComments).toBe('');
    expect(res.body.pointsOfContact).toHaveLength(1);
    expect(res.body.pointsOfContact[0]).toMatchObject({
      email: 'poc@example.org',
      receiveEventUpdates: false,
    });
    expect(res.body.authorFullName).toBeNull();
    expect(res.body.attendees).toEqual([]);
  });

  it('member: memberComments and all contacts, receive flags still hidden, author name shown', async () => {
    const res = await h.call('get', `/api/events/${publicID}/viewer`, PLAIN);
    expect(res.body.event.memberComments).toBe('members only');
    expect(res.body.event.administrationComments).toBe('');
    expect(res.body.pointsOfContact).toHaveLength(2);
    expect(res.body.pointsOfContact[0].receiveRoster).toBe(false);
    expect(res.body.authorFullName).toBe('Abe Author');
  });

  it('FULL manager and internal POC see receive flags; ADDDRAFTEVENTS sees admin comments only', async () => {
    for (const who of [FULL, POC]) {
      const res = await h.call('get', `/api/events/${publicID}`, who);
      expect(res.body.pointsOfContact[0].receiveRoster).toBe(true);
      expect(res.body.administrationComments).toBe('managers only');
    }
    const drafter = await h.call('get', `/api/events/${publicID}`, DRAFTER);
    expect(drafter.body.administrationComments).toBe('managers only');
    expect(drafter.body.pointsOfContact[0].receiveRoster).toBe(false);
  });

  it.each<[string, Who, number]>([
    ['anonymous', 'anonymous', 404],
    ['plain member', PLAIN, 404],
    ['ADDDRAFTEVENTS manager', DRAFTER, 200],
    ['FULL manager', FULL, 200],
    ['author of another event', AUTHOR, 200],
  ])('a draft to %s: %i', async (_n, who, status) => {
    // AUTHOR wrote the draft too (seed default), so holds FULL for it
    const res = await h.call('get', `/api/events/${draftID}`, who);
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body.message).toBe('Could not find event specified');
  });

  it("another account's event number is 404 on this host; a non-numeric id too", async () => {
    expect((await h.call('get', `/api/events/${otherID + 100}`, FULL)).status).toBe(404);
    const other = await h.call('get', `/api/events/${publicID}`, OTHER_ACCOUNT_FULL);
    expect(other.body.name).toBe('Other unit'); // md002's own event 1, not md001's
    expect((await h.call('get', '/api/events/x12', FULL)).body.message).toBe(
      'Could not find event specified',
    );
  });
});

describe('GET /api/events/{id}/audit (managers only)', () => {
  it('FULL manager reads the items; plain member 403; anonymous 401', async () => {
    const created = await h
      .call('post', '/api/events', FULL)
      .send(validContent(NOW + DAY, { status: 'CONFIRMED' }));
    await h.call('put', `/api/events/${created.body.id}`, FULL).send({ name: 'Renamed' });
    const audit = await h.call('get', `/api/events/${created.body.id}/audit`, FULL);
    expect(audit.status).toBe(200);
    expect(audit.body.map((a: { type: string }) => a.type)).toEqual(['Add', 'Modify']);
    expect(audit.body[1]).toMatchObject({
      actorName: 'Fran Full',
      changes: { name: { oldValue: 'Squadron meeting', newValue: 'Renamed' } },
    });
    expect((await h.call('get', `/api/events/${created.body.id}/audit`, PLAIN)).status).toBe(403);
    expect((await h.call('get', `/api/events/${created.body.id}/audit`, 'anonymous')).status).toBe(401);
  });
});

describe('lists: GET /api/events, range, upcoming, recurring', () => {
  const names = (body: { name: string }[]) => body.map((e) => e.name);

  it('list: drafts for managers only, never another account, newest first', async () => {
    const manager = await h.call('get', '/api/events', FULL);
    expect(names(manager.body)).toContain('Secret draft');
    expect(names(manager.body)).not.toContain('Other unit');
    const starts = manager.body.map((e: { startDateTime: number }) => e.startDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const who of ['anonymous', PLAIN] as Who[]) {
      expect(names((await h.call('get', '/api/events', who)).body)).not.toContain('Secret draft');
    }
  });

  it('range: events overlapping the window; drafts hidden from a member; a reversed range is 400', async () => {
    const path = `/api/events/${NOW}/${NOW + 5 * DAY}`;
    expect(names((await h.call('get', path, DRAFTER)).body)).toContain('Secret draft');
    const member = await h.call('get', path, PLAIN);
    expect(names(member.body)).toContain('Squadron meeting');
    expect(names(member.body)).not.toContain('Secret draft');
    expect((await h.call('get', `/api/events/${NOW + 10 * DAY}/${NOW + 20 * DAY}`, PLAIN)).body).toEqual([]);
    const bad = await h.call('get', `/api/events/${NOW}/${NOW - 1}`, PLAIN);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The range must start before it ends');
  });

  it('upcoming hides drafts from anonymous visitors; recurring answers the next recurring meeting', async () => {
    expect(names((await h.call('get', '/api/events/upcoming', 'anonymous')).body)).not.toContain(
      'Secret draft',
    );
    const recurring = await h.call('get', '/api/events/recurring', 'anonymous');
    expect(recurring.status).toBe(200);
    expect(recurring.body.id).toBe(publicID);
    expect(recurring.body.memberComments).toBe('');
    expect((await h.call('get', '/api/events/recurring', { ...PLAIN, accountID: 'md003' })).status).toBe(204);
  });

  it('upcoming answers up to the most a registry may show (Website.ShowUpcomingEventCount up to 50), soonest first, not 10', async () => {
    const account = 'md005';
    for (let i = 0; i < 14; i++)
      await h.seed(
        validContent(NOW + (i + 1) * DAY, { status: 'CONFIRMED', name: `Upcoming ${i + 1}` }),
        AUTHOR,
        account,
      );
    const res = await h.call('get', '/api/events/upcoming', { ...PLAIN, accountID: account });
    expect(names(res.body)).toEqual(Array.from({ length: 14 }, (_, i) => `Upcoming ${i + 1}`));
    expect(UPCOMING_LIMIT).toBe(REGISTRY_LIMITS.upcomingEvents.max);
  });
});
