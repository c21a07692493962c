// Pact consumer: the scanner's scan-mode call to svc-identity (events §7 "Scan mode POST
// /member/session/scanadd {eventID}", answered 204; §8 "failed scan-mode set or get: an error
// message, unless the code is 403, which is ignored"), as multiAdd/attendanceCalls.ts' setScanMode
// makes it -> contracts/pacts/mfe-events-svc-identity.json. Provider states:
// svc-identity/src/pact/scanAddStates.ts (and its 'no session').
import { MatchersV3, PactV3 } from '@pact-foundation/pact';
import { pactOptions } from '@portal/contracts/testing';
import { isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { setScanMode } from '../multiAdd/attendanceCalls.ts';
import { clientFor, cookieOf, EVENT_ID, json, jsonBody, tokenField } from './eventsPact.ts';

const { like } = MatchersV3;

/** Names agreed with the provider (SCAN_ADD_STATE_NAMES in svc-identity/src/pact/scanAddStates.ts). */
const SCAN_ADD_STATES = {
  /** md001's admin 510001, ScanAdd YES; returns { sessionID } */
  operator: 'scanadd: a signed-in member admin holding ScanAdd',
  /** md001's cadet 510004, no ScanAdd; returns { sessionID } */
  withoutScanAdd: 'scanadd: a signed-in member cadet without ScanAdd',
  noSession: 'no session',
} as const;

const SESSION = 'pact-session-scanner';
const pact = new PactV3(pactOptions('mfe-events', 'svc-identity'));
const request = (cookie: boolean) =>
  ({
    method: 'POST',
    path: '/api/member/session/scanadd',
    headers: { ...(cookie ? cookieOf(SESSION) : {}), ...jsonBody },
    body: { eventID: EVENT_ID, ...tokenField },
  }) as const;
const errorBody = (code: string, message: string) => ({ code, message: like(message) });

async function failureOf(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (e) {
    if (isApiError(e) && e.type === 'SERVER') return { status: e.status, message: e.message };
    throw e;
  }
  throw new Error('the call succeeded');
}

describe('mfe-events scanner scan mode -> svc-identity', () => {
  it('§7 POST /api/member/session/scanadd {eventID} by a ScanAdd holder: 204, the session is in scan mode', async () => {
    pact
      .given(SCAN_ADD_STATES.operator)
      .uponReceiving('scan mode for an event requested by a member holding ScanAdd')
      .withRequest(request(true))
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(setScanMode(EVENT_ID, clientFor(mock.url, SESSION))).resolves.toBeUndefined();
    });
  });

  it('§8 a member without ScanAdd: 403 (the scanner ignores it and adds with the ordinary session)', async () => {
    pact
      .given(SCAN_ADD_STATES.withoutScanAdd)
      .uponReceiving('scan mode requested by a member without ScanAdd')
      .withRequest(request(true))
      .willRespondWith({
        status: 403,
        headers: json,
        body: errorBody('FORBIDDEN', 'You do not have permission to do that'),
      });
    await pact.executeTest(async (mock) => {
      const failure = await failureOf(() => setScanMode(EVENT_ID, clientFor(mock.url, SESSION)));
      expect(failure).toEqual({ status: 403, message: 'You do not have permission to do that' });
    });
  });

  it('§8 without a session: 401 with its message (shown by the scanner: not a 403)', async () => {
    pact
      .given(SCAN_ADD_STATES.noSession)
      .uponReceiving('scan mode requested without a session')
      .withRequest(request(false))
      .willRespondWith({ status: 401, headers: json, body: errorBody('SIGNIN_REQUIRED', 'Please sign in') });
    await pact.executeTest(async (mock) => {
      const failure = await failureOf(() => setScanMode(EVENT_ID, clientFor(mock.url, null)));
      expect(failure).toEqual({ status: 401, message: 'Please sign in' });
    });
  });
});
