// Shared setup of the shell's pact consumer tests (contracts/pacts/shell-svc-identity.json): the
// pact, headers, the CSRF token interaction, and the page's own client pointed at the mock server.
// The shell's pages call the kit's same-origin `apiClient` (relative paths); here global fetch puts
// the mock server's origin in front, so the pages' exact calls (path, body, options) reach the mock.
// No cookie travels: the provider's request filter uses the session the provider state created.
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, pactOptions } from '@portal/contracts/testing';
import { vi } from 'vitest';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex } = MatchersV3;

export function shellPact(): PactV3 {
  return new PactV3(pactOptions('shell', 'svc-identity'));
}

export const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
export const jsonBody = { 'Content-Type': 'application/json' };
/** The token the mock answers; the provider's request filter puts the session's real one in bodies. */
export const EXAMPLE_TOKEN = 'session-csrf-token';
export const tokenField = { token: like(EXAMPLE_TOKEN) };
export const exampleCookie = 'sessionid=pact-example-session-id-0000000000000000000';
/**
 * A new session cookie (sign-in finished). svc-identity may set its sign-in device cookie beside it
 * (HttpOnly, Path=/api/signin; the browser keeps it, the shell never reads it).
 */
export const setsSessionCookie = {
  'Set-Cookie': regex(
    '^(sessionid=[A-Za-z0-9_-]+|deviceid=[A-Za-z0-9_.-]+);.*HttpOnly.*',
    `${exampleCookie}; Path=/; HttpOnly; SameSite=Lax`,
  ),
};

/** Provider states (svc-identity/src/pact/accountFlowStates.ts and providerStates.ts). */
export const STATES = {
  noSession: 'no session',
  accountExists: IDENTITY_STATES.account,
  signedInCadet: IDENTITY_STATES.cadet,
  /** staff, MFA off; returns { sessionID, password } */
  withoutMfa: 'a signed-in member without multi-factor authentication',
  /** staff, MFA on, signed in (Regular); returns { sessionID, password } */
  withMfa: 'a signed-in member with multi-factor authentication',
  /** after withoutMfa; returns { mfaToken, wrongToken } */
  mfaSetupStarted: 'the signed-in member has started multi-factor set-up',
  /** cadet, MFAInProgress session; returns { sessionID, mfaToken, wrongToken, recoveryCode } */
  mfaChallenge: 'a member is at the multi-factor challenge',
  /** staff, PasswordReset session; returns { sessionID } */
  expiredPassword: 'a member signed in with an expired password',
  /** returns { capid, email } */
  memberWithoutAccount: 'a member without an account has an e-mail on file',
  /** returns { token } */
  setupLinkSent: 'an account set-up link was sent',
  /** returns { token } */
  resetLinkSent: 'a password reset link was sent to member cadet',
  /** the Discord bot asked for a code for id 123456789012345678, not bound to anyone; returns { code } */
  discordCodeSent: 'the Discord bot sent a code for Discord id 123456789012345678',
} as const;

/** Adds given() for every state, in order (each seeds its data; later ones may build on earlier). */
export function given(pact: PactV3, states: readonly string[]): PactV3 {
  let built = pact;
  for (const state of states) built = built.given(state);
  return built;
}

/** The GET /api/token interaction the kit's client makes before every POST. */
export function expectTokenRequest(pact: PactV3, states: readonly string[], who: string): void {
  given(pact, states)
    .uponReceiving(`a token request ${who}`)
    .withRequest({ method: 'GET', path: '/api/token' })
    .willRespondWith({ status: 200, headers: json, body: { token: like(EXAMPLE_TOKEN) } });
}

/** Sends the same-origin client's relative requests to the mock server. */
export function useMockOrigin(url: string): void {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(input.startsWith('/') ? url + input : input, init),
  );
}
