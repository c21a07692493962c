// Service tests (real PostgreSQL): the managers' GET /api/events/{id}/attendance/contacts, for each
// role, over the real svc-identity contacts client and its stand-in (src/pocs/testing.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryEntry, directoryMemberContacts } from '../pocs/testing.ts';
import {
  AUTHOR,
  DRAFTER,
  FULL,
  OTHER_ACCOUNT_FULL,
  PLAIN,
  createEventsHarness,
  validContent,
  type EventsHarness,
  type Who,
} from '../testing/harness.ts';

const MEET = Date.now() + 48 * 3_600_000;
const calls: string[] = [];
let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness({
    memberContacts: directoryMemberContacts(
      new Map([
        [
          'md001',
          [
            directoryEntry(PLAIN.ref, 'Pat Plain', 'pat@example.org', '3015550101'),
            directoryEntry(AUTHOR.ref, 'Abe Author', 'abe@example.org', ''),
          ],
        ],
      ]),
      calls,
    ),
  });
});
afterAll(() => h?.close());

async function attend(eventID: number, member: number, timestamp: number) {
  await h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
       status, source_account_id, source_event_id)
     VALUES ('md001', $1, 'CAPNHQMember', $2, '', $3, 'COMMITTEDATTENDED', 'md001', $1)`,
    [eventID, String(member), timestamp],
  );
}
const contacts = (id: number | string, who: Who) =>
  h.call('get', `/api/events/${id}/attendance/contacts`, who);

describe('GET /api/events/{id}/attendance/contacts', () => {
  let id: number;
  beforeAll(async () => {
    id = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    await attend(id, AUTHOR.ref.id as number, 2);
    await attend(id, PLAIN.ref.id as number, 1);
    await attend(id, 599999, 3); // not a member svc-identity has for md001
  });

  it.each<[string, Who]>([
    ['FULL', FULL],
    ['the intermediate level', DRAFTER],
    ['the author', AUTHOR],
  ])(
    '§6 "Any non-NONE level: ... full contact and attendance details (emails, phones ...)": %s gets them in record order',
    async (_n, who) => {
      const res = await contacts(id, who);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        { member: PLAIN.ref, name: 'Pat Plain', emails: ['pat@example.org'], phones: ['3015550101'] },
        { member: AUTHOR.ref, name: 'Abe Author', emails: ['abe@example.org'], phones: [] },
      ]);
    },
  );

  it('one svc-identity call for all the attendees, in the host account', async () => {
    calls.length = 0;
    await contacts(id, FULL);
    expect(calls).toEqual([
      `md001 CAPNHQMember-${PLAIN.ref.id},CAPNHQMember-${AUTHOR.ref.id},CAPNHQMember-599999`,
    ]);
  });

  it('a member (NONE) 403, anonymous 401, another account 404, a bad id 404', async () => {
    expect((await contacts(id, PLAIN)).status).toBe(403);
    expect((await contacts(id, 'anonymous')).status).toBe(401);
    expect((await contacts(id, OTHER_ACCOUNT_FULL)).status).toBe(404);
    expect((await contacts('x1', FULL)).status).toBe(404);
  });

  it('an event without attendance: [] and no call to svc-identity', async () => {
    const empty = await h.seed(validContent(MEET, { status: 'CONFIRMED' }));
    calls.length = 0;
    const res = await contacts(empty, FULL);
    expect(res.body).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('svc-identity unreachable: 503, never a 500', async () => {
    const down = await createEventsHarness({
      memberContacts: { contactsOf: () => Promise.reject(new Error('down')) },
    });
    try {
      const e = await down.seed(validContent(MEET, { status: 'CONFIRMED' }));
      await down.db.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, timestamp, status,
           source_account_id, source_event_id) VALUES ('md001', $1, 'CAPNHQMember', '520002', 1, 'NOSHOW', 'md001', $1)`,
        [e],
      );
      const res = await down.call('get', `/api/events/${e}/attendance/contacts`, FULL);
      expect(res.status).toBe(503);
    } finally {
      await down.close();
    }
  });
});
