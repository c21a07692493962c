// @vitest-environment happy-dom
// The dashboard's 'Create something' widget offers 'Add a team' now that the team
// create page exists (builtPages derives from featurePages, which mounts the team pages).
import { cleanup, render, screen, within } from '@testing-library/react';
import { presetFor } from '@portal/contracts';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_PAGES } from '../dashboard/builtPages.ts';
import { DashboardView } from '../dashboard/DashboardView.tsx';
import { teamsPages } from './routes.ts';

afterEach(cleanup);

const none = () => null;
const widgets = { nationalMember: none, findMember: none, prospective: none };

function dashboardOf(permissions: ReturnType<typeof presetFor>) {
  render(
    <MemoryRouter>
      <DashboardView
        viewer={{
          member: { type: 'CAPNHQMember', id: 510002, permissions },
          dutyPositions: [],
          seniorMember: true,
          superUser: false,
          accountType: 'CAPSQUADRON',
        }}
        memberName="Capt Morgan Manager"
        widgets={widgets}
      />
    </MemoryRouter>,
  );
}

describe("dashboard widget 4 'Create something' and the team pages", () => {
  it('every team page of §2 (but the email selector) is built', () => {
    for (const path of [
      '/team',
      '/teamlist',
      '/team/list',
      '/team/create',
      '/team/:id',
      '/team/view/:id',
      '/teamview/:id',
      '/team/edit/:id',
    ]) {
      expect(BUILT_PAGES.has(path), path).toBe(true);
    }
    expect(Object.keys(teamsPages)).not.toContain('/team/emails/:id');
  });

  it("a manager (ManageTeam FULL in the Manager preset) sees 'Add a team' linking to /team/create", () => {
    dashboardOf(presetFor('Manager', 'CAPSQUADRON'));
    const widget = screen.getByTestId('widget-create');
    expect(within(widget).getByRole('link', { name: 'Add a team' }).getAttribute('href')).toBe(
      '/team/create',
    );
  });

  it("a member without ManageTeam gets no 'Add a team'", () => {
    dashboardOf(presetFor('CadetStaff', 'CAPSQUADRON'));
    expect(screen.queryByRole('link', { name: 'Add a team' })).toBeNull();
  });
});
