// Shared setup of mfe-drive's pact consumer tests: the Pact instance, svc-files' provider states
// and fixed ids (shared with its provider test), matchers of the §3 File, and a client of the mock
// server. GET /api/token is svc-identity's call, so it is answered locally here rather than pinned
// in the svc-files pact (the provider's request filter puts the session's real token into bodies
// and the x-csrf-token header).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { createApiClient, type ApiClient } from '@portal/kit';
import { FILES_IDS, FILES_STATES, pactOptions } from '@portal/contracts/testing';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, integer, boolean, atMostLike, eachLike, fromProviderState } = MatchersV3;

export const STATES = FILES_STATES;
export const IDS = FILES_IDS;

export function drivePact(): PactV3 {
  return new PactV3(pactOptions('mfe-drive', 'svc-files'));
}

export const EXAMPLE_TOKEN = 'session-csrf-token';
export const tokenField = { token: like(EXAMPLE_TOKEN) };
export const cookieOf = (example: string) => ({
  Cookie: fromProviderState('sessionid=${sessionID}', `sessionid=${example}`),
});
export const memberCookie = cookieOf('pact-session-admin');
export const cadetCookie = cookieOf('pact-session-cadet');
export const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
export const jsonBody = { 'Content-Type': 'application/json' };

/** A client of the mock server with a session cookie; GET /api/token answered locally. */
export function clientFor(url: string, session = 'pact-session-admin'): ApiClient {
  const local: typeof fetch = (input, init) => {
    const target = String(input);
    if (target.endsWith('/api/token')) {
      return Promise.resolve(
        new Response(JSON.stringify({ token: EXAMPLE_TOKEN }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    }
    return fetch(input, init);
  };
  return createApiClient({ baseUrl: url, fetch: local, headers: { cookie: `sessionid=${session}` } });
}

const hexID = (example: string) => regex('^[0-9a-f]{32}$', example);
const reference = { type: like('CAPNHQMember'), id: integer(510001) };
const permission = { type: like('ACCOUNTMEMBER'), permission: integer(1) };

/** A §3 File (every field's type pinned; lists of any length). */
export function driveFile(example: { id: string; fileName: string; contentType: string; parentID: string }) {
  return {
    id: hexID(example.id),
    accountID: like('md001'),
    fileName: like(example.fileName),
    contentType: like(example.contentType),
    parentID: like(example.parentID),
    owner: like(reference),
    uploader: like(reference),
    comments: like(''),
    permissions: atMostLike(permission, 500, 1),
    size: integer(12),
    created: integer(1_700_000_000_000),
    hasThumbnail: boolean(false),
  };
}

export function fullDriveFile(example: Parameters<typeof driveFile>[0]) {
  return { ...driveFile(example), folderPath: eachLike({ id: like('root'), name: like('Drive') }) };
}
