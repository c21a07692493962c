// Pact consumer: mfe-admin's special event account page (eventAccountCalls.ts), the dashboard's errors
// count widget (ErrorsCountWidget.tsx: its call, made with the same client options) and the member
// import upload (importCalls.ts uploadMemberExport) -> svc-identity (gateway paths).
// createEventAccount and the upload's token use the kit's same-origin apiClient (relative paths):
// global fetch puts the mock server's origin in front; no cookie travels, the provider's request
// filter uses the session the provider state created.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3, type PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES } from '@portal/contracts/testing';
import { errorCountResponse, MEMBER_IMPORT_PATH } from '@portal/contracts';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createEventAccount } from '../eventAccounts/eventAccountCalls.ts';
import { uploadMemberExport } from '../memberImport/importCalls.ts';
import {
  adminPact,
  EXAMPLE_TOKEN,
  givenStates,
  json,
  signedInClient,
  STATES,
  tokenField,
  withCookie,
} from './adminPact.ts';

const { like, integer } = MatchersV3;
const pact = adminPact();
const CADET_SIGNED_IN = IDENTITY_STATES.cadet;
const forbidden = { code: 'FORBIDDEN', message: like('You do not have permission to do that') };
/** A few bytes with the zip signature: the refusal comes before the archive is read. */
const zipBytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
const zipFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mfe-admin-pact-')), 'capwatch.zip');
fs.writeFileSync(zipFile, zipBytes);

afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(() => {
  fs.rmSync(path.dirname(zipFile), { recursive: true, force: true });
});

function useMockOrigin(url: string): typeof fetch {
  const realFetch = globalThis.fetch;
  const prefixed = ((input: string, init?: RequestInit) =>
    realFetch(input.startsWith('/') ? url + input : input, init)) as typeof fetch;
  vi.stubGlobal('fetch', prefixed);
  return prefixed;
}

/** The kit's GET /api/token without a cookie (the same-origin client), for the state's session. */
function expectTokenWithoutCookie(p: PactV3, states: readonly string[], who: string): void {
  let built = p;
  for (const state of states) built = built.given(state);
  built
    .uponReceiving(`a token request of ${who} (same-origin client)`)
    .withRequest({ method: 'GET', path: '/api/token' })
    .willRespondWith({ status: 200, headers: json, body: { token: like(EXAMPLE_TOKEN) } });
}

const eventAccount = { accountID: 'md001pactfest', accountName: 'Pact Fest 2027', event: null };

describe('mfe-admin -> svc-identity: event accounts, errors count, member import', () => {
  it('POST /api/events/account/ (createEventAccount) by the privileged user: the new account', async () => {
    expectTokenWithoutCookie(pact, [STATES.privilegedUser], 'the privileged user');
    pact
      .given(STATES.privilegedUser)
      .uponReceiving('a special event account created by the privileged user')
      .withRequest({
        method: 'POST',
        path: '/api/events/account/',
        headers: { 'Content-Type': 'application/json' },
        body: { ...eventAccount, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { id: 'md001pactfest', mainCalendarID: like('md001pactfest-calendar') },
      });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      const created = await createEventAccount(eventAccount);
      expect(created.id).toBe('md001pactfest');
    });
  });

  it('POST /api/events/account/ by a squadron admin (no wing or region account): 403', async () => {
    expectTokenWithoutCookie(pact, [STATES.admin], 'admin');
    pact
      .given(STATES.admin)
      .uponReceiving('a special event account created by a squadron admin')
      .withRequest({
        method: 'POST',
        path: '/api/events/account/',
        headers: { 'Content-Type': 'application/json' },
        body: { ...eventAccount, accountID: 'md001refused', ...tokenField },
      })
      .willRespondWith({ status: 403, headers: json, body: forbidden });
    await pact.executeTest(async (mock) => {
      useMockOrigin(mock.url);
      await expect(createEventAccount({ ...eventAccount, accountID: 'md001refused' })).rejects.toMatchObject({
        status: 403,
      });
    });
  });

  it('GET /api/errors/count (ErrorsCountWidget) for the site administrator: the open errors', async () => {
    givenStates(pact, STATES.privilegedUser, [STATES.openServerError])
      .uponReceiving('an errors count request from the privileged user')
      .withRequest({ method: 'GET', path: '/api/errors/count', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: { count: integer(1) } });
    await pact.executeTest(async (mock) => {
      const { count } = await signedInClient(mock.url).get('/api/errors/count', {
        schema: errorCountResponse,
      });
      expect(count).toBeGreaterThan(0);
    });
  });

  it('GET /api/errors/count for anyone else (a cadet): 403', async () => {
    pact
      .given(CADET_SIGNED_IN)
      .uponReceiving('an errors count request from a cadet')
      .withRequest({ method: 'GET', path: '/api/errors/count', headers: withCookie })
      .willRespondWith({ status: 403, headers: json, body: forbidden });
    await pact.executeTest(async (mock) => {
      const call = signedInClient(mock.url).get('/api/errors/count', { schema: errorCountResponse });
      await expect(call).rejects.toMatchObject({ status: 403 });
    });
  });

  it("POST /api/member/capwatch/import (uploadMemberExport) without DownloadCAPWATCH: 403 with §8's result InvalidPermissions", async () => {
    expectTokenWithoutCookie(pact, [CADET_SIGNED_IN], 'the signed-in cadet');
    pact
      .given(CADET_SIGNED_IN)
      .uponReceiving('a member import upload by a cadet')
      .withRequestBinaryFile(
        {
          method: 'POST',
          path: MEMBER_IMPORT_PATH,
          headers: { 'x-csrf-token': like(EXAMPLE_TOKEN) },
        },
        'application/zip',
        zipFile,
      )
      .willRespondWith({
        status: 403,
        headers: json,
        body: { code: 'FORBIDDEN', message: like('x'), result: 'InvalidPermissions' },
      });
    await pact.executeTest(async (mock) => {
      const prefixed = useMockOrigin(mock.url);
      const upload = uploadMemberExport(new Blob([zipBytes], { type: 'application/zip' }), prefixed);
      await expect(upload).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    });
  });
});
