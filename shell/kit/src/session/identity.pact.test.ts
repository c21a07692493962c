// Pact consumer: shell-kit (the browser kit's API client) -> svc-identity, on the gateway's paths.
// Provider states (implemented by svc-identity's provider verification; see shell/kit/README.md):
//   'no session'
//   IDENTITY_STATES.cadetWithPassword  params { password } -> sign-in of 'cadet' with that password
//   IDENTITY_STATES.cadet    returns { sessionID } -> injected into the Cookie header
// The CSRF token's value cannot be known here: the provider's request filter puts the real one in.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { Member } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { checkSession, logout, requestSignin } from './sessionCalls.ts';
import { IDENTITY_STATES, memberLike, pactOptions, SIGNIN_CADET_EXAMPLE } from '@portal/contracts/testing';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, fromProviderState } = MatchersV3;
const PASSWORD = 'Pact-Password-2024!';
const exampleCookie = 'sessionid=pact-example-session-id-0000000000000000000';

const provider = new PactV3(pactOptions('shell-kit', 'svc-identity'));

// The fixture cadet; values are examples, only the types are pinned (extra fields allowed).
const cadetExample = SIGNIN_CADET_EXAMPLE;
const memberCadet = memberLike(cadetExample);
const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
const withCookie = { Cookie: fromProviderState('sessionid=${sessionID}', exampleCookie) };

beforeAll(() => {
  // The example is a valid contracts Member, so the kit's schema parsing runs on it below.
  expect(Member.safeParse(cadetExample).success).toBe(true);
});

describe('shell-kit -> svc-identity (through gateway paths)', () => {
  it('GET /api/token without a session gives a token', async () => {
    provider
      .given('no session')
      .uponReceiving('a token request without a session')
      .withRequest({ method: 'GET', path: '/api/token' })
      .willRespondWith({ status: 200, headers: json, body: { token: like('anonymous-csrf-token') } });
    await provider.executeTest(async (mock) => {
      const token = await createApiClient({ baseUrl: mock.url }).token();
      expect(token).toBe('anonymous-csrf-token');
    });
  });

  it('POST /api/signin with the right password signs cadet in and sets the session cookie', async () => {
    provider
      .given(IDENTITY_STATES.cadetWithPassword, { password: PASSWORD })
      .uponReceiving('a sign-in of cadet with the right password')
      .withRequest({
        method: 'POST',
        path: '/api/signin',
        headers: { 'Content-Type': 'application/json' },
        body: { username: 'cadet', password: PASSWORD, token: { type: 'Recaptcha', response: 'none' } },
      })
      .willRespondWith({
        status: 200,
        headers: {
          ...json,
          // beside the session cookie, svc-identity's sign-in device cookie (HttpOnly, the kit never reads it)
          'Set-Cookie': regex(
            '^(sessionid=[A-Za-z0-9_-]+|deviceid=[A-Za-z0-9_.-]+);.*HttpOnly.*',
            `${exampleCookie}; Path=/; HttpOnly; SameSite=Lax`,
          ),
        },
        body: { result: 'None', code: 'NONE', member: memberCadet, sessionType: 'Regular' },
      });
    await provider.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url });
      const answer = await requestSignin(client, {
        username: ' cadet ',
        password: PASSWORD,
        captcha: 'none',
      });
      expect(answer.result).toBe('None');
      expect(answer.member?.nameLast).toBe('Cadet');
    });
  });

  it('POST /api/signin with a wrong password answers IncorrectCredentials', async () => {
    provider
      .given(IDENTITY_STATES.cadetWithPassword, { password: PASSWORD })
      .uponReceiving('a sign-in of cadet with a wrong password')
      .withRequest({
        method: 'POST',
        path: '/api/signin',
        headers: { 'Content-Type': 'application/json' },
        body: {
          username: 'cadet',
          password: 'wrong-password',
          token: { type: 'Recaptcha', response: 'none' },
        },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: {
          result: 'IncorrectCredentials',
          code: 'SERVER_ERROR',
          message: 'The username and password could not be verified',
        },
      });
    await provider.executeTest(async (mock) => {
      const client = createApiClient({ baseUrl: mock.url });
      const answer = await requestSignin(client, {
        username: 'cadet',
        password: 'wrong-password',
        captcha: 'none',
      });
      expect(answer.result).toBe('IncorrectCredentials');
      expect(answer.message).toBe('The username and password could not be verified');
    });
  });

  it('GET /api/check with the session cookie of a signed-in member gives the member', async () => {
    provider
      .given(IDENTITY_STATES.cadet)
      .uponReceiving('a session check with the session cookie of cadet')
      .withRequest({ method: 'GET', path: '/api/check', headers: withCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { error: 'NONE', member: memberCadet, sessionType: 'Regular' },
      });
    await provider.executeTest(async (mock) => {
      const checked = await checkSession(
        createApiClient({ baseUrl: mock.url, headers: { cookie: exampleCookie } }),
      );
      expect(checked.error).toBe('NONE');
      expect(checked.sessionType).toBe('Regular');
      expect(checked.member?.nameFirst).toBe('Casey');
    });
  });

  it('GET /api/check without a session answers INVALID_SESSION_ID and no member', async () => {
    provider
      .given('no session')
      .uponReceiving('a session check without a session')
      .withRequest({ method: 'GET', path: '/api/check' })
      .willRespondWith({ status: 200, headers: json, body: { error: 'INVALID_SESSION_ID', member: null } });
    await provider.executeTest(async (mock) => {
      const checked = await checkSession(createApiClient({ baseUrl: mock.url }));
      expect(checked).toEqual({
        error: 'INVALID_SESSION_ID',
        member: null,
        sessionType: null,
        superUser: false,
      });
    });
  });

  it('POST /api/member/session/logout (after GET /api/token) ends the session: 204', async () => {
    provider
      .given(IDENTITY_STATES.cadet)
      .uponReceiving('a token request with the session cookie of cadet')
      .withRequest({ method: 'GET', path: '/api/token', headers: withCookie })
      .willRespondWith({ status: 200, headers: json, body: { token: like('session-csrf-token') } });
    provider
      .given(IDENTITY_STATES.cadet)
      .uponReceiving('a logout with the session cookie of cadet and its token')
      .withRequest({
        method: 'POST',
        path: '/api/member/session/logout',
        headers: { ...withCookie, 'Content-Type': 'application/json' },
        body: { token: like('session-csrf-token') },
      })
      .willRespondWith({ status: 204 });
    await provider.executeTest(async (mock) => {
      await expect(
        logout(createApiClient({ baseUrl: mock.url, headers: { cookie: exampleCookie } })),
      ).resolves.toBeUndefined();
    });
  });
});
