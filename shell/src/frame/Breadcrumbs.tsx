import { Link, useLocation } from 'react-router-dom';
import { remoteTitles } from '@portal/contracts';
import { useCrumbNames } from '@portal/kit';
import { useRoutes } from '../routes/routesTable.ts';
import { breadcrumbsFor } from './breadcrumbs.ts';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const routes = useRoutes();
  const names = useCrumbNames();
  const crumbs = breadcrumbsFor(pathname, routes.status === 'ready' ? remoteTitles(routes.table) : {}, names);
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.to}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link to={c.to}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
