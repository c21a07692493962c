import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs.ts';

const labels = (path: string) => breadcrumbsFor(path).map((c) => c.label);

describe('breadcrumbs of the events pages (events spec §2 routes name their pages, never raw segments)', () => {
  it.each([
    ['/eventform', ['Home', 'Calendar', 'Create event']],
    ['/addevent', ['Home', 'Calendar', 'Create event']],
    ['/eventform/42', ['Home', 'Calendar', 'Event 42', 'Modify event']],
    ['/modifyevent/42', ['Home', 'Calendar', 'Event 42', 'Modify event']],
    ['/eventviewer/42-summer-bivouac', ['Home', 'Calendar', 'Event 42']],
    ['/auditviewer/42-summer-bivouac', ['Home', 'Calendar', 'Event 42', 'Audit log']],
    ['/multiadd/42', ['Home', 'Calendar', 'Event 42', 'Add attendance']],
    ['/events/scanadd/42', ['Home', 'Calendar', 'Event 42', 'Attendance scanner']],
    ['/eventlinklist', ['Home', 'Event list']],
    ['/calendar', ['Home', 'Calendar']],
    ['/calendar/7/2026', ['Home', 'Calendar', 'July 2026']],
    ['/calendar/feeds', ['Home', 'Calendar', 'Calendar feeds']],
  ])('%s: %j', (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });

  it("an event's crumb leads to its viewer; the last crumb is the page itself", () => {
    expect(breadcrumbsFor('/auditviewer/42-summer-bivouac')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Calendar', to: '/calendar' },
      { label: 'Event 42', to: '/eventviewer/42-summer-bivouac' },
      { label: 'Audit log', to: '/auditviewer/42-summer-bivouac' },
    ]);
  });

  it.each([
    ['/eventviewer/42-summer-bivouac', ['Home', 'Calendar', 'Summer Bivouac']],
    ['/eventform/42', ['Home', 'Calendar', 'Summer Bivouac', 'Modify event']],
    ['/events/scanadd/42', ['Home', 'Calendar', 'Summer Bivouac', 'Attendance scanner']],
    ['/eventviewer/43', ['Home', 'Calendar', 'Event 43']],
  ])("breadcrumbs with the event's name once a page named it: %s", (path, expected) => {
    const names = { 'event:42': 'Summer Bivouac' };
    expect(breadcrumbsFor(path, {}, names).map((c) => c.label)).toEqual(expected);
  });

  it("a non-numeric event id (§2 'Could not find event specified') is shown as written, not as an event number", () => {
    expect(labels('/eventviewer/abc')).toEqual(['Home', 'Calendar', 'abc']);
  });

  it('an impossible calendar month falls back to the plain segments', () => {
    expect(labels('/calendar/13/2026')).toEqual(['Home', 'Calendar', '13', '2026']);
  });
});

describe('breadcrumbs of the administration pages mfe-events owns', () => {
  it.each([
    ['/admin/attendance', ['Home', 'Administration', 'View Attendance']],
    ['/admin/cadetrecords', ['Home', 'Administration', 'Cadet Records']],
  ])('%s: %j', (path, expected) => {
    expect(labels(path)).toEqual(expected);
  });
});

describe('breadcrumbs of links that carry a secret token', () => {
  it('the permission slip signing page never shows its token: Home > Permission slip', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
    expect(breadcrumbsFor(`/permissionslips/sign/${token}`)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Permission slip', to: '/permissionslips' },
    ]);
  });
});
