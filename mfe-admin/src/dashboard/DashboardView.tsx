// The dashboard for a signed-in member. Only widgets whose data exists are shown; the others of
// platform §2 (file management, reports, flight contact, ...) arrive with their features.
import { adminLinks, type AdminViewer } from './adminLinks.ts';
import { AdminLinksWidget } from './AdminLinksWidget.tsx';
import { BUILT_PAGES } from './builtPages.ts';
import { DASHBOARD_STYLE_ID, dashboardCss } from './dashboardStyles.ts';

export function DashboardView({
  viewer,
  memberName,
  builtPages = BUILT_PAGES,
}: {
  viewer: AdminViewer;
  memberName: string;
  builtPages?: ReadonlySet<string>;
}) {
  const { title, links: allowed } = adminLinks(viewer);
  const links = allowed.filter((link) => builtPages.has(link.to));
  return (
    <div className="adm-dashboard">
      <style href={DASHBOARD_STYLE_ID} precedence="default">
        {dashboardCss}
      </style>
      <header className="adm-dashboard-head">
        <h1>Administration</h1>
        {memberName && <p>Signed in as {memberName}</p>}
      </header>
      <div className="adm-widgets">
        <AdminLinksWidget title={title} links={links} />
      </div>
    </div>
  );
}
