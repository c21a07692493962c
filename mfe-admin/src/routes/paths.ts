// Every path this remote owns (platform spec §2 routes). The shell sends a path here when
// remoteForPath() in @portal/contracts names mfe_admin; routes.test.ts keeps the two in step.
// Later issues add a page to App.tsx's `pages` map; until then a path renders the not-found page.
export const ADMIN_PATHS = [
  '/admin',
  '/admin/createprospectiveaccount',
  '/admin/createcapprospectiveaccount',
  '/admin/prospectivemembermanagement',
  '/admin/createeventaccount',
  '/admin/regedit',
  '/regedit',
  '/admin/flightassign',
  '/flightassign',
  '/admin/permissions',
  '/admin/tempdutypositions',
  '/admin/flightcontact',
  '/admin/squadroncontact',
  '/admin/emaillist',
  '/emailselector',
  '/admin/errorlist',
  '/team',
  '/teamlist',
  '/team/list',
  '/team/create',
  '/team/:id',
  '/team/view/:id',
  '/teamview/:id',
  '/team/edit/:id',
  '/team/emails/:id',
  '/changelog',
  '/debug',
  // not in the spec's route table: pages this portal adds (mfe-admin/README.md)
  '/admin/signinkeys',
  '/admin/memberimport',
  '/admin/tasks',
  '/admin/tasks/create',
  '/admin/tasks/edit/:id',
  '/admin/tasks/:id',
  '/admin/notifications',
] as const;

export type AdminPath = (typeof ADMIN_PATHS)[number];
