// Security suite, svc-files' part: files that a browser would run as a page (HTML, SVG,
// XML) go in through the real upload call and worker and come out as inert attachments; names
// that are paths never become paths; a forged context is refused. Fresh database, storage folder
// and upload queue (random Redis prefix) for this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { Worker } from 'bullmq';
import type { Express } from 'express';
import { CONTEXT_HEADER, signContext } from '@portal/contracts/server';
import { testContext } from '@portal/contracts/testing';
import { createApp } from '../app.ts';
import { servedContentType } from '../drive/servedType.ts';
import { closeUploadQueues } from '../upload/uploadQueue.ts';
import {
  SECRET,
  createHarness,
  freshQueue,
  insertFolder,
  multipart,
  signedHeaders,
  silent,
  startWorker,
  storedKeys,
  waitFor,
  type Part,
  type UploadHarness,
} from '../upload/testing.ts';

let h: UploadHarness;
let queue: Awaited<ReturnType<typeof freshQueue>>;
let worker: Worker;
let app: Express;
let folder: string;
const savedPrefix = process.env.REDIS_PREFIX;

beforeAll(async () => {
  h = await createHarness();
  queue = await freshQueue();
  process.env.REDIS_PREFIX = queue.prefix; // createApp's upload queue
  app = createApp({ db: h.db, contextSecret: SECRET, storage: h.storage, logger: silent });
  worker = startWorker(h, queue.prefix);
  folder = await insertFolder(h.db, {});
});
afterAll(async () => {
  await worker?.close();
  await closeUploadQueues();
  await queue?.drop();
  process.env.REDIS_PREFIX = savedPrefix;
  await h?.close();
});

async function upload(parts: Part[]): Promise<request.Response> {
  const { body, contentType } = multipart(parts);
  return request(app)
    .post(`/api/files/upload/${folder}`)
    .set(signedHeaders())
    .set('content-type', contentType)
    .send(body);
}

/** Uploads one file, waits for the worker to finish it, answers its download. */
async function roundTrip(name: string, data: string): Promise<request.Response> {
  const created = await upload([{ name: `file-${name}`, data }]);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body as Array<{ id: string }>)[0]!.id;
  await waitFor(async () => {
    const { rows } = await h.db.query('SELECT status FROM files.files WHERE id = $1', [id]);
    return rows[0]?.status === 'ready';
  });
  return request(app)
    .get(`/api/files/${id}/download`)
    .set(signedHeaders())
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const scriptable = [
  [
    'an HTML page',
    'page.html',
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  ],
  [
    'an SVG with an XML prolog (sniffed as application/xml)',
    'drawing.svg',
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ],
  [
    'an SVG without a prolog',
    'badge.svg',
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  ],
  [
    'an XHTML page',
    'page.xhtml',
    '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>',
  ],
] as const;

describe('security: uploads and downloads (413, 415, traversal, download headers)', () => {
  it.each(scriptable)(
    '%s is downloaded as an inert attachment: restrictive type, nosniff, sandbox, safe file name',
    async (_what, name, data) => {
      const response = await roundTrip(name, data);
      expect(response.status).toBe(200);
      const type = String(response.headers['content-type']);
      expect(type).toMatch(/^(text\/plain|application\/octet-stream)\b/);
      expect(type).not.toMatch(/html|svg|xml|javascript/i);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${name}"; filename*=UTF-8''${name}`,
      );
      expect(Buffer.from(response.body as Buffer).toString('utf8')).toBe(data); // the bytes as they were
    },
  );

  it('a stored type a browser would run (HTML, XHTML, SVG, XML, script, any +xml) is served as text/plain; others as stored', () => {
    for (const type of [
      'text/html',
      'TEXT/HTML; charset=utf-8',
      'application/xhtml+xml',
      'image/svg+xml',
      'application/xml',
      'text/xml',
      'application/rss+xml',
      'text/javascript',
      'application/javascript',
    ])
      expect([type, servedContentType(type)]).toEqual([type, 'text/plain']);
    for (const type of ['image/png', 'application/pdf', 'text/plain', 'application/octet-stream'])
      expect(servedContentType(type)).toBe(type);
    expect(servedContentType('')).toBe('application/octet-stream');
  });

  it('absolute, parent and backslash paths in a file name are cut to the base name; the bytes stay under {account}/…/{id}', async () => {
    const response = await upload([
      { name: 'file-/etc/cron.d/evil', filename: 'evil', data: 'a' },
      { name: 'file-C:\\Windows\\win.ini', filename: 'win.ini', data: 'b' },
      { name: 'file-..%2F..%2Fescape.txt', filename: 'escape.txt', data: 'c' },
      { name: 'file-....//....//x.txt', filename: 'x.txt', data: 'd' },
    ]);
    expect(response.status).toBe(201);
    const names = (response.body as Array<{ fileName: string }>).map((file) => file.fileName);
    expect(names).toHaveLength(4);
    for (const name of names) expect(name).not.toMatch(/[/\\\0]|^\.\.?$/);
    expect(names.slice(0, 2)).toEqual(['evil', 'win.ini']);
    await waitFor(async () => {
      const { rows } = await h.db.query(
        "SELECT count(*)::int AS n FROM files.files WHERE status = 'pending'",
      );
      return rows[0].n === 0;
    });
    for (const key of await storedKeys(h.filesDir))
      expect(key).toMatch(/^md001\/(tmp|files|thumbnails)\/[0-9a-f]{32}/);
  });

  it('a forged context (another secret) is refused before any route: 401, nothing stored', async () => {
    const before = await storedKeys(h.filesDir);
    const forged = signContext(testContext({}), 'not-the-secret');
    const { body, contentType } = multipart([{ name: 'file-a.txt', data: 'a' }]);
    const response = await request(app)
      .post(`/api/files/upload/${folder}`)
      .set({ ...signedHeaders(), [CONTEXT_HEADER]: forged })
      .set('content-type', contentType)
      .send(body);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('NO_CONTEXT');
    expect(await storedKeys(h.filesDir)).toEqual(before);
  });
});
