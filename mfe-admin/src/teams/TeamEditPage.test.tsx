// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, type FakeRoute } from '../members/testMembers.ts';
import { renderAt } from './teamTesting.tsx';
import { allTeams, cadet, candidates, colorGuard, manager, rocketry } from './testTeams.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pages =
  (extra?: FakeRoute): FakeRoute =>
  (url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    if ((init.method ?? 'GET') !== 'GET') return undefined;
    if (url === '/api/team') return { body: allTeams };
    if (url === '/api/member/list') return { body: candidates };
    const found = allTeams.find((t) => url === `/api/team/${t.id}`);
    return found ? { body: found } : undefined;
  };

const updateButton = () => screen.getByRole('button', { name: 'Update team' }) as HTMLButtonElement;
const location = () => screen.getByTestId('location').textContent;

describe('platform §2/§4 Teams edit (/team/edit/{id})', () => {
  it('shows the loaded team in the form; Update team sends PUT /api/team/{id}, then goes to /team/{id}', async () => {
    const net = fakeNetwork(
      { member: manager },
      pages((url, init) => (url === '/api/team/3' && init.method === 'PUT' ? { status: 204 } : undefined)),
    );
    renderAt('/team/edit/3');
    const name = (await screen.findByLabelText('Team name')) as HTMLInputElement;
    expect(name.value).toBe('Rocketry');
    expect((screen.getByLabelText('Team description') as HTMLTextAreaElement).value).toBe(
      rocketry.description,
    );
    expect((screen.getByLabelText('Team visibility') as HTMLSelectElement).value).toBe('PROTECTED');
    expect(
      within(screen.getByRole('group', { name: 'Cadet team leader' })).getByText('C/Capt Riley Rocketeer'),
    ).toBeDefined();
    const jobs = screen.getAllByLabelText('Job') as HTMLInputElement[];
    expect(jobs.map((j) => j.value)).toEqual(['Launch director', 'Safety']);

    // remove the second member, change the job of the first, make it public
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Team member 2' })).getByRole('button', {
        name: 'Remove team member',
      }),
    );
    fireEvent.change(screen.getByLabelText('Job'), { target: { value: 'Range safety officer' } });
    fireEvent.change(screen.getByLabelText('Team visibility'), { target: { value: 'PUBLIC' } });
    fireEvent.click(updateButton());

    await waitFor(() => expect(location()).toBe('/team/3'));
    const put = net.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/team/3');
    expect(put.body).toEqual({
      name: 'Rocketry',
      description: rocketry.description,
      visibility: 'PUBLIC',
      cadetLeader: { type: 'CAPNHQMember', id: 510006 },
      seniorMentor: { type: 'CAPNHQMember', id: 510014 },
      seniorCoach: null,
      members: [{ reference: { type: 'CAPNHQMember', id: 510006 }, job: 'Range safety officer' }],
      token: 'csrf',
    });
  });

  it('the same rules: an emptied name blocks Update team and says so', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt('/team/edit/3');
    fireEvent.change(await screen.findByLabelText('Team name'), { target: { value: ' ' } });
    expect(screen.getByText('Team name must not be empty')).toBeDefined();
    expect(updateButton().disabled).toBe(true);
  });

  it('editing team 0 redirects to /team/view/0', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt('/team/edit/0');
    await waitFor(() => expect(location()).toBe('/team/view/0'));
    await screen.findByRole('heading', { name: 'Cadet Staff', level: 1 });
  });

  it("without ManageTeam FULL: 'You do not have permission to do that'", async () => {
    fakeNetwork({ member: cadet }, pages());
    renderAt('/team/edit/3');
    await screen.findByRole('heading', { name: 'You do not have permission to do that' });
    expect(screen.queryByLabelText('Team name')).toBeNull();
  });

  it("signed out: 'Please sign in'", async () => {
    fakeNetwork({ member: null }, pages());
    renderAt('/team/edit/3');
    await screen.findByRole('heading', { name: 'Please sign in' });
  });

  it('a team whose membership the server withheld is not offered for editing (saving would drop its members)', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt(`/team/edit/${colorGuard.id}`);
    expect((await screen.findByRole('alert')).textContent).toBe('You do not have permission to do that');
    expect(screen.queryByRole('button', { name: 'Update team' })).toBeNull();
  });

  it('a failed load shows the server message; a failed save says so and stays', async () => {
    fakeNetwork({ member: manager }, pages());
    renderAt('/team/edit/99');
    expect((await screen.findByRole('alert')).textContent).toBe('The requested item cannot be found');
    cleanup();

    fakeNetwork(
      { member: manager },
      pages((url, init) =>
        url === '/api/team/3' && init.method === 'PUT'
          ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission to do that' } }
          : undefined,
      ),
    );
    renderAt('/team/edit/3');
    await screen.findByLabelText('Team name');
    fireEvent.click(updateButton());
    const alert = await screen.findByText('There was an error updating the team');
    expect(alert.textContent).toContain('You do not have permission to do that');
    expect(location()).toBe('/team/edit/3');
  });
});
