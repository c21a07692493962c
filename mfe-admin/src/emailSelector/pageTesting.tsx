// A fake network for the email selector and contact list page tests: GET /api/check says who is
// signed in; every other path answers from `routes` (status and body), else 404.
import { testMember } from '@portal/contracts/testing';
import { createApiClient, SessionProvider, type ApiClient } from '@portal/kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export type FakeAnswer = { status: number; body: unknown } | 'network-down';

export function fakeClient(
  routes: Record<string, FakeAnswer>,
  signedIn = true,
): { client: ApiClient; paths: string[] } {
  const paths: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const client = createApiClient({
    fetch: async (input) => {
      const path = String(input);
      paths.push(path);
      if (path === '/api/check') {
        return signedIn
          ? json(200, { error: 'NONE', member: testMember() })
          : json(200, { error: 'INVALID_SESSION_ID', member: null });
      }
      const answer = routes[path];
      if (answer === 'network-down') throw new TypeError('Failed to fetch');
      return answer ? json(answer.status, answer.body) : json(404, { code: 'NOT_FOUND', message: 'no' });
    },
  });
  return { client, paths };
}

/** Renders `page` at `path` (matched by `pattern`) inside a session. */
export function renderPage(client: ApiClient, page: ReactNode, path = '/', pattern = '*') {
  return render(
    <SessionProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}
