// A remote's routes: one route per path it owns, showing that path's page, or the not-found page
// for a path whose page is not built; any other path is not found either.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

export interface RemoteRoutesProps<P extends string> {
  paths: readonly P[];
  pages: Partial<Record<P, ComponentType>>;
}

export function RemoteRoutes<P extends string>({ paths, pages }: RemoteRoutesProps<P>) {
  return (
    <Routes>
      {paths.map((path) => {
        const Page = pages[path] ?? NotFoundPage;
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
