// @vitest-environment happy-dom
// Flight assignment, site configuration and the team form ask before
// unsaved changes are lost (the kit's useUnsavedChangesGuard, in a data router as the shell mounts them).
import { defaultRegistry, type MembersByFlightFullResponse, type Registry } from '@portal/contracts';
import { UNSAVED_CHANGES_LEAVE, UNSAVED_CHANGES_STAY } from '@portal/kit/leaveGuard';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardFrom } from '../flights/flightBoard.ts';
import { FlightAssignView } from '../flights/FlightAssignView.tsx';
import { RegistryEditView } from '../registry/RegistryEditView.tsx';
import { emptyTeamForm } from '../teams/teamForm.ts';
import { TeamForm } from '../teams/TeamForm.tsx';

afterEach(cleanup);

function inDataRouter(page: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/page', element: page },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Tries to leave: the dialog shows and Stay keeps the page; a second try leaves. */
async function asksThenLeaves(router: ReturnType<typeof createMemoryRouter>) {
  await act(() => router.navigate('/elsewhere'));
  const ask = screen.getByRole('dialog', { name: 'Leave this page?' });
  expect(router.state.location.pathname).toBe('/page');
  await act(async () => fireEvent.click(within(ask).getByRole('button', { name: UNSAVED_CHANGES_STAY })));
  expect(router.state.location.pathname).toBe('/page');
  await act(() => router.navigate('/elsewhere'));
  await act(async () =>
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: UNSAVED_CHANGES_LEAVE,
      }),
    ),
  );
  expect(router.state.location.pathname).toBe('/elsewhere');
}

async function leavesWithoutAsking(router: ReturnType<typeof createMemoryRouter>) {
  await act(() => router.navigate('/elsewhere'));
  expect(router.state.location.pathname).toBe('/elsewhere');
}

const person = (id: number, name: string, flight: string | null) => ({
  member: { type: 'CAPNHQMember' as const, id },
  name,
  nameLast: name.split(' ').at(-1)!,
  memberRank: 'C/Amn',
  seniorMember: false,
  flight,
  roleCode: 'c' as const,
  dutyPositions: [],
});
const flights: MembersByFlightFullResponse = {
  flights: [{ name: 'Alpha', members: [person(2, 'C/Amn Bo Able', 'Alpha')] }],
  unassigned: [person(5, 'C/Amn Ed Newman', null)],
};

function registry(): Registry {
  const r = defaultRegistry('md001');
  r.Website.Name = 'Demo Squadron';
  return r;
}

describe('admin forms ask before unsaved changes are lost', () => {
  it('flight assignment: a moved, unsaved member asks; an untouched board leaves', async () => {
    const router = inDataRouter(<FlightAssignView board={boardFrom(flights)} onSave={vi.fn()} />);
    const bo = screen.getByRole('button', { name: /Bo Able/ });
    bo.focus();
    fireEvent.keyDown(bo, { key: ' ' });
    fireEvent.keyDown(bo, { key: 'ArrowRight' });
    fireEvent.keyDown(bo, { key: ' ' });
    await asksThenLeaves(router);
    cleanup();
    await leavesWithoutAsking(inDataRouter(<FlightAssignView board={boardFrom(flights)} onSave={vi.fn()} />));
  });

  it('site configuration: an edited field asks; an untouched form leaves', async () => {
    const router = inDataRouter(<RegistryEditView registry={registry()} onSave={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Timezone'), { target: { value: 'America/Anchorage' } });
    await asksThenLeaves(router);
    cleanup();
    await leavesWithoutAsking(inDataRouter(<RegistryEditView registry={registry()} onSave={vi.fn()} />));
  });

  it('team form: a typed name asks; an untouched form leaves', async () => {
    const form = (
      <TeamForm
        initial={emptyTeamForm()}
        candidates={[]}
        submitLabel="Create team"
        submitting={false}
        failure={null}
        onSubmit={vi.fn()}
      />
    );
    const router = inDataRouter(form);
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Rocketry' } });
    await asksThenLeaves(router);
    cleanup();
    await leavesWithoutAsking(inDataRouter(form));
  });
});
