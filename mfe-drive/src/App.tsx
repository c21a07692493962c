// The module exposed as 'mfe_drive/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. No page of this remote is built yet: every path renders the not-found
// page until a later issue adds its page to `pages`.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@portal/kit';
import { DRIVE_PATHS, type DrivePath } from './routes/paths.ts';

const pages: Partial<Record<DrivePath, ComponentType>> = {};

export default function App() {
  return (
    <Routes>
      {DRIVE_PATHS.map((path) => {
        const Page = pages[path] ?? NotFoundPage;
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
