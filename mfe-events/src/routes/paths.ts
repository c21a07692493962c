// Every path this remote owns (platform and events spec §2 routes). The shell sends a path here when
// remoteForPath() in @portal/contracts names mfe_events; routes.test.ts keeps the two in step.
// Later issues add a page to App.tsx's `pages` map; until then a path renders the not-found page.
export const EVENTS_PATHS = [
  '/eventviewer/:id',
  '/eventform',
  '/addevent',
  '/eventform/:id',
  '/modifyevent/:id',
  '/events/scanadd/:id',
  '/multiadd/:id',
  '/auditviewer/:id',
  '/eventlinklist',
  '/calendar',
  '/calendar/:month/:year',
  // calendar feed links (beyond the spec)
  '/calendar/feeds',
  '/admin/attendance',
  // a manager's cadet record entries, linked from the reports widget
  '/admin/cadetrecords',
] as const;

export type EventsPath = (typeof EVENTS_PATHS)[number];
