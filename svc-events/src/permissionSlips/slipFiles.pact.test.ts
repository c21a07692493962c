// Pact consumer: svc-events -> svc-files, POST /internal/files/documents and GET
// /internal/files/documents/{key} (contracts/src/files/internalDocument.ts), through the real client
// (slipFilesClient.ts): a guardian's signed CAPF 60-80 stored in the drive, the same signature sent
// again answering the file stored first, and the stored PDF read back by its key (404 when none).
// Writes contracts/pacts/svc-events-slips-svc-files.json. The context signature cannot match the
// provider's secret: the provider's request filter re-signs it (md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { FILES_DOCUMENT, FILES_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { internalDocumentPath, type InternalDocumentRequest } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { createSlipFilesClient } from './slipFilesClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, eachLike } = MatchersV3;
const CONSUMER = 'svc-events-slips';

const provider = new PactV3(pactOptions(CONSUMER, 'svc-files'));
const client = (url: string) => createSlipFilesClient({ filesUrl: url, contextSecret: 'pact-secret-events' });

const PDF = Buffer.from('%PDF-1.4\n% a signed permission slip\n%%EOF\n').toString('base64');
const document: InternalDocumentRequest = {
  key: FILES_DOCUMENT.key,
  folder: { key: FILES_DOCUMENT.folderKey, name: FILES_DOCUMENT.folderName },
  fileName: FILES_DOCUMENT.fileName,
  contentType: 'application/pdf',
  owner: { type: 'CAPNHQMember', id: 520005 },
  readers: [{ type: 'CAPNHQMember', id: 540001 }],
  content: PDF,
};
const requestBody = {
  key: FILES_DOCUMENT.key,
  folder: { key: FILES_DOCUMENT.folderKey, name: like(FILES_DOCUMENT.folderName) },
  fileName: like(FILES_DOCUMENT.fileName),
  contentType: 'application/pdf',
  owner: { type: 'CAPNHQMember', id: like(520005) },
  readers: eachLike({ type: 'CAPNHQMember', id: like(540001) }),
  // a PDF's bytes, base64: they start with '%PDF-'
  content: regex('^JVBERi0[A-Za-z0-9+/]*={0,2}$', PDF),
};
/** What FILES_STATES.documentStored stores as the document's bytes. */
const STORED_PDF = '%PDF-1.4\n%%EOF\n';
const FILE_ID = regex('^[0-9a-f]{32}$', 'a1b2c3d4e5f60718293a4b5c6d7e8f90');

describe('svc-events -> svc-files: the signed permission slip stored in the drive', () => {
  it('POST /internal/files/documents stores a new signed slip and answers its drive id', async () => {
    provider
      .given(FILES_STATES.documentsTaken)
      .uponReceiving("a signed permission slip's PDF from svc-events")
      .withRequest({
        method: 'POST',
        path: '/internal/files/documents',
        headers: internalContextHeader,
        body: requestBody,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { id: FILE_ID, created: true },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).storeDocument('md001', document);
      expect(answer).toEqual({ id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', created: true });
    });
  });

  it('the same signature sent again stores nothing new and answers the first file', async () => {
    provider
      .given(FILES_STATES.documentStored)
      .uponReceiving("a signed permission slip's PDF sent again from svc-events")
      .withRequest({
        method: 'POST',
        path: '/internal/files/documents',
        headers: internalContextHeader,
        body: requestBody,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: { id: FILE_ID, created: false },
      });
    await provider.executeTest(async (mock) => {
      const answer = await client(mock.url).storeDocument('md001', document);
      expect(answer.created).toBe(false);
    });
  });

  it('GET /internal/files/documents/{key} answers the stored PDF by the key it was stored with', async () => {
    provider
      .given(FILES_STATES.documentStored)
      .uponReceiving("a stored signed permission slip's PDF read back by svc-events")
      .withRequest({
        method: 'GET',
        path: internalDocumentPath(FILES_DOCUMENT.key),
        headers: internalContextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
        // the bytes the provider state stores
        body: STORED_PDF,
      });
    await provider.executeTest(async (mock) => {
      const bytes = await client(mock.url).readDocument('md001', FILES_DOCUMENT.key);
      expect(bytes?.toString('latin1')).toBe(STORED_PDF);
    });
  });

  it('GET /internal/files/documents/{key} of a key with nothing stored is 404 (null)', async () => {
    provider
      .given(FILES_STATES.documentsTaken)
      .uponReceiving('a signed permission slip never stored, read by svc-events')
      .withRequest({
        method: 'GET',
        path: internalDocumentPath(FILES_DOCUMENT.key),
        headers: internalContextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).readDocument('md001', FILES_DOCUMENT.key)).toBeNull();
    });
  });
});
