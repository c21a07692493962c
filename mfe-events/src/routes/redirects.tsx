// The pages of the bare paths routes.json owns ("every path in the route table opens a page"):
// /events, /eventviewer, /modifyevent, /multiadd and /auditviewer name no event, so each opens the
// page where one is chosen: the calendar for the events and their viewer, the event list (whose
// names lead to the edit form and the viewer's manager actions) for the managers' pages.
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';

const redirectTo = (to: string): ComponentType =>
  function Redirect() {
    return <Navigate to={to} replace />;
  };

export const BARE_PATH_PAGES = {
  '/events': redirectTo('/calendar'),
  '/eventviewer': redirectTo('/calendar'),
  '/modifyevent': redirectTo('/eventlinklist'),
  '/multiadd': redirectTo('/eventlinklist'),
  '/auditviewer': redirectTo('/eventlinklist'),
} satisfies Record<string, ComponentType>;
