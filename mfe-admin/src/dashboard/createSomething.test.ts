import { describe, expect, it } from 'vitest';
import type { DashboardViewer, PermissionSet } from '@portal/contracts';
import { createSomethingLinks } from './createSomething.ts';

const NOW = Date.UTC(2026, 0, 15);
const viewer = (
  permissions: PermissionSet,
  over: Partial<Omit<DashboardViewer, 'member'>> = {},
): DashboardViewer => ({
  member: { type: 'CAPNHQMember', id: 100001, permissions },
  dutyPositions: [],
  seniorMember: true,
  superUser: false,
  accountType: 'CAPSQUADRON',
  ...over,
});

describe("platform §2 widget 4 'Create something': Draft an event, Add a team, Create a special event", () => {
  it.each([
    [
      'ManageEvent ADDDRAFTEVENTS: Draft an event',
      viewer({ ManageEvent: 'ADDDRAFTEVENTS' }),
      ['Draft an event'],
    ],
    [
      'ManageEvent FULL (at least ADDDRAFTEVENTS): Draft an event',
      viewer({ ManageEvent: 'FULL' }),
      ['Draft an event'],
    ],
    ['ManageTeam FULL: Add a team', viewer({ ManageTeam: 'FULL' }), ['Add a team']],
    [
      'wing with CreateEventAccount YES: Create a special event (§6)',
      viewer({ CreateEventAccount: 'YES' }, { accountType: 'CAPWING' }),
      ['Create a special event'],
    ],
    [
      'region Information Technologies Officer: Create a special event (§6)',
      viewer(
        {},
        {
          accountType: 'CAPREGION',
          dutyPositions: [{ duty: 'Information Technologies Officer', expires: null }],
        },
      ),
      ['Create a special event'],
    ],
    [
      'squadron CreateEventAccount YES: not offered (wing and region only)',
      viewer({ CreateEventAccount: 'YES' }),
      [],
    ],
    [
      'squadron ProspectiveMemberManagement FULL: Add a prospective member',
      viewer({ ProspectiveMemberManagement: 'FULL' }),
      ['Add a prospective member'],
    ],
    [
      'group ProspectiveMemberManagement FULL: not offered (squadron only)',
      viewer({ ProspectiveMemberManagement: 'FULL' }, { accountType: 'CAPGROUP' }),
      [],
    ],
    [
      'the privileged user: every link',
      viewer({}, { superUser: true }),
      ['Draft an event', 'Add a team', 'Create a special event', 'Add a prospective member'],
    ],
    ['a plain member: nothing', viewer({}), []],
  ])('%s', (_rule, v, labels) => {
    expect(createSomethingLinks(v, NOW).map((l) => l.label)).toEqual(labels);
  });

  it("the page's exact §6 answer (with org ids) decides 'Create a special event' when given", () => {
    const wingCommander = viewer(
      {},
      { accountType: 'CAPWING', dutyPositions: [{ duty: 'Commander', expires: null }] },
    );
    expect(createSomethingLinks(wingCommander, NOW, false).map((l) => l.label)).toEqual([]);
    expect(createSomethingLinks(viewer({}), NOW, true).map((l) => l.label)).toEqual([
      'Create a special event',
    ]);
  });

  it('links point at the pages of platform §2', () => {
    expect(createSomethingLinks(viewer({}, { superUser: true }), NOW).map((l) => l.to)).toEqual([
      '/eventform',
      '/team/create',
      '/admin/createeventaccount',
      '/admin/createprospectiveaccount',
    ]);
  });
});
