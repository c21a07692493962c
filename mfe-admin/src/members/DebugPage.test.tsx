// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DebugPage } from './DebugPage.tsx';
import { fakeNetwork, testMember } from './testMembers.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/debug']}>
      <SessionProvider>
        <DebugPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('/debug "Raw member data page" (platform §2)', () => {
  it("shows the signed-in member's raw data as readable (pretty) JSON", async () => {
    const member = testMember(510004, 'Casey', 'Cadet');
    fakeNetwork({ member }, () => undefined);
    renderPage();
    await screen.findByRole('heading', { name: 'Raw member data' });
    const pre = screen.getByLabelText('Member data');
    expect(JSON.parse(pre.textContent ?? '')).toEqual(member);
    expect(pre.textContent).toContain('\n  "nameFirst": "Casey",');
  });

  it("says 'Please sign in' when nobody is signed in", async () => {
    fakeNetwork({ member: null }, () => undefined);
    renderPage();
    expect((await screen.findByRole('heading', { name: 'Please sign in' })).textContent).toBe(
      'Please sign in',
    );
    expect(screen.queryByLabelText('Member data')).toBeNull();
  });
});
