// @vitest-environment happy-dom
import { hasPermission, type PermissionSet } from '@portal/contracts';
import { testMember } from '@portal/contracts/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { RequirePermission } from './RequirePermission.tsx';

afterEach(cleanup);

type Who = { permissions: Partial<PermissionSet>; superUser?: boolean } | 'signed out';

/** Renders a page guarded by 'RegistryEdit at YES' for a session answered by GET /api/check. */
function renderFor(who: Who) {
  const client = createApiClient({
    fetch: async () => {
      const body =
        who === 'signed out'
          ? { error: 'INVALID_SESSION_ID', member: null }
          : {
              error: 'NONE',
              member: { ...testMember(), permissions: { ...testMember().permissions, ...who.permissions } },
              superUser: who.superUser === true,
            };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  });
  render(
    <SessionProvider client={client}>
      <MemoryRouter>
        <RequirePermission
          allowed={(member, superUser) => superUser || hasPermission(member, 'RegistryEdit', 'YES')}
          denied={<p>You do not have permission to access this page</p>}
        >
          {(member) => <p>Registry of {member.nameFirst}</p>}
        </RequirePermission>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('RequirePermission', () => {
  it.each<[string, Who, string]>([
    [
      'a member with the permission sees the page',
      { permissions: { RegistryEdit: 'YES' } },
      'Registry of Casey',
    ],
    [
      'a member without it reads the refusal',
      { permissions: { RegistryEdit: 'NO' } },
      'You do not have permission to access this page',
    ],
    [
      'the super user sees the page',
      { permissions: { RegistryEdit: 'NO' }, superUser: true },
      'Registry of Casey',
    ],
    ['a visitor who is signed out is asked to sign in', 'signed out', 'Please sign in'],
  ])('%s', async (_, who, text) => {
    renderFor(who);
    const shown = await screen.findByText(text, { exact: false });
    expect(shown.textContent).toContain(text);
    // exactly one outcome: the page, the refusal or the sign-in prompt
    const outcomes = [
      'Registry of Casey',
      'You do not have permission to access this page',
      'Please sign in',
    ];
    for (const other of outcomes.filter((o) => o !== text))
      expect(screen.queryByText(other, { exact: false })).toBeNull();
  });

  it('shows neither the page nor the refusal while the session is being checked', () => {
    renderFor({ permissions: { RegistryEdit: 'YES' } });
    expect(screen.queryByText('Registry of Casey')).toBeNull();
    expect(screen.queryByText('You do not have permission to access this page')).toBeNull();
  });
});
