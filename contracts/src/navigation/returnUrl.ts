/**
 * Platform §2 sign-in: where to go after signing in.
 * - missing or empty: '/' (in-app);
 * - starts with /api: open in a new window;
 * - another value starting with /: in-app navigation (the page restores its saved form state);
 * - anything else: a full redirect.
 *
 * Safety (our decision; the spec is silent): sign-in never sends anyone off-site, so the
 * returnurl cannot be used for phishing redirects. Protocol-relative values ('//evil.com',
 * '/\evil.com', which browsers read as '//evil.com') and absolute URLs whose origin is not
 * the current one (other hosts, other account hosts, javascript:, data:) become '/'. An
 * absolute URL on the current origin, or a relative one, is the "full redirect" case. Tabs
 * and line breaks are removed first, as browsers ignore them inside URLs.
 */
export type ReturnUrlAction =
  { kind: 'newWindow'; url: string } | { kind: 'navigate'; path: string } | { kind: 'redirect'; url: string };

const HOME: ReturnUrlAction = { kind: 'navigate', path: '/' };

function currentOriginDefault(): string | undefined {
  const loc = (globalThis as { location?: { origin?: string } }).location;
  return loc?.origin && loc.origin !== 'null' ? loc.origin : undefined;
}

/** `currentOrigin` defaults to the browser's location.origin (none on the server). */
export function returnUrlAction(
  returnurl: string | null | undefined,
  currentOrigin: string | undefined = currentOriginDefault(),
): ReturnUrlAction {
  const value = (returnurl ?? '')
    .replace(/[\t\n\r]/g, '')
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (value === '') return HOME;

  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) return HOME;
    if (/^\/api(?:[/?#]|$)/.test(value)) return { kind: 'newWindow', url: value };
    return { kind: 'navigate', path: value };
  }

  if (currentOrigin === undefined) return HOME;
  let url: URL;
  try {
    url = new URL(value, currentOrigin + '/');
  } catch {
    return HOME;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== currentOrigin) return HOME;
  return { kind: 'redirect', url: url.href };
}

/** §2 redirect helper for protected pages: '/signin?returnurl={encoded current path}'. */
export function signinPathFor(currentPath: string): string {
  return '/signin?returnurl=' + encodeURIComponent(currentPath);
}
