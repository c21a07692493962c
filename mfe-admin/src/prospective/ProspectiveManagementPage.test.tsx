// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { presetFor, type Member } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testMember } from '../members/testMembers.ts';
import { ProspectiveManagementPage } from './ProspectiveManagementPage.tsx';
import { ProspectiveWidget } from './ProspectiveWidget.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = testMember(510001, 'Alex', 'Administrator', { permissions: presetFor('Admin', 'CAPSQUADRON') });
const prospect = (id: string, first: string, last: string) =>
  ({ ...testMember(0, first, last, { memberRank: '' }), type: 'CAPProspectiveMember', id }) as Member;
const list = [prospect('md001-1', 'Riley', 'Newcomb'), prospect('md001-2', 'Jesse', 'Hopewell')];

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter>
        <ProspectiveManagementPage />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('prospective member management (platform §2)', () => {
  it('delete asks in a confirm dialog, then removes the entry from the list', async () => {
    const net = fakeNetwork({ member: admin }, (url, init) => {
      if (url === '/api/member/list/CAPProspectiveMember') return { body: list };
      if (url === '/api/member/account/capprospective/md001-1' && init.method === 'DELETE')
        return { status: 204 };
      return undefined;
    });
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Riley Newcomb' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Really delete Riley Newcomb?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Riley Newcomb' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Jesse Hopewell' })).toBeDefined();
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('upgrade sends the member reference entered and removes the entry from the list', async () => {
    const net = fakeNetwork({ member: admin }, (url, init) => {
      if (url === '/api/member/list/CAPProspectiveMember') return { body: list };
      if (url === '/api/member/account/capprospective/md001-2' && init.method === 'POST')
        return { body: { member: testMember(510006, 'Avery', 'Nhq') } };
      return undefined;
    });
    renderPage();
    const row = (await screen.findByRole('cell', { name: 'Jesse Hopewell' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /Upgrade/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Member number (CAPID)'), { target: { value: '510006' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade' }));
    await screen.findByText('Jesse Hopewell was replaced by member 510006');
    expect(screen.queryByRole('cell', { name: 'Jesse Hopewell' })).toBeNull();
    expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({
      nhqReference: { type: 'CAPNHQMember', id: 510006 },
      token: 'csrf',
    });
  });

  it("a failed list load says 'There was an error loading the member list'", async () => {
    fakeNetwork({ member: admin }, () => ({ status: 500, body: { code: 'SERVER_ERROR', message: 'x' } }));
    renderPage();
    await screen.findByText('There was an error loading the member list');
  });

  it('the dashboard widget links to create and manage, with the count', async () => {
    fakeNetwork({ member: admin }, (url) =>
      url === '/api/member/list/CAPProspectiveMember' ? { body: list } : undefined,
    );
    render(
      <MemoryRouter>
        <ProspectiveWidget />
      </MemoryRouter>,
    );
    await screen.findByText('2 prospective members');
    expect(screen.getByRole('link', { name: 'Create prospective member' }).getAttribute('href')).toBe(
      '/admin/createprospectiveaccount',
    );
    expect(screen.getByRole('link', { name: 'Manage prospective members' }).getAttribute('href')).toBe(
      '/admin/prospectivemembermanagement',
    );
  });
});
