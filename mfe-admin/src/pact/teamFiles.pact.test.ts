// Pact consumer: the team page's file list (GET /api/files/team/{teamID}, teamFilesCalls.ts) ->
// svc-files, merged into contracts/pacts/mfe-admin-svc-files.json. The cadet (team 1) sees the
// fixture's roster.txt, which is shared with team 1.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { FILE_FINDING_MESSAGES } from '@portal/contracts';
import { FILES_IDS, FILES_STATES as STATES, pactOptions } from '@portal/contracts/testing';
import { ApiError, createApiClient } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadTeamFiles } from '../teams/teamFilesCalls.ts';
import { exampleCookie, json, withCookie } from './adminPact.ts';

const { eachLike, like, integer, regex, boolean } = MatchersV3;

const pact = new PactV3(pactOptions('mfe-admin', 'svc-files'));
const reference = { type: like('CAPNHQMember'), id: integer(510001) };

describe("mfe-admin team page's files -> svc-files", () => {
  it('GET /api/files/team/1 (loadTeamFiles) lists the files shared with team 1 to a team member', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving("a team's files request from a member of the team")
      .withRequest({ method: 'GET', path: '/api/files/team/1', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          files: eachLike({
            id: regex('^[0-9a-f]{32}$', FILES_IDS.teamFile),
            accountID: like('md001'),
            fileName: 'roster.txt',
            contentType: like('text/plain'),
            parentID: like(FILES_IDS.folder),
            owner: like(reference),
            uploader: like(reference),
            comments: like(''),
            permissions: eachLike({ type: 'TEAM', teamID: 1, permission: 1 }),
            size: integer(19),
            created: integer(1_700_000_000_000),
            hasThumbnail: boolean(false),
          }),
          nextOffset: null,
        },
      });
    await pact.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url, headers: { cookie: exampleCookie } });
      const page = await loadTeamFiles(1, 0, client);
      expect(page.files.map((f) => f.fileName)).toEqual(['roster.txt']);
    });
  });

  it('GET /api/files/team/{teamID} with a team id that is not a number answers 400 with our words', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving("a team's files request with a malformed team id")
      .withRequest({ method: 'GET', path: '/api/files/team/abc', headers: withCookie })
      .willRespondWith({
        status: 400,
        headers: json,
        body: { code: 'VALIDATION', message: FILE_FINDING_MESSAGES.invalidTeamID },
      });
    await pact.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url, headers: { cookie: exampleCookie } });
      const res = await client.get('/api/files/team/abc').catch((e: unknown) => e);
      expect(res).toBeInstanceOf(ApiError);
      expect((res as ApiError).message).toBe(FILE_FINDING_MESSAGES.invalidTeamID);
    });
  });
});
