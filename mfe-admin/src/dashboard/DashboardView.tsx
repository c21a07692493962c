// The dashboard for a signed-in member (platform §2 "Dashboard widgets"). Which widgets show is one
// pure rule in contracts (visibleWidgets); this view renders them as a grid of cards. Widgets whose
// data belongs to a later area are hidden, not faked. 3 Reports is mfe-events' reports widget in a
// card (ReportsCard): on squadron accounts, and for the privileged user on every account. Links to
// pages not built yet are hidden too (builtPages).
import { visibleWidgets, type DashboardWidget } from '@portal/contracts';
import type { ComponentType } from 'react';
import { adoptStyles } from '@portal/kit';
import { FlightContactWidget } from '../contactLists/FlightContactWidget.tsx';
import { AbsentWidget } from '../members/AbsentWidget.tsx';
import { FindMemberWidget } from '../members/FindMemberWidget.tsx';
import { ProspectiveWidget } from '../prospective/ProspectiveWidget.tsx';
import { adminLinks, type AdminViewer } from './adminLinks.ts';
import { AdminLinksWidget } from './AdminLinksWidget.tsx';
import { BUILT_PAGES } from './builtPages.ts';
import { createSomethingLinks } from './createSomething.ts';
import { ErrorsCountWidget } from './ErrorsCountWidget.tsx';
import { LinksWidget } from './LinksWidget.tsx';
import { ReportsCard } from './ReportsCard.tsx';
import { SupportWidget } from './SupportWidget.tsx';
import dashboardCss from './dashboard.css?raw';

adoptStyles('mfe-admin-dashboard', dashboardCss);

/** The widgets written in other feature folders (replaceable in tests). */
export interface FeatureWidgets {
  nationalMember: ComponentType;
  findMember: ComponentType;
  prospective: ComponentType;
  /** Optional so stand-ins written before widget 6 had a card still fit; defaults to the real card. */
  flightContact?: ComponentType;
  /** Widget 3 (mfe-events' reports in a card); optional like flightContact, defaults to the real card. */
  reports?: ComponentType;
}

export const FEATURE_WIDGETS: FeatureWidgets = {
  nationalMember: AbsentWidget,
  findMember: FindMemberWidget,
  prospective: ProspectiveWidget,
  flightContact: FlightContactWidget,
  reports: ReportsCard,
};

const FILE_MANAGEMENT_LINKS = [{ label: 'Manage the unit drive', to: '/filemanagement' }];

export function DashboardView({
  viewer,
  memberName,
  builtPages = BUILT_PAGES,
  widgets = FEATURE_WIDGETS,
  now = Date.now(),
  mayCreateEventAccount,
}: {
  viewer: AdminViewer;
  memberName: string;
  builtPages?: ReadonlySet<string>;
  widgets?: FeatureWidgets;
  now?: number;
  /** §6 event account creation as decided with the account's org ids (DashboardPage). */
  mayCreateEventAccount?: boolean;
}) {
  const visible = new Set<DashboardWidget>(visibleWidgets(viewer, now));
  const { title, links: allowed } = adminLinks(viewer, now);
  const links = allowed.filter((link) => builtPages.has(link.to));
  const createLinks = createSomethingLinks(viewer, now, mayCreateEventAccount).filter((link) =>
    builtPages.has(link.to),
  );
  const {
    nationalMember: NationalMember,
    findMember: FindMember,
    prospective: Prospective,
    flightContact: FlightContact = FlightContactWidget,
    reports: Reports = ReportsCard,
  } = widgets;
  return (
    <div className="adm-dashboard">
      <header className="adm-dashboard-head">
        <h1>Administration</h1>
        {memberName && <p>Signed in as {memberName}</p>}
      </header>
      <div className="adm-widgets">
        {/* widget 1: the unit drive (mfe-drive); widget 5 shows its file count */}
        {visible.has('fileManagement') && (
          <LinksWidget title="File management" links={FILE_MANAGEMENT_LINKS} testId="widget-files" />
        )}
        {visible.has('administration') && <AdminLinksWidget title={title} links={links} />}
        {visible.has('reports') && <Reports />}
        {visible.has('findMember') && <FindMember />}
        {visible.has('flightContact') && <FlightContact />}
        {visible.has('createSomething') && createLinks.length > 0 && (
          <LinksWidget title="Create something" links={createLinks} testId="widget-create" />
        )}
        {visible.has('prospective') && <Prospective />}
        {visible.has('nationalMember') && <NationalMember />}
        {visible.has('errors') && builtPages.has('/admin/errorlist') && <ErrorsCountWidget />}
        {visible.has('support') && <SupportWidget builtPages={builtPages} />}
      </div>
    </div>
  );
}
