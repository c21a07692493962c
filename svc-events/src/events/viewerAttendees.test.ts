// Service tests (real PostgreSQL, fresh database) of the viewer's attendees (the measured
// read): the JSON PostgreSQL builds is the §3 attendance record as the contracts parse it, in
// sign-up order, hidden from anonymous visitors (§2), and the per-process cache of it never
// answers attendance older than the database holds, whoever wrote and in whichever process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import request from 'supertest';
import { ViewerData } from '@portal/contracts';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import { createApp } from '../app.ts';
import {
  contextFor,
  createEventsHarness,
  FULL,
  PLAIN,
  SECRET,
  validContent,
  type EventsHarness,
} from '../testing/harness.ts';

let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const viewer = async (eventID: number, who: typeof PLAIN | 'anonymous' = PLAIN, app = h.app) => {
  const res = await request(app)
    .get(`/api/events/${eventID}/viewer`)
    .set(CONTEXT_HEADER, signContext(contextFor(who), SECRET))
    .set('Accept-Encoding', 'identity'); // the exact Content-Length below is the plain body's
  expect(res.status).toBe(200);
  return res;
};
const names = async (eventID: number, app = h.app) =>
  (await viewer(eventID, PLAIN, app)).body.attendees.map(
    (a: { record: { memberName: string } }) => a.record.memberName,
  );

/** Attendance written straight to the table, as the attendance calls or a seed would. */
const attend = (eventID: number, memberID: string, name: string, timestamp: number, type = 'CAPNHQMember') =>
  h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
       status, source_account_id, source_event_id)
     VALUES ('md001', $1, $5, $2, $3, $4, 'COMMITTEDATTENDED', 'md001', $1)`,
    [eventID, memberID, name, timestamp, type],
  );

describe('GET /api/events/{id}/viewer attendees', () => {
  it('"attendees (each with record, member, orgInformation)": every §3 attendance record field, in sign-up order', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await h.db.query(
      `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
         status, comments, arrival_time, departure_time, plan_to_use_cap_transportation, can_use_photos,
         custom_attendance_field_values, summary_email_sent, source_account_id, source_event_id)
       VALUES ('md001', $1, 'CAPNHQMember', '520002', 'Pat "P" Plain \\ é', 200, 'NOSHOW', 'line 1
line 2', 1000, 2000, true, false, '[{"type":"TEXT","title":"T-shirt size","value":"M"}]', true, 'md001', $1),
              ('md001', $1, 'CAPProspectiveMember', 'md001-7', 'Quinn Prospect', 100, 'COMMITTEDATTENDED', '',
               NULL, NULL, false, true, '[]', false, 'md001', $1)`,
      [id],
    );
    const res = await viewer(id);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    expect(ViewerData.safeParse(res.body).success).toBe(true);
    expect(res.body.attendees).toEqual([
      {
        record: {
          timestamp: 100,
          memberID: { type: 'CAPProspectiveMember', id: 'md001-7' },
          memberName: 'Quinn Prospect',
          status: 'COMMITTEDATTENDED',
          comments: '',
          shiftTime: null,
          planToUseCAPTransportation: false,
          canUsePhotos: true,
          customAttendanceFieldValues: [],
          summaryEmailSent: false,
          sourceAccountID: 'md001',
          sourceEventID: id,
        },
        member: null,
        orgInformation: null,
      },
      {
        record: {
          timestamp: 200,
          memberID: { type: 'CAPNHQMember', id: 520002 },
          memberName: 'Pat "P" Plain \\ é',
          status: 'NOSHOW',
          comments: 'line 1\nline 2',
          shiftTime: { arrivalTime: 1000, departureTime: 2000 },
          planToUseCAPTransportation: true,
          canUsePhotos: false,
          customAttendanceFieldValues: [{ type: 'TEXT', title: 'T-shirt size', value: 'M' }],
          summaryEmailSent: true,
          sourceAccountID: 'md001',
          sourceEventID: id,
        },
        member: null,
        orgInformation: null,
      },
    ]);
    // the rest of the answer is still there
    expect(res.body.event.id).toBe(id);
    expect(res.body.authorFullName).toBe('Abe Author');
  });

  it('"anonymous users see only information": no attendees, even after a member filled the cache', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    expect((await viewer(id, 'anonymous')).body.attendees).toEqual([]);
  });

  it('an event without attendance answers an empty list', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    expect((await viewer(id)).body.attendees).toEqual([]);
  });
});

describe('viewer attendees cache: never older than the database', () => {
  it('insert, update and delete of attendance show at once', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    expect(await names(id)).toEqual(['Ann One']); // answered from the cache
    await attend(id, '520011', 'Ben Two', 2);
    expect(await names(id)).toEqual(['Ann One', 'Ben Two']);
    await h.db.query(
      `UPDATE events.attendance SET member_name = 'Ann Renamed' WHERE event_id = $1 AND member_id = '520010'`,
      [id],
    );
    expect(await names(id)).toEqual(['Ann Renamed', 'Ben Two']);
    await h.db.query(`DELETE FROM events.attendance WHERE event_id = $1 AND member_id = '520011'`, [id]);
    expect(await names(id)).toEqual(['Ann Renamed']);
  });

  it('the cache does answer while the version is unchanged (a write with triggers off is not seen until the next real write)', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    const client = await h.db.connect();
    try {
      // replica role skips ordinary triggers: the row changes, the version does not
      await client.query(`SET session_replication_role = replica`);
      await client.query(`UPDATE events.attendance SET member_name = 'Hidden' WHERE event_id = $1`, [id]);
      await client.query(`SET session_replication_role = origin`);
    } finally {
      client.release();
    }
    expect(await names(id)).toEqual(['Ann One']);
    await attend(id, '520011', 'Ben Two', 2);
    expect(await names(id)).toEqual(['Hidden', 'Ben Two']);
  });

  it('two processes (two apps, each its own cache) both see a write made elsewhere', async () => {
    const other = createApp({ db: h.db, contextSecret: SECRET, logger: pino({ level: 'silent' }) });
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    expect(await names(id, other)).toEqual(['Ann One']);
    await attend(id, '520011', 'Ben Two', 2);
    expect(await names(id, other)).toEqual(['Ann One', 'Ben Two']);
    expect(await names(id)).toEqual(['Ann One', 'Ben Two']);
  });

  it('a write not yet committed is not shown; once committed it is', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    const client = await h.db.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, member_name, timestamp,
           status, source_account_id, source_event_id)
         VALUES ('md001', $1, 'CAPNHQMember', '520011', 'Ben Two', 2, 'COMMITTEDATTENDED', 'md001', $1)`,
        [id],
      );
      expect(await names(id)).toEqual(['Ann One']);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await names(id)).toEqual(['Ann One', 'Ben Two']);
  });

  it('a deleted event re-created under the same number does not get the old attendees', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    expect((await h.call('delete', `/api/events/${id}`, FULL)).status).toBe(204);
    // the account's counter set back, so the next event takes the same number
    await h.db.query(`UPDATE events.account_counters SET last_event_id = $1 WHERE account_id = 'md001'`, [
      id - 1,
    ]);
    const again = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    expect(again).toBe(id);
    expect(await names(id)).toEqual([]);
    await attend(id, '520012', 'Cy Three', 3);
    expect(await names(id)).toEqual(['Cy Three']);
  });

  it('TRUNCATE of the attendance table shows too', async () => {
    const id = await h.seed(validContent(Date.now(), { status: 'CONFIRMED' }));
    await attend(id, '520010', 'Ann One', 1);
    expect(await names(id)).toEqual(['Ann One']);
    await h.db.query('TRUNCATE events.attendance');
    expect(await names(id)).toEqual([]);
  });
});
