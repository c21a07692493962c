// Tests only: svc-files' app on a fresh database (test_files_<random>) with its storage in a fresh
// temporary folder, and requests signed as the gateway would sign them for a chosen viewer.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import type { MemberReference } from '@portal/contracts';
import {
  contextToken,
  createServiceDatabase,
  signedRequest,
  viewerContext,
  type TestViewer,
} from '@portal/contracts/testing';
import { createApp } from '../app.ts';
import { runMigrations } from '../db/migrations.ts';
import { seedItem, type SeedItem } from '../seed/seedFiles.ts';
import { createFolderStorage } from '../storage/folderStorage.ts';
import type { FileStorage } from '../storage/storage.ts';

export const SECRET = 'test-secret-drive';
export const SUPER_USER_ID = 510099;
export const nhq = (id: number): MemberReference => ({ type: 'CAPNHQMember', id });

export interface Viewer extends TestViewer {
  teamIDs?: number[];
}
export type Who = Viewer | 'anonymous';

/** The cast of the permission matrices. */
export const OWNER: Viewer = { ref: nhq(510001), name: ['Olive', 'Owner'] };
export const PLAIN: Viewer = { ref: nhq(510002), name: ['Pat', 'Plain'] };
export const TEAM_MEMBER: Viewer = { ref: nhq(510003), teamIDs: [1], name: ['Tia', 'Team'] };
export const MANAGER: Viewer = {
  ref: nhq(510004),
  permissions: { FileManagement: 'FULL' },
  name: ['Max', 'Manager'],
};
export const SUPER: Viewer = { ref: nhq(SUPER_USER_ID) };
export const OTHER_ACCOUNT_OWNER: Viewer = { ...OWNER, accountID: 'md002' };

export const newID = (): string => randomBytes(16).toString('hex');

export interface DriveHarness {
  app: Express;
  db: pg.Pool;
  storage: FileStorage;
  filesDir: string;
  seed(item: Omit<SeedItem, 'accountID'> & { accountID?: string }): Promise<string>;
  /** A request signed for `who`, with their CSRF token in the x-csrf-token header for mutations. */
  call(
    method: 'get' | 'post' | 'delete',
    url: string,
    who: Who,
    options?: { token?: string | null },
  ): request.Test;
  /** Every key in storage (relative paths). */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export function contextFor(who: Who) {
  if (who === 'anonymous') return viewerContext(who);
  return viewerContext(who, { teamIDs: who.teamIDs ?? [] });
}

export function tokenFor(who: Who): string {
  return contextToken(contextFor(who), SECRET);
}

async function listKeys(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listKeys(path.join(dir, entry.name), key)));
    else keys.push(key);
  }
  return keys.sort();
}

export async function createDriveHarness(): Promise<DriveHarness> {
  const database = await createServiceDatabase('files', runMigrations, 4);
  const db = database.db;
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'svc-files-drive-'));
  const storage = createFolderStorage(filesDir);
  const app = createApp({
    db,
    contextSecret: SECRET,
    logger: pino({ level: 'silent' }),
    storage,
    superUserIDs: [SUPER_USER_ID],
  });
  return {
    app,
    db,
    storage,
    filesDir,
    async seed(item) {
      await seedItem(db, storage, { accountID: 'md001', ...item });
      return item.id;
    },
    call: (method, url, who, options = {}) =>
      signedRequest(request(app)[method](url), method, contextFor(who), SECRET, options.token),
    storedKeys: () => listKeys(filesDir),
    async close() {
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
