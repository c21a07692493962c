// Pact consumer: mfe-admin's drive information call (dashboard widget 5) -> svc-files, written to
// contracts/pacts/mfe-admin-svc-files.json (svc-files' provider test verifies every *-svc-files.json).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { API_ERRORS } from '@portal/contracts';
import { FILES_STATES as STATES, pactOptions } from '@portal/contracts/testing';
import { ApiError, createApiClient } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { loadDriveInfo } from '../members/driveInfoCalls.ts';
import { exampleCookie, json, withCookie } from './adminPact.ts';

const { integer } = MatchersV3;

const pact = new PactV3(pactOptions('mfe-admin', 'svc-files'));

describe('mfe-admin drive information -> svc-files', () => {
  it('GET /api/files/info (loadDriveInfo) answers the counts of the unit drive', async () => {
    pact
      .given(STATES.member)
      .given(STATES.drive)
      .uponReceiving('a drive information request from a signed-in member')
      .withRequest({ method: 'GET', path: '/api/files/info', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { files: 3, folders: 2, bytes: integer(2048) },
      });
    await pact.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url, headers: { cookie: exampleCookie } });
      const info = await loadDriveInfo({}, client);
      expect(info).toEqual({ files: 3, folders: 2, bytes: 2048 });
    });
  });

  it('GET /api/files/info without a session answers 401 Please sign in', async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a drive information request without a session')
      .withRequest({ method: 'GET', path: '/api/files/info' })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: API_ERRORS.signInRequired.code, message: 'Please sign in' },
      });
    await pact.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url });
      const error = await loadDriveInfo({}, client).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(401);
      expect((error as ApiError).message).toBe('Please sign in');
    });
  });
});
