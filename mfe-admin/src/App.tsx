// The module exposed as 'mfe_admin/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. Paths whose page is not built yet fall through to the not-found page.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/kit';
import { ADMIN_PATHS, type AdminPath } from './routes/paths.ts';
import { DashboardPage } from './dashboard/DashboardPage.tsx';
import { FEATURE_PAGES } from './routes/featurePages.ts';

const pages: Partial<Record<AdminPath, ComponentType>> = {
  '/admin': DashboardPage,
  ...FEATURE_PAGES,
};

export default function App() {
  return <RemoteRoutes paths={ADMIN_PATHS} pages={pages} />;
}
