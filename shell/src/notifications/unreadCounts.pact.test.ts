// Pact consumer: the shell's unread counts (side menu, home page) -> svc-identity. Provider state
// 'a signed-in member cadet' (svc-identity/src/pact/providerStates.ts); the counts are whatever the
// seeded cadet has, so the interaction matches any non-negative integers.
import { MatchersV3 } from '@pact-foundation/pact';
import { createApiClient } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import { given, json, shellPact, STATES } from '../pact/shellPact.ts';
import { loadUnreadCounts } from './unreadCalls.ts';

const { integer, like } = MatchersV3;
const pact = shellPact();

describe('shell -> svc-identity: the unread counts of the side menu and the home page', () => {
  it("GET /api/notifications/unread answers the signed-in member's two counts", async () => {
    given(pact, [STATES.signedInCadet])
      .uponReceiving('a request for the unread counts of the signed-in cadet')
      .withRequest({ method: 'GET', path: '/api/notifications/unread' })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { notifications: integer(2), tasks: integer(1) },
      });
    await pact.executeTest(async (mock) => {
      const counts = await loadUnreadCounts(createApiClient({ baseUrl: mock.url }));
      expect(counts).toEqual({ notifications: 2, tasks: 1 });
    });
  });

  it('GET /api/notifications/unread without a session: 401, which the menu treats as no counts', async () => {
    given(pact, [STATES.noSession])
      .uponReceiving('a request for the unread counts without a session')
      .withRequest({ method: 'GET', path: '/api/notifications/unread' })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: 'SIGNIN_REQUIRED', message: like('Please sign in') },
      });
    await pact.executeTest(async (mock) => {
      await expect(loadUnreadCounts(createApiClient({ baseUrl: mock.url }))).rejects.toMatchObject({
        status: 401,
        code: 'SIGNIN_REQUIRED',
      });
    });
  });
});
