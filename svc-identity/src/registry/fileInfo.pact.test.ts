// Pact consumer: svc-identity -> svc-files, GET /internal/files/{id}/info (contracts/src/files/
// internalFileInfo.ts), through the real client (fileInfoClient.ts), for the registry's favicon
// check (§2 "Favicon must be a file ending .png, .ico or .jpg"). Writes
// contracts/pacts/svc-identity-favicon-svc-files.json under its own consumer name. The context
// signature cannot match the provider's secret: the provider's request filter re-signs it (md001).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { FILES_IDS, FILES_STATES, internalContextHeader, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { createFileInfoClient } from './fileInfoClient.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, fromProviderState } = MatchersV3;
const CONSUMER = 'svc-identity-favicon';

const provider = new PactV3(pactOptions(CONSUMER, 'svc-files'));
const client = (url: string) =>
  createFileInfoClient({ filesUrl: url, contextSecret: 'pact-secret-identity' });

describe('svc-identity -> svc-files: a drive file for the favicon check', () => {
  it("GET /internal/files/{id}/info answers the file's name and stored type", async () => {
    provider
      .given(FILES_STATES.folder)
      .uponReceiving('a request for the name and type of an image file from svc-identity')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/internal/files/${imageID}/info', `/internal/files/${FILES_IDS.image}/info`),
        headers: internalContextHeader,
      })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: {
          id: fromProviderState('${imageID}', FILES_IDS.image),
          fileName: like('photo.png'),
          contentType: like('image/png'),
        },
      });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).infoOf('md001', FILES_IDS.image)).toEqual({
        id: FILES_IDS.image,
        fileName: 'photo.png',
        contentType: 'image/png',
      });
    });
  });

  it('a file the account does not have is 404: the client answers null', async () => {
    provider
      .given(FILES_STATES.folder)
      .uponReceiving('a request for the name and type of an unknown file from svc-identity')
      .withRequest({
        method: 'GET',
        path: '/internal/files/f00000000000000000000000000000ff/info',
        headers: internalContextHeader,
      })
      .willRespondWith({ status: 404 });
    await provider.executeTest(async (mock) => {
      expect(await client(mock.url).infoOf('md001', 'f00000000000000000000000000000ff')).toBeNull();
    });
  });
});
