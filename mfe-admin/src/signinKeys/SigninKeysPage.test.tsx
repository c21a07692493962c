// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { presetFor } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testMember } from '../members/testMembers.ts';
import { SigninKeysPage } from './SigninKeysPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = testMember(510001, 'Alex', 'Administrator', { permissions: presetFor('Admin', 'CAPSQUADRON') });
const key = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Kiosk',
  scope: 'Account',
  algorithm: 'Ed25519',
  fingerprint: 'ab'.repeat(32),
  member: null,
  createdBy: { type: 'CAPNHQMember', id: 510001 },
  created: Date.UTC(2026, 0, 1),
  revoked: null,
};

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter>
        <SigninKeysPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('/admin/signinkeys (PermissionManagement FULL; Global scope only for super users)', () => {
  it('lists keys; Global is offered only to super users; revoke asks first', async () => {
    const net = fakeNetwork({ member: admin }, (url, init) => {
      if (url === '/api/signin/keys' && (init.method ?? 'GET') === 'GET') return { body: { keys: [key] } };
      if (url === `/api/signin/keys/${key.id}` && init.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Kiosk' })).closest('tr')!;
    expect(within(row).getByText('Active')).toBeDefined();
    const scopes = Array.from((screen.getByLabelText('Scope') as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(scopes).toEqual(['Account', 'User']);
    fireEvent.click(within(row).getByRole('button', { name: /Revoke/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await within(row).findByText(/^Revoked/);
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('Escape on the revoke question answers No: the key stays active', async () => {
    const net = fakeNetwork({ member: admin }, (url, init) =>
      url === '/api/signin/keys' && (init.method ?? 'GET') === 'GET' ? { body: { keys: [key] } } : undefined,
    );
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Kiosk' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Revoke/ }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row).getByText('Active')).toBeDefined();
    expect(net.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('a super user may choose the Global scope', async () => {
    fakeNetwork({ member: admin, superUser: true }, (url) =>
      url === '/api/signin/keys' ? { body: { keys: [] } } : undefined,
    );
    renderPage();
    await screen.findByText('No sign-in keys are registered.');
    const scopes = Array.from((screen.getByLabelText('Scope') as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(scopes).toEqual(['Global', 'Account', 'User']);
  });

  it('without PermissionManagement FULL: the access message', async () => {
    fakeNetwork({ member: testMember(510004, 'Casey', 'Cadet') }, () => undefined);
    renderPage();
    await screen.findByText('You do not have permission to access this page');
  });
});
