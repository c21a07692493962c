// Pact consumer: the drive's finding calls (Shared with me, search by file name; fileCalls.ts) ->
// svc-files, merged into contracts/pacts/mfe-drive-svc-files.json. The cadet (team 1) finds the
// fixture's roster.txt, which is shared with team 1.
import { MatchersV3 } from '@pact-foundation/pact';
import { API_ERRORS, FILE_FINDING_MESSAGES } from '@portal/contracts';
import { createApiClient, isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadSharedWithMe, searchFiles } from '../drive/fileCalls.ts';
import { cadetCookie, clientFor, drivePact, driveFile, IDS, json, STATES } from './drivePact.ts';

const { eachLike, like } = MatchersV3;
const pact = drivePact();
const roster = { id: IDS.teamFile, fileName: 'roster.txt', contentType: 'text/plain', parentID: IDS.folder };
const teamEntry = { type: 'TEAM', teamID: 1, permission: 1 };
const rosterFile = { ...driveFile(roster), fileName: 'roster.txt', permissions: eachLike(teamEntry) };

describe('mfe-drive finding calls -> svc-files', () => {
  it('GET /api/files/shared (loadSharedWithMe): what was shared with the cadet through team 1', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving('a Shared with me request from a team member')
      .withRequest({ method: 'GET', path: '/api/files/shared', headers: cadetCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { files: eachLike(rosterFile), nextOffset: null },
      });
    await pact.executeTest(async (mock) => {
      const page = await loadSharedWithMe(0, clientFor(mock.url, 'pact-session-cadet'));
      expect(page.files[0]?.fileName).toBe('roster.txt');
      expect(page.nextOffset).toBeNull();
    });
  });

  it('GET /api/files/search?q=roster (searchFiles): files by name the cadet may read', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving('a file name search from a team member')
      .withRequest({ method: 'GET', path: '/api/files/search', query: { q: 'roster' }, headers: cadetCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { files: eachLike(rosterFile), nextOffset: null },
      });
    await pact.executeTest(async (mock) => {
      const page = await searchFiles('roster', 0, clientFor(mock.url, 'pact-session-cadet'));
      expect(page.files.map((f) => f.fileName)).toEqual(['roster.txt']);
    });
  });

  it('GET /api/files/search with an empty term: 400 with our words', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving('an empty file name search')
      .withRequest({ method: 'GET', path: '/api/files/search', query: { q: ' ' }, headers: cadetCookie })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: 'VALIDATION', message: FILE_FINDING_MESSAGES.searchTermRequired },
      });
    await pact.executeTest(async (mock) => {
      const error = await searchFiles(' ', 0, clientFor(mock.url, 'pact-session-cadet')).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.message).toBe(FILE_FINDING_MESSAGES.searchTermRequired);
    });
  });

  it('GET /api/files/shared without a session: 401 Please sign in', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a Shared with me request from an anonymous visitor')
      .withRequest({ method: 'GET', path: '/api/files/shared' })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: API_ERRORS.signInRequired.code, message: like('Please sign in') },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadSharedWithMe(0, createApiClient({ baseUrl: mock.url })).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.status).toBe(401);
    });
  });
});
