// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, type FakeRoute } from '../members/testMembers.ts';
import { renderAt } from './teamTesting.tsx';
import { allTeams, cadet, cadetStaff, colorGuard, manager, rocketry } from './testTeams.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET /api/team and GET /api/team/{id} from the fixtures; `extra` first. */
const teams =
  (extra?: FakeRoute): FakeRoute =>
  (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/team') return { body: allTeams };
    const found = allTeams.find((t) => url === `/api/team/${t.id}`);
    return found && (init.method ?? 'GET') === 'GET' ? { body: found } : undefined;
  };

const location = () => screen.getByTestId('location').textContent;

describe('platform §2 Teams view (/team/{id}, /team/view/{id}, /teamview/{id})', () => {
  it.each(['/team/3', '/team/view/3', '/teamview/3'])(
    '%s shows name, description, the three leaders (e-mail in brackets when given), members with job',
    async (path) => {
      fakeNetwork({ member: cadet }, teams());
      renderAt(path);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Rocketry');
      expect(screen.getByText(/Model rockets/).textContent).toBe('Model rockets\nand launch days');
      const leaders = document.querySelector('dl.adm-team-leaders')!;
      const pairs = [...leaders.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
      expect(pairs).toEqual([
        ['Senior member coach', 'None'],
        ['Senior member mentor', 'Capt Pat Pilot'],
        ['Cadet leader', 'C/Capt Riley Rocketeer (riley@example.com)'],
      ]);
      const table = screen.getByRole('table', { name: 'Team members' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
        ['C/Capt Riley Rocketeer', 'Launch director'],
        ['C/SSgt Jordan Glider', 'Safety'],
      ]);
    },
  );

  it("HASMEMBERS: 'Team contact info' links to /team/emails/{id}; a cadet gets no Edit or Delete", async () => {
    fakeNetwork({ member: cadet }, teams());
    renderAt('/team/3');
    const contact = await screen.findByRole('link', { name: 'Team contact info' });
    expect(contact.getAttribute('href')).toBe('/team/emails/3');
    expect(screen.queryByRole('link', { name: 'Edit team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
  });

  it("HASTEAM (membership hidden, §6): no member list, no 'Team contact info'; the count when given", async () => {
    fakeNetwork({ member: cadet }, teams());
    renderAt('/team/4');
    await screen.findByRole('heading', { name: colorGuard.name, level: 1 });
    expect(screen.getByText('No team description')).toBeDefined();
    expect(screen.getByText('This team has 1 member')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Team members' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Team contact info' })).toBeNull();
    expect(screen.getByText('Only the members of this team see who is on it.')).toBeDefined();
  });

  it('HASTEAM for an anonymous visitor of a protected team: no count, and a sign-in link back here', async () => {
    const hidden = { ...rocketry, members: null, memberCount: null };
    fakeNetwork({ member: null }, (url) => (url === '/api/team/3' ? { body: hidden } : undefined));
    renderAt('/team/3');
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(membership.textContent).not.toMatch(/This team has/);
    expect(within(membership).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?returnurl=%2Fteam%2F3',
    );
    expect(screen.queryByRole('table', { name: 'Team members' })).toBeNull();
  });

  it("a full manager gets 'Edit team' (to /team/edit/{id}) and 'Delete team'", async () => {
    fakeNetwork({ member: manager }, teams());
    renderAt('/team/3');
    expect((await screen.findByRole('link', { name: 'Edit team' })).getAttribute('href')).toBe(
      '/team/edit/3',
    );
    expect(screen.getByRole('button', { name: 'Delete team' })).toBeDefined();
  });

  it('team 0 is never edited or deleted, not even by a full manager', async () => {
    fakeNetwork({ member: manager }, teams());
    renderAt('/team/0');
    await screen.findByRole('heading', { name: cadetStaff.name, level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit team' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete team' })).toBeNull();
  });

  it("Delete team asks 'Really delete team?' (Yes/No); No keeps it, Yes deletes and goes to /team", async () => {
    const net = fakeNetwork(
      { member: manager },
      teams((url, init) => (url === '/api/team/3' && init.method === 'DELETE' ? { status: 204 } : undefined)),
    );
    renderAt('/team/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Really delete team?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    dialog = await screen.findByRole('dialog');
    // Escape answers No, never Yes
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete team' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe('/team'));
    const del = net.calls.find((c) => c.method === 'DELETE')!;
    expect(del).toMatchObject({ url: '/api/team/3', body: { token: 'csrf' } });
  });

  it('a failed delete shows what the server said and stays on the team', async () => {
    fakeNetwork(
      { member: manager },
      teams((url, init) =>
        url === '/api/team/3' && init.method === 'DELETE'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
      ),
    );
    renderAt('/team/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete team' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(location()).toBe('/team/3');
  });

  it('platform §7 "DELETE /teams/{id}/members/{memberid}": a manager removes one member (confirm first), then the team is loaded again', async () => {
    let removed = false;
    const net = fakeNetwork(
      { member: manager },
      teams((url, init) => {
        if (url === '/api/teams/3/members/CAPNHQMember-510007' && init.method === 'DELETE') {
          removed = true;
          return { status: 204 };
        }
        if (url === '/api/team/3' && removed)
          return { body: { ...rocketry, members: rocketry.members!.slice(0, 1), memberCount: 1 } };
        return undefined;
      }),
    );
    renderAt('/team/3');
    const remove = await screen.findByRole('button', { name: 'Remove C/SSgt Jordan Glider from the team' });
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Remove C/SSgt Jordan Glider from the team?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove C/SSgt Jordan Glider from the team' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // the team loaded again: only the other member is left
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Team members' });
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.querySelector('td')?.textContent),
      ).toEqual(['C/Capt Riley Rocketeer']);
    });
    const del = net.calls.find((c) => c.method === 'DELETE')!;
    expect(del).toMatchObject({ url: '/api/teams/3/members/CAPNHQMember-510007', body: { token: 'csrf' } });
    expect(location()).toBe('/team/3');
  });

  it('platform §7 "POST /teams/{id}/members": a manager changes one member\'s job (Cancel sends nothing), then the team is loaded again', async () => {
    let changed = false;
    const net = fakeNetwork(
      { member: manager },
      teams((url, init) => {
        if (url === '/api/teams/3/members' && init.method === 'POST') {
          changed = true;
          return { status: 204 };
        }
        if (url === '/api/team/3' && changed)
          return {
            body: {
              ...rocketry,
              members: rocketry.members!.map((m, i) => (i === 1 ? { ...m, job: 'Range safety officer' } : m)),
            },
          };
        return undefined;
      }),
    );
    renderAt('/team/3');
    fireEvent.click(await screen.findByRole('button', { name: 'Change the job of C/SSgt Jordan Glider' }));
    let dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Job of C/SSgt Jordan Glider') as HTMLInputElement).value).toBe(
      'Safety',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(net.calls.some((c) => c.method === 'POST' && c.url.startsWith('/api/teams/'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Change the job of C/SSgt Jordan Glider' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Job of C/SSgt Jordan Glider'), {
      target: { value: ' Range safety officer ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Team members' })).queryByText('Range safety officer'),
      ).not.toBeNull(),
    );
    const post = net.calls.find((c) => c.method === 'POST' && c.url === '/api/teams/3/members')!;
    expect(post.body).toEqual({
      reference: { type: 'CAPNHQMember', id: 510007 },
      job: 'Range safety officer',
      token: 'csrf',
    });
  });

  it('a failed member removal shows what the server said; a cadet gets no Remove buttons', async () => {
    fakeNetwork(
      { member: manager },
      teams((url, init) =>
        url.startsWith('/api/teams/3/members/') && init.method === 'DELETE'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
      ),
    );
    renderAt('/team/3');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove C/Capt Riley Rocketeer from the team' }),
    );
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(within(screen.getByRole('table', { name: 'Team members' })).getAllByRole('row')).toHaveLength(3);
    cleanup();

    fakeNetwork({ member: cadet }, teams());
    renderAt('/team/3');
    await screen.findByRole('table', { name: 'Team members' });
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change the job of / })).toBeNull();
  });

  it('server messages are shown as is (e.g. an unknown team)', async () => {
    fakeNetwork({ member: null }, teams());
    renderAt('/team/99');
    expect((await screen.findByRole('alert')).textContent).toBe('The requested item cannot be found');
  });

  it("a network failure says 'A connection error occurred'", async () => {
    fakeNetwork({ member: null }, (url) => {
      if (url === '/api/team/3') throw new TypeError('Failed to fetch');
      return url === '/api/team' ? { body: allTeams } : undefined;
    });
    renderAt('/team/3');
    expect((await screen.findByRole('alert')).textContent).toBe('A connection error occurred');
  });

  it("an answer that is not a team says 'There was an error getting team or member information'", async () => {
    fakeNetwork({ member: null }, (url) =>
      url === '/api/team/3' ? { body: { nonsense: true } } : undefined,
    );
    renderAt('/team/3');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error getting team or member information',
    );
  });

  it('the side navigation marks the team shown', async () => {
    fakeNetwork({ member: null }, teams());
    renderAt('/team/3');
    const nav = await screen.findByRole('navigation', { name: 'Teams' });
    const current = await within(nav).findByRole('link', { name: 'Rocketry' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe(`/team/${rocketry.id}`);
  });

  it("the breadcrumbs' /team/view and /team/edit (no id) go to the list", async () => {
    fakeNetwork({ member: null }, teams());
    renderAt('/team/edit');
    await waitFor(() => expect(location()).toBe('/team'));
    cleanup();
    fakeNetwork({ member: null }, teams());
    renderAt('/team/view');
    await waitFor(() => expect(location()).toBe('/team'));
  });

  it('a path id that is not a number is the not-found page', async () => {
    fakeNetwork({ member: null }, teams());
    renderAt('/teamview/abc');
    await screen.findByText(/cannot be found/);
  });
});
