// Service tests on a fresh database: migrations, the signed-context rule, the account filter.
import os from 'node:os';
import path from 'node:path';
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
import { createFolderStorage } from './storage/folderStorage.ts';

const secret = 'test-secret-files';
let database: ServiceDatabase;
let app: Express;

beforeAll(async () => {
  database = await createServiceDatabase('files', runMigrations, 2);
  // these tests never touch file bytes: the storage folder is never written
  const storage = createFolderStorage(path.join(os.tmpdir(), 'svc-files-app-test-unused'));
  app = createApp({ db: database.db, contextSecret: secret, logger: pino({ level: 'silent' }), storage });
});

afterAll(async () => {
  await database?.close();
});

describe('svc-files', () => {
  it('applies its migrations inside the files schema (foundation: each service owns a schema)', async () => {
    const tables = await database.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'files' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(['files', 'personal_folders', 'pgmigrations']);
    // Applying again is a no-op, as on every start.
    await expect(runMigrations(database.url)).resolves.toBeUndefined();
  });

  for (const { rule, headers, body, exact } of signedContextRefusals(secret)) {
    it(rule, async () => {
      const response = await request(app).get('/api/files/health').set(headers());
      expect(response.status).toBe(401);
      if (exact) expect(response.body).toEqual(body);
      else expect(response.body).toMatchObject(body);
    });
  }

  it("accepts a signed signed-in request and counts only the caller's account's files (account filter)", async () => {
    const owner = JSON.stringify({ type: 'CAPNHQMember', id: 546319 });
    const insert = `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner)
                    VALUES ($1, $2, 'root', $3, 'text/plain', $4)`;
    await database.db.query(insert, ['md001', 'a'.repeat(32), 'notes.txt', owner]);
    await database.db.query(insert, ['md002', 'b'.repeat(32), 'other.txt', owner]);
    await database.db.query(insert, ['md002', 'c'.repeat(32), 'other2.txt', owner]);

    const own = await signedRequest(request(app).get('/api/files/health'), 'get', testContext(), secret);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ status: 'ok', service: 'files', accountID: 'md001', files: 1 });

    const other = await signedRequest(
      request(app).get('/api/files/health'),
      'get',
      testContext({ accountID: 'md002' }),
      secret,
    );
    expect(other.body.files).toBe(2);
  });
});
