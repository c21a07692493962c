// Pact consumer: the event viewer's attachments (eventViewer/attachmentCalls.ts loadAttachments:
// GET /api/files/{id} per §3 fileID, platform §7 "files"), a call to svc-files ->
// contracts/pacts/mfe-events-svc-files.json. The drive answers a file only to a viewer its sharing
// bits allow (platform §6): a team member reads the team's file, an anonymous visitor a file shared
// with everyone; a file without an entry for them is refused (403 signed in, 401 anonymous), and the
// viewer then leaves it out. Provider states: svc-files/src/pact/providerStates.ts.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { API_ERRORS } from '@portal/contracts';
import { FILES_IDS, FILES_STATES as STATES, pactOptions } from '@portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { loadAttachments } from '../eventViewer/attachmentCalls.ts';
import { clientFor, json } from './eventsPact.ts';

const { like, regex, integer, boolean, eachLike, fromProviderState } = MatchersV3;

const pact = new PactV3(pactOptions('mfe-events', 'svc-files'));
const CADET_SESSION = 'pact-session-cadet';
const cadetCookie = { Cookie: fromProviderState('sessionid=${sessionID}', `sessionid=${CADET_SESSION}`) };

/** A §3 File as the viewer reads it (name and type; every field's type pinned). */
const driveFile = (id: string, fileName: string, contentType: string, permission: object) => ({
  id: regex('^[0-9a-f]{32}$', id),
  accountID: like('md001'),
  fileName: like(fileName),
  contentType: like(contentType),
  parentID: like(FILES_IDS.folder),
  owner: like({ type: 'CAPNHQMember', id: 510001 }),
  uploader: like({ type: 'CAPNHQMember', id: 510001 }),
  comments: like(''),
  permissions: eachLike(permission),
  size: integer(19),
  created: integer(1_700_000_000_000),
  hasThumbnail: boolean(false),
});

describe('mfe-events event viewer attachments -> svc-files: each file only as its sharing bits allow (platform §6)', () => {
  it('GET /api/files/{id} by a member of the team the file is shared with: the file, listed', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving('an event attachment requested by a member of the team it is shared with')
      .withRequest({ method: 'GET', path: `/api/files/${FILES_IDS.teamFile}`, headers: cadetCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: driveFile(FILES_IDS.teamFile, 'roster.txt', 'text/plain', {
          type: 'TEAM',
          teamID: integer(1),
          permission: integer(1),
        }),
      });
    await pact.executeTest(async (mock) => {
      const { files, failed } = await loadAttachments(
        [FILES_IDS.teamFile],
        clientFor(mock.url, CADET_SESSION),
      );
      expect(files.map((f) => f.fileName)).toEqual(['roster.txt']);
      expect(failed).toBe(0);
    });
  });

  it('GET /api/files/{id} of a file not shared with the member: 403, left out of the list', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.folder)
      .uponReceiving('an event attachment requested by a member it is not shared with')
      .withRequest({ method: 'GET', path: `/api/files/${FILES_IDS.text}`, headers: cadetCookie })
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: API_ERRORS.forbidden.code, message: like('You do not have permission to do that') },
      });
    await pact.executeTest(async (mock) => {
      const { files, failed } = await loadAttachments([FILES_IDS.text], clientFor(mock.url, CADET_SESSION));
      expect(files).toEqual([]);
      expect(failed).toBe(0);
    });
  });

  it('GET /api/files/{id} by an anonymous visitor: a file shared with everyone is listed', async () => {
    pact
      .given(STATES.noSession)
      .given(STATES.publicPhoto)
      .uponReceiving('an event attachment shared with everyone requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: `/api/files/${FILES_IDS.publicImage}` })
      .willRespondWith({
        status: 200,
        headers: json,
        body: driveFile(FILES_IDS.publicImage, 'bivouac.png', 'image/png', {
          type: 'OTHER',
          permission: integer(1),
        }),
      });
    await pact.executeTest(async (mock) => {
      const { files } = await loadAttachments([FILES_IDS.publicImage], clientFor(mock.url, null));
      expect(files.map((f) => f.fileName)).toEqual(['bivouac.png']);
    });
  });

  it('GET /api/files/{id} by an anonymous visitor: a members-only file answers 401, left out', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a members-only event attachment requested by an anonymous visitor')
      .withRequest({ method: 'GET', path: `/api/files/${FILES_IDS.image}` })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: 'SIGNIN_REQUIRED', message: like('Please sign in') },
      });
    await pact.executeTest(async (mock) => {
      const { files, failed } = await loadAttachments([FILES_IDS.image], clientFor(mock.url, null));
      expect(files).toEqual([]);
      expect(failed).toBe(0);
    });
  });
});
