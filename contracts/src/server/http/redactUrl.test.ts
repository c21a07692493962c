import { describe, expect, it } from 'vitest';
import { redactLoggedUrl } from './redactUrl.ts';

describe('redactLoggedUrl: feed tokens and permission slip links never reach the logs', () => {
  it.each([
    [
      '/api/calendar/feed/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics',
      '/api/calendar/feed/[redacted].ics',
    ],
    ['/api/calendar/feed/AbCd.ics?x=1', '/api/calendar/feed/[redacted].ics?x=1'],
    ['/API/Calendar/Feed/secret', '/API/Calendar/Feed/[redacted]'],
    ['/api/calendar/feed', '/api/calendar/feed'],
    ['/api/calendar/feed/reset', '/api/calendar/feed/reset'],
    ['/api/calendar/public.ics', '/api/calendar/public.ics'],
    ['/api/events/12/viewer', '/api/events/12/viewer'],
    ['/api/permissionslips/sign/Zx9-secret_Token', '/api/permissionslips/sign/[redacted]'],
    ['/api/permissionslips/sign/Zx9?lang=en', '/api/permissionslips/sign/[redacted]?lang=en'],
    ['/permissionslips/sign/Zx9-secret_Token', '/permissionslips/sign/[redacted]'],
    ['/permissionslips/sign', '/permissionslips/sign'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactLoggedUrl(url)).toBe(logged);
  });
});
