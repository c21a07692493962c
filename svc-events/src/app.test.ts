// Service tests on a fresh database: migrations, the signed-context rule, the account filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import {
  CONTEXT_HEADER,
  createTestDatabase,
  signContext,
  testContext,
  type TestDatabase,
  expectForcedDrop,
} from '@portal/contracts/server';
import { createApp } from './app.ts';
import { runMigrations } from './db/migrations.ts';

const secret = 'test-secret-events';
let database: TestDatabase;
let db: pg.Pool;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase('events');
  await runMigrations(database.url);
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  expectForcedDrop(db);
  app = createApp({ db, contextSecret: secret, logger: pino({ level: 'silent' }) });
});

afterAll(async () => {
  await db?.end();
  await database?.drop();
});

describe('svc-events', () => {
  it('applies its migrations inside the events schema (foundation: each service owns a schema)', async () => {
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'events' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'account_counters',
      'attendance',
      'attendance_versions', // the viewer's attendees cache key, bumped by triggers
      'audit_log',
      'calendar_feed_tokens', // personal calendar feed links (hash only)
      'events',
      'pgmigrations',
      'resolved_events', // a view: events as readers see them (linked ones resolved from their source)
    ]);
    // Applying again is a no-op, as on every start.
    await expect(runMigrations(database.url)).resolves.toBeUndefined();
  });

  it('refuses a request without a signed context: 401 NO_CONTEXT (request did not come through the gateway)', async () => {
    const response = await request(app).get('/api/events/health');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      code: 'NO_CONTEXT',
      message: 'Request did not come through the gateway',
    });
  });

  it('refuses a context signed with another secret', async () => {
    const response = await request(app)
      .get('/api/events/health')
      .set(CONTEXT_HEADER, signContext(testContext(), 'not-the-secret'));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NO_CONTEXT');
  });

  it('refuses a signed context older than 60 s', async () => {
    const response = await request(app)
      .get('/api/events/health')
      .set(CONTEXT_HEADER, signContext(testContext({ issuedAt: Date.now() - 61_000 }), secret));
    expect(response.status).toBe(401);
  });

  it("answers 'Please sign in' to a signed context without a Regular session", async () => {
    const response = await request(app)
      .get('/api/events/health')
      .set(CONTEXT_HEADER, signContext(testContext({ session: null, member: null }), secret));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in');
  });

  it("accepts a signed signed-in request and counts only the caller's account's events (account filter)", async () => {
    const author = JSON.stringify({ type: 'CAPNHQMember', id: 546319 });
    const insert = `INSERT INTO events.events (account_id, id, name, meet_date_time, start_date_time, end_date_time, pickup_date_time, created_by)
                    VALUES ($1, $2, $3, 0, 0, 1, 1, $4)`;
    await db.query(insert, ['md001', 1, 'Meeting', author]);
    await db.query(insert, ['md002', 1, 'Other unit meeting', author]);
    await db.query(insert, ['md002', 2, 'Other unit meeting 2', author]);

    const own = await request(app)
      .get('/api/events/health')
      .set(CONTEXT_HEADER, signContext(testContext(), secret));
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: 'ok', service: 'events', accountID: 'md001', events: 1 });

    const other = await request(app)
      .get('/api/events/health')
      .set(CONTEXT_HEADER, signContext(testContext({ accountID: 'md002' }), secret));
    expect(other.body.events).toBe(2);
  });
});
