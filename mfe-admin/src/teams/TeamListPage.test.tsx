// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork } from '../members/testMembers.ts';
import { renderAt } from './teamTesting.tsx';
import { allTeams, cadet, colorGuard, manager, rocketry, team } from './testTeams.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teamsAnswer = (teams: unknown) => (url: string) => (url === '/api/team' ? { body: teams } : undefined);

describe('platform §2 Teams list (/team, /teamlist, /team/list)', () => {
  it.each(['/team', '/teamlist', '/team/list'])(
    '%s lists each team: name (link to /team/{id}), description or "Team has no description"',
    async (path) => {
      fakeNetwork({ member: null }, teamsAnswer(allTeams));
      renderAt(path);
      const list = await screen.findByRole('list', { name: 'Teams of the unit' });
      const cards = within(list).getAllByRole('listitem');
      // in the server's order (team 0 first, then by name)
      expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
        'Cadet Staff',
        'Color guard',
        'Rocketry',
      ]);
      const rocketryCard = cards[2]!;
      expect(within(rocketryCard).getByRole('link', { name: 'Rocketry' }).getAttribute('href')).toBe(
        '/team/3',
      );
      expect(rocketryCard.textContent).toContain('Model rockets');
      expect(within(cards[1]!).getByText('Team has no description')).toBeDefined();
    },
  );

  it("'This team has {n} member(s)' shows when the server gives the count (public, or signed in: §6)", async () => {
    fakeNetwork(
      { member: null },
      teamsAnswer([
        team({ id: 7, name: 'One', memberCount: 1, visibility: 'PUBLIC' }),
        team({ id: 8, name: 'Three', memberCount: 3, visibility: 'PUBLIC' }),
        team({ id: 9, name: 'Zero hidden', memberCount: null }),
      ]),
    );
    renderAt('/team');
    await screen.findByText('This team has 1 member');
    expect(screen.getByText('This team has 3 members')).toBeDefined();
    const list = screen.getByRole('list', { name: 'Teams of the unit' });
    const hidden = within(list).getByRole('link', { name: 'Zero hidden' }).closest('li')!;
    expect(hidden.textContent).not.toMatch(/This team has/);
  });

  it("'Add team' links to /team/create for a full team manager only", async () => {
    fakeNetwork({ member: manager }, teamsAnswer(allTeams));
    renderAt('/team');
    expect((await screen.findByRole('link', { name: 'Add team' })).getAttribute('href')).toBe('/team/create');
    cleanup();

    fakeNetwork({ member: cadet }, teamsAnswer(allTeams));
    renderAt('/team');
    await screen.findByRole('list', { name: 'Teams of the unit' });
    expect(screen.queryByRole('link', { name: 'Add team' })).toBeNull();
  });

  it("the privileged user gets 'Add team' without the permission", async () => {
    fakeNetwork({ member: cadet, superUser: true }, teamsAnswer(allTeams));
    renderAt('/team');
    await screen.findByRole('link', { name: 'Add team' });
  });

  it('side navigation lists the teams (All teams, then each team in the order of the list)', async () => {
    fakeNetwork({ member: null }, teamsAnswer(allTeams));
    renderAt('/team');
    const nav = await screen.findByRole('navigation', { name: 'Teams' });
    await within(nav).findByRole('link', { name: 'Rocketry' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['All teams', 'Cadet Staff', 'Color guard', 'Rocketry']);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[2]!.getAttribute('href')).toBe(`/team/${colorGuard.id}`);
  });

  it("a failed load says 'There was an error getting the teams list'", async () => {
    fakeNetwork({ member: null }, () => ({ status: 500, body: { code: 'SERVER_ERROR', message: 'down' } }));
    renderAt('/team');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error getting the teams list');
  });

  it('an account without teams says so', async () => {
    fakeNetwork({ member: null }, teamsAnswer([]));
    renderAt('/team');
    await screen.findByText('This unit has no teams yet.');
    expect(screen.queryByRole('link', { name: rocketry.name })).toBeNull();
  });
});
