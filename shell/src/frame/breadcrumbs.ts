import type { CrumbNames } from '@portal/kit';
import { eventCrumbs } from './eventCrumbs.ts';

/**
 * Page names for breadcrumb segments; unknown segments are shown as written (ids, names). A remote
 * names the segments of pages it adds in its routes.json (`titles`); a page names what only it knows
 * (an event's name) in the kit's crumb names.
 */
const titles: Record<string, string> = {
  signin: 'Sign in',
  'create-account': 'Create account',
  usernamerequest: 'Username request',
  passwordreset: 'Password reset',
  finishpasswordreset: 'Finish password reset',
  finishaccount: 'Finish account setup',
  registerdiscord: 'Register Discord account',
  'terms-and-conditions': 'Terms and conditions',
  'privacy-policy': 'Privacy policy',
  admin: 'Administration',
  setupmfa: 'Setup MFA',
  createprospectiveaccount: 'Create Prospective Member Account',
  createcapprospectiveaccount: 'Create Prospective Member Account',
  prospectivemembermanagement: 'Prospective Member Management',
  createeventaccount: 'Create Special Event Account',
  signinkeys: 'Sign-in Keys',
  memberimport: 'Member Import',
  notifications: 'Notifications',
  tasks: 'Tasks',
  teamlist: 'Teams',
  teamview: 'Teams',
  create: 'Create',
  edit: 'Edit',
  view: 'View',
  list: 'List',
  emails: 'Emails',
  calendar: 'Calendar',
  drive: 'Drive',
  filemanagement: 'Drive',
  team: 'Teams',
  eventviewer: 'Event',
  changelog: 'Change log',
  errorlist: 'Error List',
  debug: 'Member Data',
  tempdutypositions: 'Temporary Duty Positions',
  permissions: 'Permission Management',
  flightassign: 'Flight Assignment',
  regedit: 'Site Configuration',
  flightcontact: 'Flight Contact',
  squadroncontact: 'Squadron Contact',
  emaillist: 'Email Selector',
  emailselector: 'Email Selector',
  attendance: 'View Attendance',
  cadetrecords: 'Cadet Records',
  capr393quizzer: 'Insignia Quiz',
  permissionslips: 'Permission slip',
};

export interface Crumb {
  label: string;
  to: string;
}

/** Old single-segment team routes (§2) whose crumb links to the team list, not to themselves. */
const crumbTarget: Record<string, string> = { teamlist: '/team', teamview: '/team' };

/**
 * Home > each path segment; token-like segments of account flows are not shown. `remoteTitles`: the
 * names the remotes give their segments in routes.json, for segments this list does not name.
 */
export function breadcrumbsFor(
  pathname: string,
  remoteTitles: Record<string, string> = {},
  names: CrumbNames = {},
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  const segments = pathname.split('/').filter(Boolean);
  // platform §2 routes: '/changelog | Change log (home breadcrumb only)'
  if (segments[0] === 'changelog') return crumbs;
  // events spec §2 pages name themselves (Create event, Event 42 > Audit log, July 2026)
  const events = eventCrumbs(segments, names);
  if (events) return events;
  // Secret tokens in /finishpasswordreset/{token}, /finishaccount/{token} and the permission slip's
  // /permissionslips/sign/{token} stay out of the page text. The drive shows its own folder path
  // (from folderPath, with names), so the frame stops at 'Drive' instead of showing raw folder ids.
  const hideRest = new Set([
    'finishpasswordreset',
    'finishaccount',
    'permissionslips',
    'drive',
    'filemanagement',
  ]);
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const label = titles[segment] ?? remoteTitles[segment] ?? decodeURIComponent(segment);
    crumbs.push({ label, to: crumbTarget[segment] ?? path });
    if (hideRest.has(segment)) break;
  }
  return crumbs;
}
