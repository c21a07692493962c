import { describe, expect, it } from 'vitest';
import { serviceForPath } from './routingTable.ts';

describe('routing table (foundation: first match wins, the rest of /api -> svc-identity)', () => {
  it.each([
    ['/api/member/attendance', 'events'],
    ['/api/member/attendance/12', 'events'],
    ['/api/member/promotionrequirements', 'events'],
    ['/api/member/promotionrequirements/currentuser', 'events'],
    ['/api/member/promotionrequirements/account', 'events'],
    ['/api/events', 'events'],
    ['/api/events/12/attendance', 'events'],
    ['/api/events/account/', 'identity'],
    ['/api/events/account', 'identity'],
    ['/api/calendar/2026/11', 'events'],
    ['/api/permissionslips/sign/abc', 'events'],
    ['/api/files', 'files'],
    ['/api/files/upload/root', 'files'],
    ['/api/banner', 'files'],
    ['/api/member/session/logout', 'identity'],
    ['/api/signin', 'identity'],
    ['/api/check', 'identity'],
    ['/api', 'identity'],
    ['/apix', null],
    ['/mfe/admin/mf-manifest.json', null],
    ['/', null],
  ])('%s -> %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });
});
