// Pages that exist today. A dashboard link to a page that a later issue builds stays hidden until
// that page exists (hidden, not faked: a link to a not-found page looks broken). The shell's own
// /admin/setupmfa plus every page a feature folder of this remote mounts.
import { FEATURE_PAGES } from '../routes/featurePages.ts';

/** Pages of the events remote (mfe-events App.tsx) that the dashboard links to: Event List, View
 * Attendance (platform §2 widget 2) and Draft an event (widget 4). */
const EVENTS_REMOTE_PAGES = ['/eventlinklist', '/admin/attendance', '/eventform'];

export const BUILT_PAGES: ReadonlySet<string> = new Set([
  '/admin/setupmfa',
  ...EVENTS_REMOTE_PAGES,
  ...Object.keys(FEATURE_PAGES),
]);
