// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import type { SessionMember } from '../session/check.ts';
import { RequireSignIn } from './RequireSignIn.tsx';

// A real local HTTP server answers GET /api/check: the cookie 'session=member' is signed in,
// 'session=slow' never answers (session still loading), anything else is signed out.
const member = { type: 'CAPNHQMember', id: 510004, nameFirst: 'Jane', nameLast: 'Doe' };
let server: Server;
let origin = '';
const pending: Array<() => void> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const cookie = req.headers.cookie ?? '';
    if (req.url !== '/api/check') {
      res.writeHead(404).end();
      return;
    }
    if (cookie.includes('session=slow')) {
      pending.push(() => res.writeHead(204).end());
      return;
    }
    const signedIn = cookie.includes('session=member');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        signedIn
          ? { error: 'NONE', member, sessionType: 'Regular' }
          : { error: 'INVALID_SESSION_ID', member: null },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const finish of pending) finish();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Where() {
  const loc = useLocation();
  return <code data-testid="path">{`${loc.pathname}${loc.search}`}</code>;
}

function renderGuarded(session: string, guarded: React.ReactNode, path = '/admin?tab=2') {
  document.cookie = `session=${session}; path=/`;
  // Silences the shape warning for the trimmed member the server sends.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const client = createApiClient({ baseUrl: origin });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider client={client}>
        <Where />
        <Routes>
          <Route path="/signin" element={<p>Sign-in page</p>} />
          <Route path="*" element={guarded} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe("RequireSignIn (platform §2/§6: pages say 'Please sign in' when there is no member)", () => {
  beforeAll(() => {
    // Same origin as the server so the session cookie is sent.
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/admin`);
  });

  it("a signed-out visitor sees 'Please sign in', never the page", async () => {
    renderGuarded('none', <RequireSignIn>Secret admin page</RequireSignIn>);
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Secret admin page')).toBeNull();
  });

  it('a signed-in member sees the page; a function child receives the member', async () => {
    renderGuarded(
      'member',
      <RequireSignIn>{(m: SessionMember) => <p>Welcome {m.nameFirst}</p>}</RequireSignIn>,
    );
    expect(await screen.findByText('Welcome Jane')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Please sign in')).toBeNull();
  });

  it('redirect mode sends a signed-out visitor to /signin?returnurl= this page (platform §2 redirect helper)', async () => {
    renderGuarded('none', <RequireSignIn redirect>Secret admin page</RequireSignIn>);
    expect(await screen.findByText('Sign-in page')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('path').textContent).toBe(
      `/signin?returnurl=${encodeURIComponent('/admin?tab=2')}`,
    );
  });

  it('while the session check is pending: nothing for 200 ms, then the loader (platform §2 200 ms)', async () => {
    renderGuarded('slow', <RequireSignIn>Secret admin page</RequireSignIn>);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Please sign in')).toBeNull();
    expect((await screen.findByRole('status', {}, { timeout: 1000 })).textContent).toBe('Loading...');
    expect(screen.queryByText('Secret admin page')).toBeNull();
  });
});
