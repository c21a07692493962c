// Service tests of POST /api/files/upload/{parentFolderId} on a fresh database, a temporary
// storage folder and a fresh `upload` queue (random Redis prefix) per test. No worker runs here:
// the call's own work is what is tested (rows pending, temporary objects, one job per file).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, rm } from 'node:fs/promises';
import request from 'supertest';
import sharp from 'sharp';
import { FILE_MESSAGES, uploadResponse } from '@portal/contracts';
import { createApp } from '../app.ts';
import { closeUploadQueues } from './uploadQueue.ts';
import {
  SECRET,
  silent,
  createHarness,
  freshQueue,
  insertFolder,
  member,
  multipart,
  signedHeaders,
  storedKeys,
  uploadApp,
  type Part,
  type UploadHarness,
} from './testing.ts';

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
  await rm(h.filesDir, { recursive: true, force: true });
  await mkdir(h.filesDir);
});
afterEach(async () => {
  await queue.drop();
});

function post(parentID: string, parts: Part[], headers = signedHeaders(), maxUploadBytes?: number) {
  const { body, contentType } = multipart(parts);
  return request(uploadApp(h, queue, maxUploadBytes))
    .post(`/api/files/upload/${parentID}`)
    .set(headers)
    .set('content-type', contentType)
    .send(body);
}

async function rowsIn(parentID: string) {
  const { rows } = await h.db.query(
    'SELECT id, file_name, status, size, owner, uploader, content_type FROM files.files WHERE parent_id = $1 ORDER BY created, file_name',
    [parentID],
  );
  return rows;
}

describe('POST /api/files/upload/{parentFolderId}', () => {
  it('stores several files of one request: 201 with the created files in part order, pending rows, temporary objects, one job per file (job id = file id)', async () => {
    const folder = await insertFolder(h.db, { name: 'Minutes' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'blue' } })
      .png()
      .toBuffer();
    const response = await post(folder, [
      { name: 'file-notes.txt', data: 'meeting notes\n' },
      { name: 'file-photo.png', data: png },
      { name: 'file-empty.txt', data: '' },
    ]);
    expect(response.status).toBe(201);
    const files = uploadResponse.parse(response.body);
    expect(files.map((file) => file.fileName)).toEqual(['notes.txt', 'photo.png', 'empty.txt']);
    expect(files.map((file) => file.status)).toEqual(['pending', 'pending', 'pending']);
    expect(files[1]).toMatchObject({
      parentID: folder,
      contentType: 'image/png',
      size: png.length,
      owner: { type: 'CAPNHQMember', id: 546319 },
      uploader: { type: 'CAPNHQMember', id: 546319 },
      accountID: 'md001',
    });
    expect(files[0]!.folderPath.map((entry) => entry.id)).toEqual(['root', folder, files[0]!.id]);
    for (const file of files) expect(file.id).toMatch(/^[0-9a-f]{32}$/);

    const rows = await rowsIn(folder);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(await storedKeys(h.filesDir)).toEqual(files.map((file) => `md001/tmp/${file.id}`).sort());
    const jobs = await queue.queue.getJobs(['waiting']);
    expect(jobs.map((job) => job.id).sort()).toEqual(files.map((file) => file.id).sort());
    expect(jobs.find((job) => job.id === files[0]!.id)?.data).toMatchObject({
      kind: 'finishUpload',
      accountID: 'md001',
      fileID: files[0]!.id,
      fileName: 'notes.txt',
    });
    expect(jobs[0]!.opts.attempts).toBe(5);
  });

  it('answers 413 with a clear message for a file over the size limit: its temporary object removed, no row, no job, earlier parts of the request removed too', async () => {
    const folder = await insertFolder(h.db, {});
    const response = await post(
      folder,
      [
        { name: 'file-small.txt', data: 'fits' },
        { name: 'file-big.txt', data: 'x'.repeat(1025) },
      ],
      signedHeaders(),
      1024,
    );
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'TOO_LARGE',
      message: "The file is too large: 'big.txt' is over the limit of 1 KiB",
    });
    expect(await rowsIn(folder)).toEqual([]);
    expect(await storedKeys(h.filesDir)).toEqual([]);
    expect(await queue.queue.getJobCounts()).toMatchObject({ waiting: 0 });
  });

  it('is mounted by createApp (app.ts), with the queue of REDIS_URL and REDIS_PREFIX', async () => {
    const folder = await insertFolder(h.db, {});
    const saved = process.env.REDIS_PREFIX;
    process.env.REDIS_PREFIX = queue.prefix;
    try {
      const app = createApp({ db: h.db, contextSecret: SECRET, storage: h.storage, logger: silent });
      const { body, contentType } = multipart([{ name: 'file-via-app.txt', data: 'hello' }]);
      const response = await request(app)
        .post(`/api/files/upload/${folder}`)
        .set(signedHeaders())
        .set('content-type', contentType)
        .send(body);
      expect(response.status).toBe(201);
      expect((await queue.queue.getJob(response.body[0].id))?.id).toBe(response.body[0].id);
    } finally {
      process.env.REDIS_PREFIX = saved;
      await closeUploadQueues();
    }
  });

  it('accepts a file of exactly the limit', async () => {
    const folder = await insertFolder(h.db, {});
    const response = await post(
      folder,
      [{ name: 'file-exact.txt', data: 'y'.repeat(1024) }],
      signedHeaders(),
      1024,
    );
    expect(response.status).toBe(201);
    expect(response.body[0].size).toBe(1024);
  });

  it('answers 415 when the contents do not match an extension where it matters (text named .png, a PNG named .pdf): nothing stored', async () => {
    const folder = await insertFolder(h.db, {});
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    for (const part of [
      { name: 'file-fake.png', data: 'just text, not an image' },
      { name: 'file-report.pdf', data: png },
      { name: 'file-letter.docx', data: 'plain words' },
    ]) {
      const response = await post(folder, [{ name: 'file-ok.txt', data: 'fine' }, part]);
      expect(response.status, part.name).toBe(415);
      expect(response.body).toEqual({ code: 'TYPE_MISMATCH', message: FILE_MESSAGES.typeMismatch });
    }
    expect(await rowsIn(folder)).toEqual([]);
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });

  it('answers 403 TOKEN_INVALID without the x-csrf-token header or with a wrong one: nothing stored', async () => {
    const folder = await insertFolder(h.db, {});
    const missing = await post(folder, [{ name: 'file-a.txt', data: 'a' }], signedHeaders({}, false));
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('TOKEN_INVALID');
    const wrong = await post(folder, [{ name: 'file-a.txt', data: 'a' }], {
      ...signedHeaders({}, false),
      'x-csrf-token': 'f'.repeat(64),
    });
    expect(wrong.status).toBe(403);
    expect(await rowsIn(folder)).toEqual([]);
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });

  it('answers 401 Please sign in without a Regular session', async () => {
    const folder = await insertFolder(h.db, {});
    const response = await post(
      folder,
      [{ name: 'file-a.txt', data: 'a' }],
      signedHeaders({ session: null, member: null }),
    );
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in');
  });

  it("answers 403 without MODIFY on the parent (someone else's folder shared view-only), and accepts with a USER or TEAM entry granting MODIFY", async () => {
    const other = { type: 'CAPNHQMember', id: 111111 };
    const viewOnly = await insertFolder(h.db, {
      owner: other,
      permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }],
    });
    const refused = await post(viewOnly, [{ name: 'file-a.txt', data: 'a' }]);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'FORBIDDEN', message: FILE_MESSAGES.noPermission });
    expect(await rowsIn(viewOnly)).toEqual([]);

    const shared = await insertFolder(h.db, {
      owner: other,
      permissions: [{ type: 'USER', reference: { type: 'CAPNHQMember', id: 546319 }, permission: 5 }],
    });
    expect((await post(shared, [{ name: 'file-a.txt', data: 'a' }])).status).toBe(201);
    const team = await insertFolder(h.db, {
      owner: other,
      permissions: [{ type: 'TEAM', teamID: 7, permission: 5 }],
    });
    expect((await post(team, [{ name: 'file-a.txt', data: 'a' }])).status).toBe(403);
    const onTeam = signedHeaders({ member: member({ teamIDs: [7] }) });
    expect((await post(team, [{ name: 'file-a.txt', data: 'a' }], onTeam)).status).toBe(201);
  });

  it("answers 404 for another account's folder (same id, other host) and for an unknown id; 400 for a parent that is a file", async () => {
    const foreign = await insertFolder(h.db, { accountID: 'md002' });
    const response = await post(foreign, [{ name: 'file-a.txt', data: 'a' }]);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'NOT_FOUND', message: FILE_MESSAGES.notFound });
    expect((await post('0'.repeat(32), [{ name: 'file-a.txt', data: 'a' }])).status).toBe(404);
    expect((await post('..%2F..%2Fetc', [{ name: 'file-a.txt', data: 'a' }])).status).toBe(404);
    expect(await rowsIn(foreign)).toEqual([]);

    const folder = await insertFolder(h.db, {});
    const created = await post(folder, [{ name: 'file-a.txt', data: 'a' }]);
    const notFolder = await post(created.body[0].id, [{ name: 'file-b.txt', data: 'b' }]);
    expect(notFolder.status).toBe(400);
    expect(notFolder.body.code).toBe('NOT_A_FOLDER');
  });

  it('special folders: root and events need FileManagement FULL; never into personalfolders; a member uploads into their own personal folder only', async () => {
    const part = [{ name: 'file-a.txt', data: 'a' }];
    expect((await post('root', part)).status).toBe(403);
    const manager = signedHeaders({ member: member({ permissions: { FileManagement: 'FULL' } as never }) });
    expect((await post('root', part, manager)).status).toBe(201);
    expect((await post('events', part, manager)).status).toBe(201);
    expect((await post('personalfolders', part, manager)).status).toBe(403);
    expect((await post('CAPNHQMember-546319', part)).status).toBe(201);
    expect((await post('CAPNHQMember-111111', part)).status).toBe(403);
  });

  it("keeps only the base name of a part's name: '../../etc/passwd', 'a/b.txt', a backslash path and NUL never become paths", async () => {
    const folder = await insertFolder(h.db, {});
    const response = await post(folder, [
      { name: 'file-../../etc/passwd', filename: 'passwd', data: 'root:x:0:0' },
      { name: 'file-a/b.txt', filename: 'b.txt', data: 'b' },
      { name: 'file-..\\..\\win.ini', filename: 'win.ini', data: 'w' },
      // RFC 5987 encoding gets a NUL into the part's filename past the header parser ('file-' alone
      // means: the name is the part's filename)
      { name: '', disposition: 'form-data; name="file-"; filename*=UTF-8\'\'nu%00l.txt', data: 'n' },
      // a part without a usable field name is not a file part: ignored
      { name: '', disposition: 'form-data; name*=UTF-8\'\'file-x.txt; filename="x"', data: 'x' },
    ]);
    expect(response.status).toBe(201);
    expect(response.body.map((file: { fileName: string }) => file.fileName)).toEqual([
      'passwd',
      'b.txt',
      'win.ini',
      'nul.txt',
    ]);
    const keys = await storedKeys(h.filesDir);
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(/^md001\/tmp\/[0-9a-f]{32}$/);
  });

  it('refuses a raw NUL in a part header with 400 (busboy: malformed header), nothing stored', async () => {
    const folder = await insertFolder(h.db, {});
    const response = await post(folder, [
      { name: 'file-ok.txt', data: 'ok' },
      { name: 'file-nu\u0000l.txt', filename: 'nul.txt', data: 'n' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(await rowsIn(folder)).toEqual([]);
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });

  it("refuses a part whose name is nothing but a path ('file-../') with 400, and a request without file parts with 400", async () => {
    const folder = await insertFolder(h.db, {});
    const dots = await post(folder, [{ name: 'file-../', filename: 'x', data: 'x' }]);
    expect(dots.status).toBe(400);
    expect(dots.body.code).toBe('INVALID_FILE_NAME');
    const none = await post(folder, [{ name: 'comment', data: 'no files' }]);
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ code: 'NO_FILES', message: 'No files were uploaded' });
    const notMultipart = await request(uploadApp(h, queue))
      .post(`/api/files/upload/${folder}`)
      .set(signedHeaders())
      .send({ hello: 'json' });
    expect(notMultipart.status).toBe(400);
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });
});
