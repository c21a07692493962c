import { describe, expect, it } from 'vitest';
import { remoteForPath, shellOwnsPath } from './routes.ts';

describe('route ownership (platform §2, events §2)', () => {
  it.each([
    '/',
    '/signin',
    '/signin/',
    '/SignIn?returnurl=%2Fadmin',
    '/create-account',
    '/usernamerequest',
    '/passwordreset',
    '/finishpasswordreset/abc',
    '/finishaccount/abc',
    '/registerdiscord/123',
    '/terms-and-conditions',
    '/privacy-policy',
    '/admin/setupmfa',
  ])('shell owns %s', (path) => {
    expect(shellOwnsPath(path)).toBe(true);
    expect(remoteForPath(path)).toBeNull();
  });

  it.each([
    ['/admin', 'mfe_admin'],
    ['/admin/', 'mfe_admin'],
    ['/admin/permissions', 'mfe_admin'],
    ['/admin/regedit', 'mfe_admin'],
    ['/admin/createprospectiveaccount', 'mfe_admin'],
    ['/admin/errorlist', 'mfe_admin'],
    ['/regedit', 'mfe_admin'],
    ['/flightassign', 'mfe_admin'],
    ['/changelog', 'mfe_admin'],
    ['/debug', 'mfe_admin'],
    ['/team', 'mfe_admin'],
    ['/team/list', 'mfe_admin'],
    ['/team/edit/3', 'mfe_admin'],
    ['/teamlist', 'mfe_admin'],
    ['/teamview/2', 'mfe_admin'],
    ['/emailselector', 'mfe_admin'],
    ['/admin/attendance', 'mfe_events'],
    ['/admin/cadetrecords', 'mfe_events'],
    ['/eventviewer/12-monthly-meeting', 'mfe_events'],
    ['/eventform', 'mfe_events'],
    ['/eventform/5', 'mfe_events'],
    ['/addevent', 'mfe_events'],
    ['/modifyevent/5', 'mfe_events'],
    ['/events/scanadd/5', 'mfe_events'],
    ['/multiadd/5', 'mfe_events'],
    ['/auditviewer/5', 'mfe_events'],
    ['/eventlinklist', 'mfe_events'],
    ['/calendar', 'mfe_events'],
    ['/calendar/3/2026', 'mfe_events'],
    ['/drive', 'mfe_drive'],
    ['/drive/0123456789abcdef0123456789abcdef', 'mfe_drive'],
    ['/drive/CAPNHQMember-100001', 'mfe_drive'],
    ['/filemanagement', 'mfe_drive'],
    ['/capr393quizzer', 'mfe_quiz'],
  ] as const)('%s -> %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
    expect(shellOwnsPath(path)).toBe(false);
  });

  it.each(['/nothing-here', '/admins', '/calendars', '/signin/extra', '/drivex', '/teams'])(
    'unknown path %s belongs to nobody (not-found page)',
    (path) => {
      expect(remoteForPath(path)).toBeNull();
      expect(shellOwnsPath(path)).toBe(false);
    },
  );
});
