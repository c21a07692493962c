import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DashboardView } from './DashboardView.tsx';
import { adminLinks, type AdminViewer } from './adminLinks.ts';

const render = (viewer: AdminViewer, builtPages: ReadonlySet<string> = everyPage) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DashboardView viewer={viewer} memberName="Capt Ada Lovelace" builtPages={builtPages} />
    </MemoryRouter>,
  );

const cadet: AdminViewer = {
  member: { type: 'CAPNHQMember', id: 100001, permissions: {} },
  dutyPositions: [],
  seniorMember: false,
  superUser: false,
  accountType: 'CAPSQUADRON',
};

// Every page a link can point to counted as built, so the permission rules show in full.
const everyPage: ReadonlySet<string> = new Set(
  adminLinks({ ...cadet, superUser: true }).links.map((link) => link.to),
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

  it('an administrator sees Site administration with Site configuration and Permission management', () => {
    const html = render({
      ...cadet,
      seniorMember: true,
      member: { ...cadet.member, permissions: { RegistryEdit: 'YES', PermissionManagement: 'FULL' } },
    });
    expect(html).toContain('Site administration');
    expect(html).toContain('href="/admin/regedit"');
    expect(html).toContain('href="/admin/permissions"');
    expect(html).toContain('href="/emailselector"');
  });

  it('hides links to pages not built yet (hidden, not faked): today an administrator sees only Setup MFA', () => {
    const admin: AdminViewer = { ...cadet, superUser: true };
    expect(adminLinks(admin).links.length).toBeGreaterThan(1);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <DashboardView viewer={admin} memberName="Capt Ada Lovelace" />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/admin/setupmfa"');
    expect(html).not.toContain('href="/admin/regedit"');
    expect(html).not.toContain('href="/eventlinklist"');
  });

  it('shows no widget whose data does not exist yet (e.g. File management, Reports, Errors)', () => {
    const html = render({ ...cadet, superUser: true });
    expect(html.match(/class="adm-widget"/g)).toHaveLength(1);
    expect(html).not.toMatch(/File management|Reports|Errors/);
  });
});
