// The data model: per-account event numbers under concurrency, attendance records unique
// per (account, event, member) and removed with their event, audit items outliving the event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventsHarness, FULL, validContent, type EventsHarness } from '../testing/harness.ts';

let h: EventsHarness;
beforeAll(async () => {
  h = await createEventsHarness();
});
afterAll(() => h?.close());

const attend = (eventID: number) =>
  h.db.query(
    `INSERT INTO events.attendance (account_id, event_id, member_type, member_id, timestamp, status,
       source_account_id, source_event_id) VALUES ('md001', $1, 'CAPNHQMember', '520002', 0, 'COMMITTEDATTENDED', 'md001', $1)`,
    [eventID],
  );

describe('events schema', () => {
  it('numbers events per account without gaps or duplicates when created at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.call('post', '/api/events', FULL).send(validContent(Date.now()))),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.map((a) => a.body.id).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('an attendance record is unique per (account, event, member) and goes with its event', async () => {
    const id = await h.seed(validContent(Date.now()));
    await attend(id);
    await expect(attend(id)).rejects.toThrow(/duplicate key/);
    expect((await h.call('delete', `/api/events/${id}`, FULL)).status).toBe(204);
    const left = await h.db.query('SELECT count(*)::int AS n FROM events.attendance WHERE event_id = $1', [
      id,
    ]);
    expect(left.rows[0].n).toBe(0);
    const audit = await h.db.query('SELECT type FROM events.audit_log WHERE event_id = $1', [id]);
    expect(audit.rows.map((r) => r.type)).toEqual(['Delete']);
  });
});
