import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { remoteTitles } from '@portal/contracts';
import { useCrumbNames } from '@portal/kit';
import { breadcrumbsFor } from '../frame/breadcrumbs.ts';
import { useRoutes } from '../routes/routesTable.ts';
import { documentTitle, pageNameOf } from './documentTitle.ts';
import { useSite } from './SiteContext.tsx';

/** Keeps document.title as '{page} {Separator} {site name}' (platform §3 Website.Separator). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const routes = useRoutes();
  const site = useSite();
  const titles = routes.status === 'ready' ? remoteTitles(routes.table) : {};
  const page = pageNameOf(breadcrumbsFor(pathname, titles, useCrumbNames()));
  const separator = site.registry?.Website.Separator ?? ' - ';
  const title = documentTitle(page, separator, site.name);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
