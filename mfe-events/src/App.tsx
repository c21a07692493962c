// The module exposed as 'mfe_events/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. No page of this remote is built yet: every path renders the not-found
// page until a later issue adds its page to `pages`.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@portal/kit';
import { EVENTS_PATHS, type EventsPath } from './routes/paths.ts';

const pages: Partial<Record<EventsPath, ComponentType>> = {};

export default function App() {
  return (
    <Routes>
      {EVENTS_PATHS.map((path) => {
        const Page = pages[path] ?? NotFoundPage;
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
