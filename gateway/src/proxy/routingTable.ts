// Which service serves an /api path (docs/foundation.md, Request path). First match wins.
export type ServiceName = 'identity' | 'events' | 'files';

const routes: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/member/attendance', service: 'events' },
  { prefix: '/api/member/promotionrequirements', service: 'events' },
  // special event accounts are accounts: svc-identity's (POST /api/events/account/)
  { prefix: '/api/events/account', service: 'identity' },
  { prefix: '/api/events', service: 'events' },
  { prefix: '/api/calendar', service: 'events' },
  // the online 60-80's public signing calls (a token, no sign-in)
  { prefix: '/api/permissionslips', service: 'events' },
  { prefix: '/api/files', service: 'files' },
  // platform §7 GET /banner: the photo banner's images are drive files
  { prefix: '/api/banner', service: 'files' },
];

/** Service for an /api path (the path without its query string), or null when not under /api. */
export function serviceForPath(path: string): ServiceName | null {
  if (path !== '/api' && !path.startsWith('/api/')) return null;
  const lower = path.toLowerCase();
  for (const route of routes) {
    if (lower.startsWith(route.prefix)) return route.service;
  }
  return 'identity';
}
