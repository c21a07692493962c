// The module exposed as 'mfe_events/App'. The shell mounts it under a root splat route, so the paths
// below are relative to '/'. A path without a page in `pages` renders the not-found page.
import type { ComponentType } from 'react';
import { RemoteRoutes } from '@portal/kit';
import { AttendanceViewPage } from './attendanceView/AttendanceViewPage.tsx';
import { AuditViewerPage } from './auditViewer/AuditViewerPage.tsx';
import { EventFormPage } from './eventForm/EventFormPage.tsx';
import { EventListPage } from './eventList/EventListPage.tsx';
import { EventViewerPage } from './eventViewer/EventViewerPage.tsx';
import { FeedsPage } from './feeds/FeedsPage.tsx';
import { CalendarPage } from './calendar/CalendarPage.tsx';
import { CadetRecordsPage } from './cadetRecords/CadetRecordsPage.tsx';
import { MultiAddPage } from './multiAdd/MultiAddPage.tsx';
import { SigningPage } from './permissionSlipSigning/SigningPage.tsx';
import { ScannerPage } from './scanner/ScannerPage.tsx';
import { EVENTS_PATHS, type EventsPath } from './routes/paths.ts';
import { BARE_PATH_PAGES } from './routes/redirects.tsx';

const pages: Partial<Record<EventsPath, ComponentType>> = {
  '/eventviewer/:id': EventViewerPage,
  '/eventform': EventFormPage,
  '/addevent': EventFormPage,
  '/eventform/:id': EventFormPage,
  '/modifyevent/:id': EventFormPage,
  '/calendar': CalendarPage,
  '/calendar/:month/:year': CalendarPage,
  '/auditviewer/:id': AuditViewerPage,
  '/eventlinklist': EventListPage,
  '/calendar/feeds': FeedsPage,
  '/events/scanadd/:id': ScannerPage,
  '/multiadd/:id': MultiAddPage,
  '/admin/attendance': AttendanceViewPage,
  '/admin/cadetrecords': CadetRecordsPage,
  // the bare path names no slip: the page of a link that is not valid
  '/permissionslips': SigningPage,
  '/permissionslips/sign/:token': SigningPage,
  ...BARE_PATH_PAGES,
};

export default function App() {
  return <RemoteRoutes paths={EVENTS_PATHS} pages={pages} />;
}

/** The paths with a page (App.test.tsx checks the others show the not-found page). */
export const BUILT_PATHS = Object.keys(pages);
