import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { presetFor } from '@portal/contracts';
import { DashboardView, type FeatureWidgets } from './DashboardView.tsx';
import { adminLinks, type AdminViewer } from './adminLinks.ts';
import { createSomethingLinks } from './createSomething.ts';

// The widgets of other feature folders stand in as markers: this file tests which widgets show.
const stubs: FeatureWidgets = {
  nationalMember: () => <section className="adm-widget">[national-member widget]</section>,
  findMember: () => <section className="adm-widget">[find-member widget]</section>,
  prospective: () => <section className="adm-widget">[prospective widget]</section>,
  flightContact: () => <section className="adm-widget">[flight-contact widget]</section>,
  reports: () => <section className="adm-widget">[reports widget]</section>,
};

const cadet: AdminViewer = {
  member: { type: 'CAPNHQMember', id: 100001, permissions: {} },
  dutyPositions: [],
  seniorMember: false,
  superUser: false,
  accountType: 'CAPSQUADRON',
};
const admin: AdminViewer = {
  ...cadet,
  seniorMember: true,
  dutyPositions: [{ duty: 'Commander', expires: null }],
  member: { ...cadet.member, permissions: presetFor('Admin', 'CAPSQUADRON') },
};

// Every page a link can point to counted as built, so the permission rules show in full.
const everyPage: ReadonlySet<string> = new Set([
  ...adminLinks({ ...cadet, superUser: true }).links.map((link) => link.to),
  ...createSomethingLinks({ ...cadet, superUser: true }).map((link) => link.to),
  '/changelog',
  '/admin/errorlist',
]);

const render = (viewer: AdminViewer, builtPages: ReadonlySet<string> = everyPage) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DashboardView viewer={viewer} memberName="Capt Ada Lovelace" builtPages={builtPages} widgets={stubs} />
    </MemoryRouter>,
  );

describe('platform §2 dashboard widgets for a signed-in member', () => {
  it('a plain member sees the Personal administration widget with Setup MFA and no privileged links', () => {
    const html = render(cadet);
    expect(html).toContain('Personal administration');
    expect(html).toContain('href="/admin/setupmfa"');
    expect(html).toContain('>Setup MFA<');
    expect(html).not.toContain('Site configuration');
    expect(html).not.toContain('Permission management');
  });

  it('a plain cadet sees exactly two cards: administration links and the national-member widget', () => {
    const html = render(cadet);
    expect(html.match(/class="adm-widget"/g)).toHaveLength(2);
    expect(html).toContain('[national-member widget]');
    expect(html).not.toContain('[find-member widget]');
    expect(html).not.toContain('Create something');
    expect(html).not.toContain('>Errors<');
  });

  it('an administrator sees Site administration with Site configuration, Permission management, Sign-in keys, Import members', () => {
    const html = render(admin);
    expect(html).toContain('Site administration');
    expect(html).toContain('href="/admin/regedit"');
    expect(html).toContain('href="/admin/permissions"');
    expect(html).toContain('href="/admin/signinkeys"');
    expect(html).toContain('href="/admin/memberimport"');
    expect(html).toContain('href="/emailselector"');
  });

  it("widget 4 'Create something': Draft an event and Add a team for a manager of events and teams", () => {
    const html = render({
      ...cadet,
      member: { ...cadet.member, permissions: { ManageEvent: 'FULL', ManageTeam: 'FULL' } },
    });
    expect(html).toContain('Create something');
    expect(html).toContain('href="/eventform"');
    expect(html).toContain('href="/team/create"');
    expect(html).not.toContain('Create a special event');
  });

  it('widget 4 is hidden while none of its pages exists (hidden, not faked)', () => {
    const html = render(
      { ...cadet, member: { ...cadet.member, permissions: { ManageEvent: 'FULL' } } },
      new Set(['/admin/setupmfa']),
    );
    expect(html).not.toContain('Create something');
  });

  it('widget 8 Prospective: squadron accounts with ProspectiveMemberManagement', () => {
    const manager = {
      ...cadet,
      member: { ...cadet.member, permissions: { ProspectiveMemberManagement: 'FULL' as const } },
    };
    expect(render(manager)).toContain('[prospective widget]');
    expect(render({ ...manager, accountType: 'CAPGROUP' })).not.toContain('[prospective widget]');
  });

  it('widget 9 Find Member: senior members with a duty position or MemberSearch YES', () => {
    expect(
      render({ ...cadet, seniorMember: true, dutyPositions: [{ duty: 'Safety Officer', expires: null }] }),
    ).toContain('[find-member widget]');
    expect(render({ ...cadet, member: { ...cadet.member, permissions: { MemberSearch: 'YES' } } })).toContain(
      '[find-member widget]',
    );
    expect(render({ ...cadet, seniorMember: true })).not.toContain('[find-member widget]');
  });

  it('widget 10 Errors count: site administrator only, with a link to /admin/errorlist', () => {
    const html = render(admin);
    expect(html).toContain('>Errors<');
    expect(html).toContain('href="/admin/errorlist"');
    const manager = render({
      ...cadet,
      member: { ...cadet.member, permissions: presetFor('Manager', 'CAPSQUADRON') },
    });
    expect(manager).not.toContain('>Errors<');
  });

  it('widget 7 Support and release notes: privileged user only', () => {
    expect(render(admin)).not.toContain('Support and release notes');
    const html = render({ ...cadet, superUser: true });
    expect(html).toContain('Support and release notes');
    expect(html).toContain('href="/changelog"');
  });

  it('"The privileged user sees every widget" that has a card today', () => {
    const html = render({
      ...cadet,
      superUser: true,
      member: { type: 'CAPNHQMember', id: 999999, permissions: {} },
    });
    for (const text of [
      'Site administration',
      '[find-member widget]',
      'Create something',
      '[prospective widget]',
      '[national-member widget]',
      '>Errors<',
      'Support and release notes',
      '[reports widget]',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('hides links to pages not built yet (hidden, not faked)', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DashboardView
          viewer={{ ...cadet, superUser: true }}
          memberName="Capt Ada Lovelace"
          builtPages={new Set(['/admin/setupmfa'])}
          widgets={stubs}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/admin/setupmfa"');
    expect(html).not.toContain('href="/admin/regedit"');
    expect(html).not.toContain('href="/eventlinklist"');
    expect(html).not.toContain('>Errors<');
  });

  it('widget 3 Reports: cadet flight and command duty holders, or PromotionManagement FULL; squadron accounts only', () => {
    const flightCommander = { ...cadet, dutyPositions: [{ duty: 'Cadet Flight Commander', expires: null }] };
    expect(render(flightCommander)).toContain('[reports widget]');
    const promotions = {
      ...cadet,
      seniorMember: true,
      member: { ...cadet.member, permissions: { PromotionManagement: 'FULL' as const } },
    };
    expect(render(promotions)).toContain('[reports widget]');
    expect(render(cadet)).not.toContain('[reports widget]');
    expect(render({ ...flightCommander, accountType: 'CAPGROUP' })).not.toContain('[reports widget]');
    expect(render({ ...cadet, superUser: true })).toContain('[reports widget]');
  });

  it.each(['CAPGROUP', 'CAPWING', 'CAPREGION'] as const)(
    "'The privileged user sees every widget': the reports widget on a %s account",
    (accountType) => {
      expect(render({ ...cadet, superUser: true, accountType })).toContain('[reports widget]');
    },
  );

  it("widget 1 File management: 'needs FileManagement FULL', links to the unit drive", () => {
    const manager = {
      ...cadet,
      member: { ...cadet.member, permissions: { FileManagement: 'FULL' as const } },
    };
    expect(render(manager)).toMatch(/File management[\s\S]*href="\/filemanagement"/);
    expect(render(cadet)).not.toMatch(/File management/);
  });

  it('widget 6 Flight contact: a card for a cadet holding a flight duty, none for a plain cadet', () => {
    const flightCommander = { ...cadet, dutyPositions: [{ duty: 'Cadet Flight Commander', expires: null }] };
    expect(render(flightCommander)).toContain('[flight-contact widget]');
    expect(render(cadet)).not.toContain('[flight-contact widget]');
  });
});
