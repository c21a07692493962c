// Pact consumer: a file custom field's download links (fileFields/fileCalls.ts loadFileInfo: GET
// /api/files/{id}, platform §7) -> svc-files -> contracts/pacts/mfe-events-svc-files.json. The name
// of a chosen file for its link; the link itself is GET /api/files/{id}/download. Provider states:
// svc-files/src/pact/providerStates.ts (md001's fixture drive: photo.png in a folder).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { FILES_IDS, FILES_STATES as STATES, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { fileDownloadHref, loadFileInfo } from '../fileFields/fileCalls.ts';
import { clientFor, cookieOf, json } from './eventsPact.ts';

const { like, regex, integer, boolean, atMostLike } = MatchersV3;
const pact = new PactV3(pactOptions('mfe-events', 'svc-files'));
const SESSION = 'pact-session-admin';

describe('mfe-events file custom fields -> svc-files', () => {
  it('GET /api/files/{id} (loadFileInfo): the chosen file, named for its download link', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a file custom field naming its file for a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${FILES_IDS.image}`, headers: cookieOf(SESSION) })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          id: regex('^[0-9a-f]{32}$', FILES_IDS.image),
          accountID: like('md001'),
          fileName: like('photo.png'),
          contentType: like('image/png'),
          parentID: like(FILES_IDS.folder),
          owner: like({ type: 'CAPNHQMember', id: 510001 }),
          uploader: like({ type: 'CAPNHQMember', id: 510001 }),
          comments: like(''),
          permissions: atMostLike({ type: like('ACCOUNTMEMBER'), permission: integer(1) }, 500, 1),
          size: integer(12),
          created: integer(1_700_000_000_000),
          hasThumbnail: boolean(false),
        },
      });
    await pact.executeTest(async (mock) => {
      const file = await loadFileInfo(FILES_IDS.image, clientFor(mock.url, SESSION));
      expect(file.fileName).toBe('photo.png');
      expect(fileDownloadHref(file.id)).toBe(`/api/files/${FILES_IDS.image}/download`);
    });
  });
});
