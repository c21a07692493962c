// Service test of GET /internal/files/documents/{key} against the real database and a storage
// folder: the service that stored a document reads its bytes back by the same key, and nothing
// else in the drive can be reached through it.
import { internalDocumentPath, type InternalDocumentRequest } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriveHarness, newID, nhq, OWNER, type DriveHarness } from '../drive/testing.ts';
import { documentFileID } from './documentRoutes.ts';

const PDF = Buffer.from('%PDF-1.4\n% a signed slip to read back\n%%EOF\n');
const FOLDER_KEY = 'permissionslips-md001-9';

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

const documentOf = (key: string): InternalDocumentRequest => ({
  key,
  folder: { key: FOLDER_KEY, name: 'MD001-9 signed permission slips' },
  fileName: 'CAPF6080-md001-9-540001-signed.pdf',
  contentType: 'application/pdf',
  owner: OWNER.ref,
  readers: [nhq(540001)],
  content: PDF.toString('base64'),
});
const store = (key: string) =>
  h.call('post', '/internal/files/documents', 'anonymous', { token: null }).send(documentOf(key)).expect(200);
const read = (path: string, who: Parameters<DriveHarness['call']>[2] = 'anonymous') =>
  h
    .call('get', path, who)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('GET /internal/files/documents/{key} (a stored document read back by its key)', () => {
  it('answers the stored bytes with their stored type', async () => {
    await store('slip-read-1');
    const res = await read(internalDocumentPath('slip-read-1')).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(res.body as Buffer).equals(PDF)).toBe(true);
  });

  it('a key with nothing stored under it is 404', async () => {
    await read(internalDocumentPath('slip-never-stored')).expect(404);
  });

  it("a folder's key is not a document: 404", async () => {
    await store('slip-read-2');
    // the folder's id is made from its key the same way, but as a folder
    await read(internalDocumentPath(FOLDER_KEY)).expect(404);
  });

  it('a file uploaded to the drive cannot be reached through it: only documents stored by key', async () => {
    const id = await h.seed({
      id: newID(),
      parentID: 'root',
      fileName: 'upload.pdf',
      owner: OWNER.ref,
      bytes: PDF,
      contentType: 'application/pdf',
    });
    await read(internalDocumentPath(id)).expect(404);
  });

  it("answers in the signed context's account only: another account's context gets 404", async () => {
    await store('slip-read-3');
    expect(documentFileID('md002', 'file', 'slip-read-3')).not.toBe(
      documentFileID('md001', 'file', 'slip-read-3'),
    );
    await read(internalDocumentPath('slip-read-3'), { ref: nhq(540001), accountID: 'md002' }).expect(404);
  });

  it('a key outside the key alphabet is 404, never a 500', async () => {
    await read(`/internal/files/documents/${encodeURIComponent('has spaces')}`).expect(404);
  });
});
