// The upload job on real PostgreSQL, Redis and a storage folder: a fresh queue (random prefix) per
// test and workers started explicitly, as BullMQ's own tests do.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { QueueEvents, type Worker } from 'bullmq';
import type { UploadJob } from '@portal/contracts';
import { finishUpload } from './finishUpload.ts';
import { buildUploadJob } from './uploadQueue.ts';
import { loadFile } from './uploadRepository.ts';
import {
  createHarness,
  freshQueue,
  insertFolder,
  multipart,
  redisUrl,
  signedHeaders,
  silent,
  startWorker,
  storedKeys,
  uploadApp,
  waitFor,
  type Part,
  type UploadHarness,
} from './testing.ts';
import { Readable } from 'node:stream';

let h: UploadHarness;
let queue: Awaited<ReturnType<typeof freshQueue>>;
let workers: Worker[] = [];

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
  await Promise.all(workers.map((worker) => worker.close()));
  workers = [];
  await queue.drop();
});

async function upload(parts: Part[]) {
  const folder = await insertFolder(h.db, {});
  const { body, contentType } = multipart(parts);
  const response = await request(uploadApp(h, queue, 8 * 1024 * 1024))
    .post(`/api/files/upload/${folder}`)
    .set(signedHeaders())
    .set('content-type', contentType)
    .send(body);
  expect(response.status).toBe(201);
  return response.body as { id: string; fileName: string }[];
}

const settled = (id: string) =>
  waitFor(async () => {
    const row = await loadFile(h.db, 'md001', id);
    return row && row.status !== 'pending' ? row : null;
  });

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** A pending row and its temporary object, as the upload call leaves them (bypassing its checks). */
async function pendingFile(fileName: string, data: Buffer | string): Promise<UploadJob> {
  const id = randomBytes(16).toString('hex');
  await h.db.query(
    `INSERT INTO files.files (account_id, id, parent_id, file_name, content_type, owner, uploader, status)
     VALUES ('md001', $1, 'root', $2, 'application/octet-stream', $3, $3, 'pending')`,
    [id, fileName, JSON.stringify({ type: 'CAPNHQMember', id: 546319 })],
  );
  await h.storage.put(`md001/tmp/${id}`, Readable.from([Buffer.from(data)]));
  return buildUploadJob({ accountID: 'md001', fileID: id, fileName, now: new Date() }).job;
}

describe('upload job', () => {
  it('finishes uploaded images: real type, size, SHA-256, a PNG thumbnail of at most 256 px for a PNG and a JPEG, bytes moved to {account}/files/{id}, nothing left in tmp', async () => {
    const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: 'green' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 100, height: 400, channels: 3, background: 'red' } })
      .jpeg()
      .toBuffer();
    const [a, b] = await upload([
      { name: 'file-wide.png', data: png },
      { name: 'file-tall.JPG', data: jpeg },
    ]);
    workers.push(startWorker(h, queue.prefix));
    const rowA = await settled(a!.id);
    const rowB = await settled(b!.id);
    expect(rowA).toMatchObject({
      status: 'ready',
      content_type: 'image/png',
      size: String(png.length),
      checksum: sha256(png),
      storage_key: `md001/files/${a!.id}`,
      thumbnail_key: `md001/thumbs/${a!.id}`,
    });
    expect(rowB).toMatchObject({ status: 'ready', content_type: 'image/jpeg', checksum: sha256(jpeg) });
    const thumbA = await sharp(await streamBytes(`md001/thumbs/${a!.id}`)).metadata();
    expect([thumbA.format, thumbA.width, thumbA.height]).toEqual(['png', 256, 128]);
    const thumbB = await sharp(await streamBytes(`md001/thumbs/${b!.id}`)).metadata();
    expect([thumbB.format, thumbB.width, thumbB.height]).toEqual(['png', 64, 256]);
    expect(await streamBytes(`md001/files/${a!.id}`)).toEqual(png);
    expect(await storedKeys(h.filesDir)).toEqual(
      [
        `md001/files/${a!.id}`,
        `md001/files/${b!.id}`,
        `md001/thumbs/${a!.id}`,
        `md001/thumbs/${b!.id}`,
      ].sort(),
    );
  });

  it('sniffs text (valid UTF-8, multi-byte characters across chunks) as text/plain, binary as application/octet-stream, and records the real type of a name without a rule (.txt holding a PNG)', async () => {
    const png = await sharp({ create: { width: 3, height: 3, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    const text = 'Élève ✓ naïve — '.repeat(10_000); // > 64 KB: the head cuts a character somewhere
    const binary = Buffer.concat([randomBytes(1000), Buffer.from([0, 0xff, 0xfe])]);
    const [t, bin, disguised] = await upload([
      { name: 'file-notes.dat', data: text },
      { name: 'file-blob.bin', data: binary },
      { name: 'file-picture.txt', data: png },
    ]);
    workers.push(startWorker(h, queue.prefix));
    expect((await settled(t!.id)).content_type).toBe('text/plain');
    expect((await settled(bin!.id)).content_type).toBe('application/octet-stream');
    expect((await settled(disguised!.id)).content_type).toBe('image/png');
    expect((await settled(bin!.id)).thumbnail_key).toBeNull();
  });

  it('refuses in the job a file whose name lies about its contents (when the call could not tell): status failed, temporary removed, nothing stored', async () => {
    const job = await pendingFile('holiday.jpg', 'not a jpeg at all');
    expect(await finishUpload({ db: h.db, storage: h.storage, logger: silent }, job)).toBe('failed');
    expect((await loadFile(h.db, 'md001', job.fileID))?.status).toBe('failed');
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });

  it('is idempotent: a second run of a finished job changes nothing, and the same file queued twice is one job', async () => {
    const job = await pendingFile('a.txt', 'hello');
    const deps = { db: h.db, storage: h.storage, logger: silent };
    expect(await finishUpload(deps, job)).toBe('ready');
    const first = await loadFile(h.db, 'md001', job.fileID);
    expect(await finishUpload(deps, job)).toBe('already-done');
    expect(await loadFile(h.db, 'md001', job.fileID)).toEqual(first);
    expect(await storedKeys(h.filesDir)).toEqual([`md001/files/${job.fileID}`]);

    const queued = buildUploadJob({
      accountID: 'md001',
      fileID: job.fileID,
      fileName: 'a.txt',
      now: new Date(),
    });
    await queue.enqueue(queued);
    await queue.enqueue(queued);
    expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
  });

  it('recovers a crash between the move and the UPDATE: the bytes are taken from their final place, the row finished once', async () => {
    const job = await pendingFile('b.txt', 'moved already');
    await h.storage.move(`md001/tmp/${job.fileID}`, `md001/files/${job.fileID}`);
    expect(await finishUpload({ db: h.db, storage: h.storage, logger: silent }, job)).toBe('ready');
    expect(await loadFile(h.db, 'md001', job.fileID)).toMatchObject({
      status: 'ready',
      checksum: sha256('moved already'),
    });
    expect(await storedKeys(h.filesDir)).toEqual([`md001/files/${job.fileID}`]);
  });

  it('drops the temporary object of a file deleted before its job ran', async () => {
    const job = await pendingFile('c.txt', 'gone');
    await h.db.query('DELETE FROM files.files WHERE id = $1', [job.fileID]);
    expect(await finishUpload({ db: h.db, storage: h.storage, logger: silent }, job)).toBe('gone');
    expect(await storedKeys(h.filesDir)).toEqual([]);
  });

  it('a job that is not an upload job fails once, visibly, unretried', async () => {
    const events = new QueueEvents('upload', {
      connection: { url: redisUrl },
      prefix: queue.prefix,
    } as never);
    await events.waitUntilReady();
    workers.push(startWorker(h, queue.prefix));
    const job = await queue.queue.add('x', { kind: 'resize' }, { jobId: 'not-an-upload', attempts: 3 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow('unknown upload job kind: resize');
    expect((await queue.queue.getJob('not-an-upload'))?.attemptsMade).toBe(1);
    await events.close();
  });
});

async function streamBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await h.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
