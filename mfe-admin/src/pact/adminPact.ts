// Shared setup of mfe-admin's pact consumer tests: the Pact instance, provider state names (shared
// with svc-identity's provider test), headers, and the CSRF token interaction every
// mutating call starts with (the kit's client fetches GET /api/token before a POST/PUT/DELETE).
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { IDENTITY_STATES, pactOptions } from '@portal/contracts/testing';
import { createApiClient, type ApiClient } from '@portal/kit';

process.env.PACT_DO_NOT_TRACK = 'true';
const { like, regex, fromProviderState } = MatchersV3;

/** svc-identity's provider states; returned values feed fromProviderState. */
export const STATES = IDENTITY_STATES;

/** Who the session belongs to, for interaction descriptions. */
export const SIGNED_IN = {
  [STATES.admin]: 'admin',
  [STATES.privilegedUser]: 'the privileged user',
} as const;
export type SessionState = keyof typeof SIGNED_IN;

export function adminPact(): PactV3 {
  return new PactV3(pactOptions('mfe-admin', 'svc-identity'));
}

/** The cookie the consumer sends; the provider state returns the real session id. */
export const exampleCookie = 'sessionid=pact-example-session-id-0000000000000000000';
export const withCookie = { Cookie: fromProviderState('sessionid=${sessionID}', exampleCookie) };
export const json = { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') };
/** The token the mock answers; the provider's request filter puts the session's real token in bodies. */
export const EXAMPLE_TOKEN = 'session-csrf-token';
export const tokenField = { token: like(EXAMPLE_TOKEN) };

/** A client of the mock server with the session cookie, as the gateway would see the browser. */
export function signedInClient(url: string): ApiClient {
  return createApiClient({ baseUrl: url, headers: { cookie: exampleCookie } });
}

/** Adds given() for the session state and any extra states (each seeds its data). */
export function givenStates(pact: PactV3, session: SessionState, extra: readonly string[] = []): PactV3 {
  let built = pact.given(session);
  for (const state of extra) built = built.given(state);
  return built;
}

/** The GET /api/token interaction of a signed-in session (before every mutating call). */
export function expectTokenRequest(pact: PactV3, session: SessionState): void {
  givenStates(pact, session)
    .uponReceiving(`a token request with the session cookie of ${SIGNED_IN[session]}`)
    .withRequest({ method: 'GET', path: '/api/token', headers: withCookie })
    .willRespondWith({ status: 200, headers: json, body: { token: like(EXAMPLE_TOKEN) } });
}
