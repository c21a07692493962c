// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultRegistry, presetFor } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testMember } from '../members/testMembers.ts';
import { CreateProspectivePage } from './CreateProspectivePage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = testMember(510001, 'Alex', 'Administrator', { permissions: presetFor('Admin', 'CAPSQUADRON') });
const cadet = testMember(510004, 'Casey', 'Cadet');
const registry = defaultRegistry('md001');
registry.RankAndFile.Flights = ['Alpha', 'Bravo'];

function renderPage() {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/admin/createprospectiveaccount']}>
        <Routes>
          <Route path="/admin/createprospectiveaccount" element={<CreateProspectivePage />} />
          <Route path="/admin/prospectivemembermanagement" element={<p>management page</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('create prospective member page (platform §2, §5)', () => {
  it("requires a signed-in member ('Please sign in')", async () => {
    fakeNetwork({ member: null }, () => undefined);
    renderPage();
    await screen.findByText('Please sign in');
  });

  it("§6 'Creating prospective accounts requires a signed-in member': a cadet without ProspectiveMemberManagement sees the form", async () => {
    fakeNetwork({ member: cadet }, () => undefined);
    renderPage();
    await screen.findByLabelText('First name');
    expect(screen.queryByText('You do not have permission to access this page')).toBeNull();
  });

  it('title Create Prospective Member, side sections General, Contact and Password Information', async () => {
    fakeNetwork({ member: admin }, (url) => (url === '/api/registry' ? { body: registry } : undefined));
    renderPage();
    await screen.findByRole('heading', { name: 'Create Prospective Member' });
    const sections = await screen.findByRole('navigation', { name: 'Sections' });
    expect(sections.textContent).toBe('SectionsGeneral InformationContact InformationPassword Information');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bravo' })).toBeDefined());
    expect(
      (screen.getByLabelText('Email a link to finish account creation') as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("text fields show an error only after a change: 'Name cannot be empty'", async () => {
    fakeNetwork({ member: admin }, () => undefined);
    renderPage();
    await screen.findByLabelText('First name');
    expect(screen.queryByText('Name cannot be empty')).toBeNull();
    type('First name', 'A');
    type('First name', '');
    expect(screen.getAllByText('Name cannot be empty')).toHaveLength(1);
  });

  it("email-link without an email: 'An email is required for the selected function'; nothing is sent", async () => {
    const net = fakeNetwork({ member: admin }, () => undefined);
    renderPage();
    await screen.findByLabelText('First name');
    type('First name', 'Pat');
    type('Last name', 'Prospect');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText('An email is required for the selected function').length).toBeGreaterThan(0);
    expect(net.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('set one now sends the request (username trimmed) and goes to the management page', async () => {
    const net = fakeNetwork({ member: admin }, (url, init) =>
      url === '/api/member/account/capprospective/requestaccount' && init.method === 'POST'
        ? {
            body: {
              member: { ...testMember(0, 'Pat', 'Prospect'), type: 'CAPProspectiveMember', id: 'md001-3' },
            },
          }
        : undefined,
    );
    renderPage();
    await screen.findByLabelText('First name');
    type('First name', 'Pat');
    type('Last name', 'Prospect');
    fireEvent.click(screen.getByLabelText('Set one now'));
    type('Username', '  pat.p  ');
    type('Password', 'Prospect-Pass-2024!');
    type('Confirm password', 'Prospect-Pass-2024!');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('management page');
    const post = net.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      member: { nameFirst: 'Pat', nameLast: 'Prospect', flight: null, seniorMember: false },
      login: { type: 'SetNow', username: '  pat.p  ', password: 'Prospect-Pass-2024!' },
      token: 'csrf',
    });
  });

  it("a failed creation says 'There was a problem communicating with the server'", async () => {
    fakeNetwork({ member: admin }, (url) =>
      url.endsWith('/requestaccount')
        ? { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } }
        : undefined,
    );
    renderPage();
    await screen.findByLabelText('First name');
    type('First name', 'Pat');
    type('Last name', 'Prospect');
    type('Email', 'pat@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was a problem communicating with the server',
    );
  });
});
