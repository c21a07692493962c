// Service tests of the drive's storage quotas on real PostgreSQL, a temporary storage folder and a
// fresh `upload` queue per test: an upload past the member quota or the account quota is 413 with
// the catalogue's words and stores nothing (no row, no object), checked before the bytes are
// stored and again when the upload commits, so two concurrent uploads cannot pass together.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { STORAGE_QUOTA_ERRORS, driveQuotaResponse, type MemberReference } from '@portal/contracts';
import { createApp } from '../app.ts';
import {
  SECRET,
  silent,
  createHarness,
  freshQueue,
  member,
  multipart,
  signedHeaders,
  storedKeys,
  uploadApp,
  type UploadHarness,
} from '../upload/testing.ts';
import { driveQuotasFrom, type DriveQuotas } from './quotas.ts';

let h: UploadHarness;
let queue: Awaited<ReturnType<typeof freshQueue>>;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  queue = await freshQueue();
  await h.db.query('DELETE FROM files.files');
  await rm(h.filesDir, { recursive: true, force: true });
  await mkdir(h.filesDir);
});
afterEach(async () => {
  await queue.drop();
});

const CASEY = member(); // CAPNHQMember 546319 of md001
const ROBIN = member({ id: 546320, nameFirst: 'Robin' });
const personalFolder = (who: { id: number | string }) => `CAPNHQMember-${who.id}`;
const headersOf = (who: typeof CASEY) => signedHeaders({ member: who });
const refOf = (who: typeof CASEY): MemberReference => ({ type: 'CAPNHQMember', id: who.id as number });

/** A ready file of `bytes` bytes owned by `owner` (what earlier uploads left). */
async function existingFile(owner: MemberReference, bytes: number, status = 'ready', accountID = 'md001') {
  await h.db.query(
    `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, status, size)
     VALUES ($1, $2, $3, 'old.bin', 'application/octet-stream', $4, $5, $6)`,
    [
      accountID,
      randomBytes(16).toString('hex'),
      `CAPNHQMember-${owner.id}`,
      JSON.stringify(owner),
      status,
      bytes,
    ],
  );
}

function upload(who: typeof CASEY, quotas: DriveQuotas, bytes: number, parentID = personalFolder(who)) {
  const { body, contentType } = multipart([{ name: 'file-data.bin', data: Buffer.alloc(bytes, 7) }]);
  return request(uploadApp(h, queue, 1024 * 1024, quotas))
    .post(`/api/files/upload/${parentID}`)
    .set(headersOf(who))
    .set('content-type', contentType)
    .send(body);
}

const uploadedRows = async () =>
  (await h.db.query("SELECT id FROM files.files WHERE file_name = 'data.bin'")).rows;
const storedUploads = async () => (await storedKeys(h.filesDir)).filter((key) => key.includes('/tmp/'));

const MEMBER_FULL = { code: 'QUOTA_EXCEEDED', message: STORAGE_QUOTA_ERRORS.memberQuotaFull.message };
const ACCOUNT_FULL = { code: 'QUOTA_EXCEEDED', message: STORAGE_QUOTA_ERRORS.accountQuotaFull.message };

describe('member quota: the files a member owns in the account stay within DRIVE_MEMBER_QUOTA_BYTES', () => {
  const quotas = { memberBytes: 100, accountBytes: 10_000 };

  it('an upload past the member quota is 413 with the catalogue words and stores nothing', async () => {
    await existingFile(refOf(CASEY), 80);
    const response = await upload(CASEY, quotas, 21);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(MEMBER_FULL);
    expect(await uploadedRows()).toEqual([]);
    expect(await storedUploads()).toEqual([]);
  });

  it('an upload that reaches the member quota exactly is stored (201)', async () => {
    await existingFile(refOf(CASEY), 80);
    expect((await upload(CASEY, quotas, 20)).status).toBe(201);
    expect(await uploadedRows()).toHaveLength(1);
  });

  it('a large upload past the quota is cut off while it streams: its bytes never reach storage', async () => {
    const response = await upload(CASEY, quotas, 512 * 1024);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(MEMBER_FULL);
    expect(await storedUploads()).toEqual([]);
  });

  it("the member quota counts that member's files only, pending ones too, failed ones not", async () => {
    await existingFile(refOf(ROBIN), 100);
    await existingFile(refOf(CASEY), 50, 'pending');
    await existingFile(refOf(CASEY), 1000, 'failed');
    expect((await upload(CASEY, quotas, 50)).status).toBe(201);
    expect((await upload(CASEY, quotas, 1)).body).toEqual(MEMBER_FULL);
  });

  it("another account's files do not count", async () => {
    await existingFile(refOf(CASEY), 100, 'ready', 'md002');
    expect((await upload(CASEY, quotas, 100)).status).toBe(201);
  });

  it('two concurrent uploads cannot pass the member quota together (the commit re-checks under a lock)', async () => {
    const statuses = await concurrentUploads([CASEY, CASEY], quotas, 60);
    expect(statuses.map((s) => s.status).sort()).toEqual([201, 413]);
    expect(statuses.find((s) => s.status === 413)?.body).toEqual(MEMBER_FULL);
    expect(await uploadedRows()).toHaveLength(1);
    expect(await storedUploads()).toHaveLength(1);
  });
});

describe('account quota: the files of the whole account stay within DRIVE_ACCOUNT_QUOTA_BYTES', () => {
  const quotas = { memberBytes: 10_000, accountBytes: 100 };

  it("an upload past the account quota is 413 with the catalogue words and stores nothing, whoever's files fill it", async () => {
    await existingFile(refOf(ROBIN), 90);
    const response = await upload(CASEY, quotas, 11);
    expect(response.status).toBe(413);
    expect(response.body).toEqual(ACCOUNT_FULL);
    expect(await uploadedRows()).toEqual([]);
    expect(await storedUploads()).toEqual([]);
    expect((await upload(CASEY, quotas, 10)).status).toBe(201);
  });

  it('a full account refuses even a drive manager uploading into root', async () => {
    await existingFile(refOf(ROBIN), 100);
    const manager = member({ permissions: { FileManagement: 'FULL' } as never });
    expect((await upload(manager, quotas, 1, 'root')).body).toEqual(ACCOUNT_FULL);
  });

  it('two concurrent uploads by two members cannot pass the account quota together', async () => {
    const statuses = await concurrentUploads([CASEY, ROBIN], quotas, 60);
    expect(statuses.map((s) => s.status).sort()).toEqual([201, 413]);
    expect(statuses.find((s) => s.status === 413)?.body).toEqual(ACCOUNT_FULL);
    expect(await uploadedRows()).toHaveLength(1);
    expect(await storedUploads()).toHaveLength(1);
  });
});

/**
 * Both requests are sent but for their last bytes, so both pass the check before the body while
 * nothing is committed yet; then both finish. Only the check at commit can refuse one of them.
 */
async function concurrentUploads(whos: (typeof CASEY)[], quotas: DriveQuotas, bytes: number) {
  const server = http.createServer(uploadApp(h, queue, 1024 * 1024, quotas));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const sends = whos.map((who) => {
      const { body, contentType } = multipart([{ name: 'file-data.bin', data: Buffer.alloc(bytes, 7) }]);
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: `/api/files/upload/${personalFolder(who)}`,
        headers: { ...headersOf(who), 'content-type': contentType, 'content-length': body.length },
      });
      const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
          );
        });
        req.on('error', reject);
      });
      req.write(body.subarray(0, body.length - 8));
      return { req, rest: body.subarray(body.length - 8), answer };
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const send of sends) send.req.end(send.rest);
    return await Promise.all(sends.map((send) => send.answer));
  } finally {
    server.close();
  }
}

describe('GET /api/files/quota (the drive shows usage against both quotas)', () => {
  const quotas = { memberBytes: 1000, accountBytes: 5000 };
  const app = () =>
    createApp({ db: h.db, contextSecret: SECRET, logger: silent, storage: h.storage, quotas });

  it("answers the caller's bytes and the account's, with both quotas", async () => {
    await existingFile(refOf(CASEY), 300);
    await existingFile(refOf(CASEY), 40, 'pending');
    await existingFile(refOf(ROBIN), 500);
    await existingFile(refOf(CASEY), 900, 'failed');
    await existingFile(refOf(CASEY), 700, 'ready', 'md002');
    const response = await request(app()).get('/api/files/quota').set(headersOf(CASEY));
    expect(response.status).toBe(200);
    expect(driveQuotaResponse.parse(response.body)).toEqual({
      member: { used: 340, quota: 1000 },
      account: { used: 840, quota: 5000 },
    });
  });

  it('anonymous visitors are asked to sign in (401)', async () => {
    const response = await request(app())
      .get('/api/files/quota')
      .set(signedHeaders({ session: null, member: null }, false));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Please sign in' });
  });
});

describe('driveQuotasFrom (configuration by environment, safe defaults)', () => {
  const GiB = 1024 ** 3;
  it.each([
    ['defaults: 2 GiB per member, 50 GiB per account', {}, { memberBytes: 2 * GiB, accountBytes: 50 * GiB }],
    [
      'whole byte counts from the environment',
      { DRIVE_MEMBER_QUOTA_BYTES: '1000', DRIVE_ACCOUNT_QUOTA_BYTES: '5000' },
      { memberBytes: 1000, accountBytes: 5000 },
    ],
  ])('%s', (_rule, env, expected) => {
    expect(driveQuotasFrom(env)).toEqual(expected);
  });

  it.each([['0'], ['-5'], ['1.5'], ['lots']])('refuses a quota of %j at start, loudly', (value) => {
    expect(() => driveQuotasFrom({ DRIVE_MEMBER_QUOTA_BYTES: value })).toThrow(/DRIVE_MEMBER_QUOTA_BYTES/);
    expect(() => driveQuotasFrom({ DRIVE_ACCOUNT_QUOTA_BYTES: value })).toThrow(/DRIVE_ACCOUNT_QUOTA_BYTES/);
  });
});
