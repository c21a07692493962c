// Service tests of GET /api/files/{id}/download and /export: §6 read, the safe headers (attachment
// with an escaped name, the sniffed type from the row, nosniff), byte ranges (206 / 416), scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type request from 'supertest';
import {
  createDriveHarness,
  MANAGER,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  PLAIN,
  TEAM_MEMBER,
  type DriveHarness,
  type Who,
} from './testing.ts';

let h: DriveHarness;
const bytes = Buffer.from('0123456789abcdefghij'); // 20 bytes
let teamFile: string;
let image: string;

beforeAll(async () => {
  h = await createDriveHarness();
  teamFile = await h.seed({
    id: newID(),
    parentID: 'root',
    fileName: 'roster.txt',
    owner: OWNER.ref,
    bytes,
    contentType: 'text/plain',
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
  });
  image = await h.seed({
    id: newID(),
    parentID: 'root',
    fileName: 'photo.png',
    owner: OWNER.ref,
    bytes: Buffer.from('not really a png'),
    contentType: 'image/png',
    thumbnail: Buffer.from('thumbnail bytes'),
    permissions: [{ type: 'OTHER', permission: 1 }],
  });
});
afterAll(() => h?.close());

/** supertest buffers any body as a Buffer with this parser. */
const binary = (test: request.Test) =>
  test.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('GET /api/files/{id}/download: §6 read', () => {
  const matrix: [string, Who, number][] = [
    ['a member of the team the file is shared with downloads it', TEAM_MEMBER, 200],
    ['the owner downloads it', OWNER, 200],
    ['FileManagement FULL downloads it', MANAGER, 200],
    ['a member outside the team is refused', PLAIN, 403],
    ['anonymous visitors must sign in', 'anonymous', 401],
    ["another account's host does not find it", OTHER_ACCOUNT_OWNER, 404],
  ];
  it.each(matrix)('%s', async (_rule, who, status) => {
    const response = await binary(h.call('get', `/api/files/${teamFile}/download`, who));
    expect(response.status).toBe(status);
    if (status === 200) expect(Buffer.from(response.body).equals(bytes)).toBe(true);
  });
});

describe('download headers', () => {
  it('is an attachment with the stored (sniffed) type, nosniff and the length', async () => {
    const response = await binary(h.call('get', `/api/files/${teamFile}/download`, OWNER));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="roster.txt"; filename*=UTF-8''roster.txt`,
    );
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe('20');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves the type stored on the row, never a type guessed from the name', async () => {
    const id = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'page.html',
      owner: OWNER.ref,
      bytes: Buffer.from('<script>alert(1)</script>'),
      contentType: 'text/plain',
    });
    const response = await binary(h.call('get', `/api/files/${id}/download`, OWNER));
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('escapes quotes, drops newlines and encodes unicode in the name', async () => {
    const id = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'a "quoted"\r\nX-Evil: 1 ✈ Übung.txt',
      owner: OWNER.ref,
      bytes,
      contentType: 'text/plain',
    });
    const response = await binary(h.call('get', `/api/files/${id}/download`, OWNER));
    expect(response.status).toBe(200);
    expect(response.headers['x-evil']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="a _quoted_X-Evil: 1 _ _bung.txt"; filename*=UTF-8''a%20%22quoted%22X-Evil%3A%201%20%E2%9C%88%20%C3%9Cbung.txt`,
    );
  });
});

describe('download ranges', () => {
  it('answers 206 with the asked bytes and Content-Range', async () => {
    const response = await binary(
      h.call('get', `/api/files/${teamFile}/download`, OWNER).set('Range', 'bytes=5-9'),
    );
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 5-9/20');
    expect(response.headers['content-length']).toBe('5');
    expect(Buffer.from(response.body).toString()).toBe('56789');
  });

  it('answers the last bytes of a suffix range', async () => {
    const response = await binary(
      h.call('get', `/api/files/${teamFile}/download`, OWNER).set('Range', 'bytes=-3'),
    );
    expect(response.status).toBe(206);
    expect(Buffer.from(response.body).toString()).toBe('hij');
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await h
      .call('get', `/api/files/${teamFile}/download`, OWNER)
      .set('Range', 'bytes=20-30');
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */20');
    expect(response.body.code).toBe('RANGE_NOT_SATISFIABLE');
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await binary(
      h
        .call('get', `/api/files/${teamFile}/download`, OWNER)
        .set('Range', 'bytes=0-1')
        .set('If-Range', '"old"'),
    );
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body).length).toBe(20);
  });
});

describe('download refusals', () => {
  it('a folder cannot be downloaded', async () => {
    const response = await h.call('get', '/api/files/root/download', MANAGER);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Folders cannot be downloaded');
  });

  it('a file still being uploaded answers 409', async () => {
    const id = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'big.bin',
      owner: OWNER.ref,
      bytes,
      status: 'pending',
    });
    const response = await h.call('get', `/api/files/${id}/download`, OWNER);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('FILE_NOT_READY');
  });

  it('missing bytes answer 404, not 500', async () => {
    const id = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'gone.txt',
      owner: OWNER.ref,
      bytes,
      contentType: 'text/plain',
    });
    await h.storage.remove(`md001/files/${id}`);
    const response = await h.call('get', `/api/files/${id}/download`, OWNER);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("The file's contents are missing");
  });
});

describe('GET /api/files/{id}/export: the thumbnail', () => {
  it('answers the thumbnail as image/png with nosniff, to anyone who may read the file', async () => {
    const response = await binary(h.call('get', `/api/files/${image}/export`, 'anonymous'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(response.body).toString()).toBe('thumbnail bytes');
  });

  it('answers 404 when the file has no thumbnail', async () => {
    const response = await h.call('get', `/api/files/${teamFile}/export`, OWNER);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('This file has no thumbnail');
  });

  it("needs read, and another account's file is not found", async () => {
    const privateImage = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'p.png',
      owner: OWNER.ref,
      bytes,
      contentType: 'image/png',
      thumbnail: Buffer.from('t'),
    });
    expect((await h.call('get', `/api/files/${privateImage}/export`, PLAIN)).status).toBe(403);
    expect((await h.call('get', `/api/files/${image}/export`, OTHER_ACCOUNT_OWNER)).status).toBe(404);
  });
});
