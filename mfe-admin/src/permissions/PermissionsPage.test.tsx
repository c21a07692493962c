// @vitest-environment happy-dom
import { presetFor, type PermissionEntry } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, testMember } from '../members/testMembers.ts';
import { PermissionsPage } from './PermissionsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = testMember(510001, 'Alex', 'Administrator', { permissions: presetFor('Admin', 'CAPSQUADRON') });
const cadet = testMember(510004, 'Casey', 'Cadet', { seniorMember: false, memberRank: 'C/A1C' });
const entry = (id: number, name: string, level: 'Admin' | 'Member'): PermissionEntry => ({
  member: { type: 'CAPNHQMember', id },
  name,
  permissions: presetFor(level, 'CAPSQUADRON'),
  level,
});
const squadron = { id: 'md001', type: 'CAPSQUADRON', name: 'Demo', orgIDs: [9001], mainCalendarID: 'c' };

function open(path: string, entries: PermissionEntry[]) {
  const net = fakeNetwork({ member: admin }, (url) => {
    if (url === '/api/accountcheck') return { body: squadron };
    if (url === '/api/member/permissions') return { body: entries };
    if (url === '/api/member/permissions/audit') return { body: [] };
    if (url === '/api/member/byid/CAPNHQMember-510004') return { body: cadet };
    return undefined;
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <PermissionsPage />
      </SessionProvider>
    </MemoryRouter>,
  );
  return net;
}

const cards = async () => {
  const list = await screen.findByRole('list', { name: 'Members with permissions' });
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
};

describe('permission management opened on a member (?member=, from Find Member)', () => {
  it("shows that member's card first and marked", async () => {
    open('/admin/permissions?member=CAPNHQMember-510004', [
      entry(510001, 'Maj Alex Administrator', 'Admin'),
      entry(510004, 'C/A1C Casey Cadet', 'Member'),
    ]);
    const [first, second] = await cards();
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toContain('Casey Cadet');
    expect(first!.className).toContain('is-focused');
    expect(second!.className).not.toContain('is-focused');
  });

  it('without the parameter the list keeps its order and marks nobody', async () => {
    open('/admin/permissions', [
      entry(510001, 'Maj Alex Administrator', 'Admin'),
      entry(510004, 'C/A1C Casey Cadet', 'Member'),
    ]);
    const [first] = await cards();
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toContain('Alex Administrator');
    expect(document.querySelector('.is-focused')).toBeNull();
  });

  it("a member with no permissions yet is added with the account type's defaults, first", async () => {
    const net = open('/admin/permissions?member=CAPNHQMember-510004', [
      entry(510001, 'Maj Alex Administrator', 'Admin'),
    ]);
    const [first] = await cards();
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toContain('Casey Cadet');
    expect(within(first!).getByTestId('derived-level').textContent).toBe('Member');
    expect(net.calls.map((c) => c.url)).toContain('/api/member/byid/CAPNHQMember-510004');
  });
});
