import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { isEmbedded } from './embed.ts';
import { isStuck, MOBILE_BREAKPOINT_PX, STICKY_AFTER_PX } from './useStickyMenu.ts';
import { socialHref } from '../site/unitContact.tsx';

describe('frame (platform §2 Shell)', () => {
  it('embedded mode is on when the query string has an embed parameter', () => {
    expect(isEmbedded('?embed')).toBe(true);
    expect(isEmbedded('?x=1&embed=true')).toBe(true);
    expect(isEmbedded('?embedded=1')).toBe(false);
    expect(isEmbedded('')).toBe(false);
  });

  it('the menu sticks after about 181 px of scroll; breakpoint 1028 px', () => {
    expect(STICKY_AFTER_PX).toBe(181);
    expect(MOBILE_BREAKPOINT_PX).toBe(1028);
    expect(isStuck(181)).toBe(false);
    expect(isStuck(182)).toBe(true);
  });

  it('breadcrumbs: Home, then the page names along the path', () => {
    expect(breadcrumbsFor('/')).toEqual([{ label: 'Home', to: '/' }]);
    expect(breadcrumbsFor('/admin/setupmfa')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Administration', to: '/admin' },
      { label: 'Setup MFA', to: '/admin/setupmfa' },
    ]);
  });

  it.each(['/admin/createprospectiveaccount', '/admin/createcapprospectiveaccount'])(
    "%s: breadcrumbs 'Home > Administration > Create Prospective Member Account' (platform §2)",
    (path) => {
      expect(breadcrumbsFor(path).map((c) => c.label)).toEqual([
        'Home',
        'Administration',
        'Create Prospective Member Account',
      ]);
    },
  );

  it.each([
    ['/admin/permissions', 'Permission Management'],
    ['/admin/tempdutypositions', 'Temporary Duty Positions'],
    ['/admin/flightassign', 'Flight Assignment'],
    ['/admin/regedit', 'Site Configuration'],
    ['/admin/tasks', 'Tasks'],
    ['/admin/notifications', 'Notifications'],
  ])(
    '%s: the administration pages are named in the breadcrumbs, not shown as raw segments',
    (path, label) => {
      expect(breadcrumbsFor(path).map((c) => c.label)).toEqual(['Home', 'Administration', label]);
    },
  );

  it("a segment the shell does not name takes the remotes' routes.json name, else shows as written", () => {
    expect(breadcrumbsFor('/whatsnew', { whatsnew: 'What is new' }).map((c) => c.label)).toEqual([
      'Home',
      'What is new',
    ]);
    expect(breadcrumbsFor('/whatsnew').map((c) => c.label)).toEqual(['Home', 'whatsnew']);
    expect(breadcrumbsFor('/admin/tasks', { tasks: 'Other' }).map((c) => c.label)).toEqual([
      'Home',
      'Administration',
      'Tasks',
    ]);
  });

  it('/capr393quizzer (events §2 insignia quiz): Home > Insignia Quiz', () => {
    expect(breadcrumbsFor('/capr393quizzer').map((c) => c.label)).toEqual(['Home', 'Insignia Quiz']);
  });

  it.each(['/drive/0123456789abcdef0123456789abcdef', '/filemanagement/CAPNHQMember-510020', '/drive'])(
    '%s: the frame stops at Drive (the drive page shows its folder path by name, never raw ids)',
    (path) => {
      expect(breadcrumbsFor(path).map((c) => c.label)).toEqual(['Home', 'Drive']);
    },
  );

  it("/changelog: 'Change log (home breadcrumb only)'; /admin/errorlist: Home > Administration > Error List", () => {
    expect(breadcrumbsFor('/changelog')).toEqual([{ label: 'Home', to: '/' }]);
    expect(breadcrumbsFor('/admin/errorlist').map((c) => c.label)).toEqual([
      'Home',
      'Administration',
      'Error List',
    ]);
  });

  it('breadcrumbs never show the secret token of an emailed link', () => {
    const crumbs = breadcrumbsFor('/finishpasswordreset/secret-token-value');
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Finish password reset']);
    expect(JSON.stringify(breadcrumbsFor('/finishaccount/another-secret'))).not.toContain('another-secret');
  });

  it('social links accept a handle or a full URL', () => {
    expect(socialHref('md001sq', (v) => `https://www.facebook.com/${v}`)).toBe(
      'https://www.facebook.com/md001sq',
    );
    expect(socialHref('https://x.example/u', (v) => v)).toBe('https://x.example/u');
  });
  it('team routes (§2): /team/create, /team/edit/{id}; /teamview/{id} and /teamlist crumbs lead to the team list', () => {
    expect(breadcrumbsFor('/team/create').map((c) => c.label)).toEqual(['Home', 'Teams', 'Create']);
    expect(breadcrumbsFor('/team/edit/3').map((c) => c.label)).toEqual(['Home', 'Teams', 'Edit', '3']);
    expect(breadcrumbsFor('/teamview/3')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Teams', to: '/team' },
      { label: '3', to: '/teamview/3' },
    ]);
    expect(breadcrumbsFor('/teamlist')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Teams', to: '/team' },
    ]);
  });
});
