// Service test of POST /internal/files/documents against the real database and a storage folder:
// what svc-events stores a guardian's signed permission slip with, and who may read it afterwards
// through the ordinary download call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InternalDocumentRequest } from '@portal/contracts';
import {
  createDriveHarness,
  MANAGER,
  nhq,
  OWNER,
  PLAIN,
  TEAM_MEMBER,
  type DriveHarness,
  type Viewer,
} from '../drive/testing.ts';
import { DOCUMENT_MESSAGES, documentFileID } from './documentRoutes.ts';

const CADET: Viewer = { ref: nhq(540001), name: ['Ann', 'Able'] };
const PDF = Buffer.from('%PDF-1.4\n% a signed slip\n%%EOF\n');

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

const documentOf = (key: string, bytes: Buffer = PDF): InternalDocumentRequest => ({
  key,
  folder: { key: 'permissionslips-md001-7', name: 'MD001-7 signed permission slips' },
  fileName: 'CAPF6080-md001-7-540001-signed.pdf',
  contentType: 'application/pdf',
  owner: OWNER.ref,
  readers: [CADET.ref],
  content: bytes.toString('base64'),
});
const store = (body: unknown, who: 'anonymous' | Viewer = 'anonymous') =>
  h.call('post', '/internal/files/documents', who, { token: null }).send(body as object);
const rowsWithKey = async (id: string) =>
  (await h.db.query('SELECT id FROM files.files WHERE account_id = $1 AND id = $2', ['md001', id])).rowCount;

describe('POST /internal/files/documents (a document another service made)', () => {
  it('stores the PDF ready in a folder under Events and answers its drive id', async () => {
    const res = await store(documentOf('slip-a-1')).expect(200);
    expect(res.body).toEqual({ id: documentFileID('md001', 'file', 'slip-a-1'), created: true });
    const file = await h.call('get', `/api/files/${res.body.id}/dirty`, MANAGER).expect(200);
    expect(file.body).toMatchObject({
      fileName: 'CAPF6080-md001-7-540001-signed.pdf',
      contentType: 'application/pdf',
      status: 'ready',
      size: PDF.length,
    });
    expect(file.body.folderPath.map((f: { name: string }) => f.name)).toEqual([
      'Drive',
      'Events',
      'MD001-7 signed permission slips',
      'CAPF6080-md001-7-540001-signed.pdf',
    ]);
  });

  it('the same key again stores nothing new and answers the first file: no duplicate', async () => {
    const first = await store(documentOf('slip-a-2')).expect(200);
    const again = await store(documentOf('slip-a-2', Buffer.from('%PDF-1.4 other bytes'))).expect(200);
    expect(again.body).toEqual({ id: first.body.id, created: false });
    expect(await rowsWithKey(first.body.id)).toBe(1);
    const bytes = await h.call('get', `/api/files/${first.body.id}/download`, CADET).expect(200);
    expect(Buffer.from(bytes.body as Buffer).equals(PDF)).toBe(true);
  });

  it('a new key (a new signature) is a new file in the same folder', async () => {
    const a = await store(documentOf('slip-b-1')).expect(200);
    const b = await store(documentOf('slip-b-2')).expect(200);
    expect(b.body.id).not.toBe(a.body.id);
    const parents = await h.db.query('SELECT DISTINCT parent_id FROM files.files WHERE id = ANY($1)', [
      [a.body.id, b.body.id],
    ]);
    expect(parents.rows).toEqual([
      { parent_id: documentFileID('md001', 'folder', 'permissionslips-md001-7') },
    ]);
  });

  it('only the readers, the owner and the drive managers may download it; other members are refused', async () => {
    const { body } = await store(documentOf('slip-c-1')).expect(200);
    const download = (who: Viewer | 'anonymous') => h.call('get', `/api/files/${body.id}/download`, who);
    await download(CADET).expect(200);
    await download(OWNER).expect(200);
    await download(MANAGER).expect(200);
    await download(PLAIN).expect(403);
    await download(TEAM_MEMBER).expect(403);
    await download('anonymous').expect(401);
  });

  it('bytes that are not a PDF are refused with a clear 400, and nothing is stored', async () => {
    const res = await store(documentOf('slip-d-1', Buffer.from('<html>not a pdf</html>'))).expect(400);
    expect(res.body.message).toBe(DOCUMENT_MESSAGES.notPdf);
    expect(await rowsWithKey(documentFileID('md001', 'file', 'slip-d-1'))).toBe(0);
  });

  it('malformed bodies are a 400 VALIDATION, never a 500', async () => {
    for (const body of [
      {},
      { ...documentOf('x'), key: 'has spaces' },
      { ...documentOf('x'), fileName: '../escape.pdf' },
      { ...documentOf('x'), fileName: 'slip.exe' },
      { ...documentOf('x'), contentType: 'text/html' },
      { ...documentOf('x'), content: 'not base64!' },
      { ...documentOf('x'), readers: [{ type: 'CAPNHQMember', id: 'x' }] },
    ]) {
      const res = await store(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    }
  });

  it("goes into the signed context's account only: the same key elsewhere is another file", async () => {
    const here = await store(documentOf('slip-e-1')).expect(200);
    const there = await store(documentOf('slip-e-1'), { ...CADET, accountID: 'md002' }).expect(200);
    expect(there.body.id).not.toBe(here.body.id);
    await h.call('get', `/api/files/${there.body.id}/download`, CADET).expect(404);
  });
});
