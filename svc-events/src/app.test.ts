// Service tests on a fresh database: migrations, the signed-context rule, the account filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import {
  createServiceDatabase,
  signedContextRefusals,
  signedRequest,
  testContext,
  type ServiceDatabase,
} from '@portal/contracts/testing';
import { createApp } from './app.ts';
import { runMigrations } from './db/migrations.ts';

const secret = 'test-secret-events';
let database: ServiceDatabase;
let app: Express;

beforeAll(async () => {
  database = await createServiceDatabase('events', runMigrations, 2);
  app = createApp({ db: database.db, contextSecret: secret, logger: pino({ level: 'silent' }) });
});

afterAll(async () => {
  await database?.close();
});

describe('svc-events', () => {
  it('applies its migrations inside the events schema (foundation: each service owns a schema)', async () => {
    const tables = await database.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'events' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'account_counters',
      'attendance',
      'attendance_versions', // the viewer's attendees cache key, bumped by triggers
      'audit_log',
      'calendar_feed_tokens', // personal calendar feed links (hash only)
      'events',
      'permission_slip_retired_tokens', // a guardian's link withdrawn or replaced (hash only)
      'permission_slip_spent_tokens', // a guardian's link already answered (hash only)
      'permission_slips', // the online 60-80: one per event and cadet (token hash only)
      'pgmigrations',
      'resolved_events', // a view: events as readers see them (linked ones resolved from their source)
    ]);
    // Applying again is a no-op, as on every start.
    await expect(runMigrations(database.url)).resolves.toBeUndefined();
  });

  for (const { rule, headers, body, exact } of signedContextRefusals(secret)) {
    it(rule, async () => {
      const response = await request(app).get('/api/events/health').set(headers());
      expect(response.status).toBe(401);
      if (exact) expect(response.body).toEqual(body);
      else expect(response.body).toMatchObject(body);
    });
  }

  it("accepts a signed signed-in request and counts only the caller's account's events (account filter)", async () => {
    const author = JSON.stringify({ type: 'CAPNHQMember', id: 546319 });
    const insert = `INSERT INTO events.events (account_id, id, name, meet_date_time, start_date_time, end_date_time, pickup_date_time, created_by)
                    VALUES ($1, $2, $3, 0, 0, 1, 1, $4)`;
    await database.db.query(insert, ['md001', 1, 'Meeting', author]);
    await database.db.query(insert, ['md002', 1, 'Other unit meeting', author]);
    await database.db.query(insert, ['md002', 2, 'Other unit meeting 2', author]);

    const own = await signedRequest(request(app).get('/api/events/health'), 'get', testContext(), secret);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: 'ok', service: 'events', accountID: 'md001', events: 1 });

    const other = await signedRequest(
      request(app).get('/api/events/health'),
      'get',
      testContext({ accountID: 'md002' }),
      secret,
    );
    expect(other.body.events).toBe(2);
  });
});
