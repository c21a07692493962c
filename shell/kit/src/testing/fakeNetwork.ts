// contracts' fictional member and a stubbed global fetch for the remotes' component tests (browser side
// only): the kit's client talks to fetch; GET /api/check answers the session, /api/token a token,
// the rest the test's route function, and every call is recorded.
import type { Member } from '@portal/contracts';
import { vi } from 'vitest';

/** contracts' fictional member: a senior member of the test squadron; `fields` override any of it. */
export { fixtureMember as testMember } from '@portal/contracts/testing/members';

export type FakeAnswer = { status?: number; body?: unknown } | undefined;
export type FakeRoute = (url: string, init: RequestInit) => FakeAnswer;

/** Who /api/check says is signed in (null: nobody). */
export interface FakeCheck {
  member: Member | null;
  superUser?: boolean;
}

/** What a request no route answers gets: the API's not-found error. */
const NOT_FOUND = { code: 'NOT_FOUND', message: 'The requested item cannot be found' };

/** Stubs global fetch: GET /api/check answers `check` (read at each call), /api/token a token, the rest `route`. */
export function fakeNetwork(check: FakeCheck | (() => FakeCheck), route: FakeRoute) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: input, method, body });
    const json = (status: number, value: unknown) =>
      new Response(value === undefined ? null : JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (input === '/api/check') {
      const answer = typeof check === 'function' ? check() : check;
      return json(200, {
        error: answer.member ? 'NONE' : 'INVALID_SESSION_ID',
        member: answer.member,
        ...(answer.superUser ? { superUser: true } : {}),
      });
    }
    if (input === '/api/token') return json(200, { token: 'csrf' });
    const answer = route(input, init);
    if (!answer) return json(404, NOT_FOUND);
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}
