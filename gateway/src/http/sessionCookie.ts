// Reads the session cookie (`sessionid`, docs/foundation.md) without parsing every cookie.
import { parse } from 'cookie';
import { SESSION_COOKIE } from '@portal/contracts/server';

export { SESSION_COOKIE };

export function sessionIdFromCookie(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return null;
  const value = parse(cookieHeader)[SESSION_COOKIE];
  return value ? value : null;
}
