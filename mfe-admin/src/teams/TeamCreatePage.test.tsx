// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, type FakeRoute } from '../members/testMembers.ts';
import { renderAt } from './teamTesting.tsx';
import { allTeams, cadet, candidates, manager } from './testTeams.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages =
  (extra?: FakeRoute): FakeRoute =>
  (url, init) =>
    extra?.(url, init) ??
    (url === '/api/team' && (init.method ?? 'GET') === 'GET'
      ? { body: allTeams }
      : url === '/api/member/list'
        ? { body: candidates }
        : undefined);

const createButton = () => screen.getByRole('button', { name: 'Create team' }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;

/** Opens the picker of a group (a leader, or 'Team member n') and chooses a member by name. */
async function pick(group: string, name: RegExp) {
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('button', { name: 'Select a member' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Select a member' });
  fireEvent.click(within(dialog).getByRole('option', { name }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('platform §2/§4 Teams create (/team/create)', () => {
  it("signed out: 'Please sign in'", async () => {
    fakeNetwork({ member: null }, pages());
    renderAt('/team/create');
    await screen.findByRole('heading', { name: 'Please sign in' });
  });

  it("without ManageTeam FULL: 'You do not have permission to do that action'", async () => {
    fakeNetwork({ member: cadet }, pages());
    renderAt('/team/create');
    await screen.findByRole('heading', { name: 'You do not have permission to do that action' });
    expect(screen.queryByRole('button', { name: 'Create team' })).toBeNull();
  });

  it('the form of §2 starts at Private; submit disabled while invalid; the name error shows only after a change', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt('/team/create');
    await screen.findByRole('heading', { name: 'Create team', level: 1 });
    await screen.findByLabelText('Team visibility');
    expect((screen.getByLabelText('Team visibility') as HTMLSelectElement).value).toBe('PRIVATE');
    expect(
      [...(screen.getByLabelText('Team visibility') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['Private', 'Protected', 'Public']);
    for (const label of ['Cadet team leader', 'Senior mentor', 'Senior coach']) {
      expect(
        within(screen.getByRole('group', { name: label })).getByText('No member selected'),
      ).toBeDefined();
    }
    expect(screen.getByLabelText('Team description')).toBeDefined();
    expect(createButton().disabled).toBe(true);
    expect(screen.queryByText('Team name must not be empty')).toBeNull();

    const name = screen.getByLabelText('Team name');
    fireEvent.change(name, { target: { value: 'Drill' } });
    expect(createButton().disabled).toBe(false);
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.getByText('Team name must not be empty')).toBeDefined();
    expect(createButton().disabled).toBe(true);
  });

  it('a member row without a member blocks submission until one is chosen or the row removed', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt('/team/create');
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: 'Drill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    expect(screen.getByText('Please select a member for every team member row')).toBeDefined();
    expect(createButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove team member' }));
    expect(screen.queryByText('Please select a member for every team member row')).toBeNull();
    expect(createButton().disabled).toBe(false);
  });

  it('creates: POST /api/team with the form (references, jobs, token), then goes to /team/{new id}', async () => {
    const net = fakeNetwork(
      { member: manager },
      pages((url, init) =>
        url === '/api/team' && init.method === 'POST' ? { status: 201, body: { id: 12 } } : undefined,
      ),
    );
    renderAt('/team/create');
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: ' Rocketry ' } });
    fireEvent.change(screen.getByLabelText('Team description'), { target: { value: 'Model rockets' } });
    fireEvent.change(screen.getByLabelText('Team visibility'), { target: { value: 'PROTECTED' } });
    await pick('Cadet team leader', /Riley Rocketeer/);
    await pick('Senior mentor', /Pat Pilot/);
    expect(
      within(screen.getByRole('group', { name: 'Senior mentor' })).getByText('Capt Pat Pilot'),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    await pick('Team member 1', /Riley Rocketeer/);
    fireEvent.change(screen.getByLabelText('Job'), { target: { value: 'Launch director' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add team member' }));
    // a member is listed once
    await pick('Team member 2', /Riley Rocketeer/);
    expect(screen.getByText('C/Capt Riley Rocketeer is already a team member')).toBeDefined();
    await pick('Team member 2', /Jordan Glider/);

    fireEvent.click(createButton());
    await waitFor(() => expect(location()).toBe('/team/12'));
    const post = net.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/team');
    expect(post.body).toEqual({
      name: 'Rocketry',
      description: 'Model rockets',
      visibility: 'PROTECTED',
      cadetLeader: { type: 'CAPNHQMember', id: 510006 },
      seniorMentor: { type: 'CAPNHQMember', id: 510014 },
      seniorCoach: null,
      members: [
        { reference: { type: 'CAPNHQMember', id: 510006 }, job: 'Launch director' },
        { reference: { type: 'CAPNHQMember', id: 510007 }, job: '' },
      ],
      token: 'csrf',
    });
    // the pickers share one member list
    expect(net.calls.filter((c) => c.url === '/api/member/list')).toHaveLength(1);
  });

  it("a failed create says 'There was an error creating the team' with the server's words, and stays", async () => {
    fakeNetwork(
      { member: manager },
      pages((url, init) =>
        url === '/api/team' && init.method === 'POST'
          ? {
              status: 400,
              body: {
                code: 'VALIDATION',
                message: 'name must be a string',
                issues: ['name must be a string'],
              },
            }
          : undefined,
      ),
    );
    renderAt('/team/create');
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: 'Drill' } });
    fireEvent.click(createButton());
    const alert = await screen.findByText('There was an error creating the team');
    expect(alert.textContent).toContain('name must be a string');
    expect(location()).toBe('/team/create');
    expect(createButton().disabled).toBe(false);
  });

  it("the members for the pickers cannot be loaded: 'There was an error loading the member list'", async () => {
    fakeNetwork({ member: manager }, (url) =>
      url === '/api/member/list' ? { status: 500, body: { code: 'X', message: 'down' } } : undefined,
    );
    renderAt('/team/create');
    expect((await screen.findByRole('alert')).textContent).toBe('There was an error loading the member list');
  });

  it('the privileged user may create teams without the permission', async () => {
    fakeNetwork({ member: cadet, superUser: true }, pages());
    renderAt('/team/create');
    await screen.findByRole('button', { name: 'Create team' });
  });
});
