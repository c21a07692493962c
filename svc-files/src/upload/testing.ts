// Tests only: a fresh database and storage folder per test file, a fresh `upload` queue (random
// Redis prefix) per test, workers started explicitly, signed contexts, multipart bodies.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import pg from 'pg';
import pino from 'pino';
import { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import {
  CONTEXT_HEADER,
  CSRF_HEADER,
  csrfTokenFor,
  jsonErrorHandler,
  notFoundHandler,
  requireSignedContext,
  signContext,
} from '@portal/contracts/server';
import {
  createTestDatabase,
  testContext,
  testMember,
  type TestDatabase,
  expectForcedDrop,
} from '@portal/contracts/testing';
import type { Member, RequestContext } from '@portal/contracts';
import { runMigrations } from '../db/migrations.ts';
import type { DriveQuotas } from '../quota/quotas.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';
import type { FileStorage } from '../storage/storage.ts';
import { uploadRoutes } from './uploadRoutes.ts';
import { createUploadQueue, type UploadQueue } from './uploadQueue.ts';
import { createUploadWorker, type UploadWorkerOptions } from './uploadWorker.ts';

export const SECRET = 'test-secret-files-upload';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const silent = pino({ level: 'silent' });

export interface UploadHarness {
  database: TestDatabase;
  db: pg.Pool;
  filesDir: string;
  storage: FileStorage;
  close(): Promise<void>;
}

export async function createHarness(): Promise<UploadHarness> {
  const database = await createTestDatabase('files_upload');
  await runMigrations(database.url);
  const db = new pg.Pool({ connectionString: database.url, max: 4 });
  expectForcedDrop(db);
  const filesDir = await mkdtemp(path.join(tmpdir(), 'files-upload-'));
  return {
    database,
    db,
    filesDir,
    storage: createFolderStorage(filesDir),
    async close() {
      await db.end();
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** A fresh queue under a random prefix; `drop` removes every key of it. */
export async function freshQueue(): Promise<UploadQueue & { prefix: string; drop(): Promise<void> }> {
  const prefix = `test-files-upload-${randomBytes(6).toString('hex')}`;
  const queue = createUploadQueue({ redisUrl, prefix });
  return {
    ...queue,
    prefix,
    async drop() {
      await queue.close();
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    },
  };
}

export function startWorker(
  h: UploadHarness,
  prefix: string,
  options: Partial<UploadWorkerOptions> = {},
): Worker {
  const worker = createUploadWorker({
    redisUrl,
    prefix,
    logger: silent,
    db: h.db,
    storage: h.storage,
    autorun: false,
    ...options,
  });
  void worker.run();
  return worker;
}

/** The service app with the upload router only (what app.ts mounts), for one queue. */
export function uploadApp(
  h: UploadHarness,
  queue: UploadQueue,
  maxUploadBytes = 1024 * 1024,
  quotas?: DriveQuotas,
): Express {
  const app = express();
  app.use(requireSignedContext(SECRET));
  app.use(
    uploadRoutes({
      db: h.db,
      storage: h.storage,
      contextSecret: SECRET,
      uploadQueue: queue,
      maxUploadBytes,
      superUserIDs: [],
      ...(quotas ? { quotas } : {}),
    }),
  );
  app.use(notFoundHandler);
  app.use(jsonErrorHandler(silent));
  return app;
}

/** testMember (CAPNHQMember 546319) of md001, with changes. */
export function member(overrides: Partial<Member> = {}): Member {
  return { ...testMember(), ...overrides } as Member;
}

/** The headers of a signed-in request: signed context and its CSRF token. */
export function signedHeaders(
  overrides: Partial<RequestContext> = {},
  withToken = true,
): Record<string, string> {
  const context = testContext(overrides);
  const headers: Record<string, string> = { [CONTEXT_HEADER]: signContext(context, SECRET) };
  if (withToken) {
    headers[CSRF_HEADER] = csrfTokenFor(
      { sessionID: context.session?.id, accountID: context.accountID },
      SECRET,
    );
  }
  return headers;
}

export interface Part {
  /** The multipart field name, raw (e.g. 'file-a.txt'). */
  name: string;
  filename?: string;
  /** The whole Content-Disposition value, when the test writes it itself. */
  disposition?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand, so names reach the server exactly as written. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename ?? part.name.replace(/^file-/, '');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${part.disposition ?? `form-data; name="${part.name}"; filename="${filename}"`}\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
        'utf8',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every stored object under the storage folder, as keys ('md001/tmp/…'). */
export async function storedKeys(filesDir: string): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** A folder row owned by `owner` with the given sharing entries. */
export async function insertFolder(
  db: pg.Pool,
  input: {
    accountID?: string;
    parentID?: string;
    name?: string;
    owner?: { type: string; id: number | string };
    permissions?: unknown[];
  },
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, permissions)
     VALUES ($1, $2, $3, $4, 'application/folder', $5, $6)`,
    [
      input.accountID ?? 'md001',
      id,
      input.parentID ?? 'root',
      input.name ?? 'Folder',
      JSON.stringify(input.owner ?? { type: 'CAPNHQMember', id: 546319 }),
      JSON.stringify(input.permissions ?? []),
    ],
  );
  return id;
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
