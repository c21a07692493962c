// The `sessionid` cookie: HttpOnly, SameSite=Lax, Path=/, host-only (no Domain), so one account's
// cookie is never sent to another account's host. Secure only when configured (http://*.localhost).
import type { Response } from 'express';
import type { IdentityConfig } from '../config.ts';

import { SESSION_COOKIE } from '@portal/contracts';

export { SESSION_COOKIE };

export function setSessionCookie(
  res: Response,
  config: Pick<IdentityConfig, 'secureCookies'>,
  // a just-made session (createSession): the raw id exists only here and in the browser
  session: { cookieValue: string },
): void {
  res.cookie(SESSION_COOKIE, session.cookieValue, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
  });
}

export function clearSessionCookie(res: Response, config: Pick<IdentityConfig, 'secureCookies'>): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.secureCookies,
  });
}
