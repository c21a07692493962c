// Cross-site refusal for mutating /api calls (security suite), before the account lookup
// and the proxy. The CSRF token (ARCHITECTURE.md 'Token', checked by the services) is the first
// line; this is the second, and it also covers the other account hosts, which are *same-site*
// siblings ({account}.{BASE_DOMAIN}) that SameSite cookies do not separate. The rule
// (gateway/README.md, 'Cross-site requests'):
// - GET, HEAD and OPTIONS pass (they change nothing);
// - with an Origin header, the call passes only when the Origin's host is the request's own Host
//   ('null', another account host, another site, a malformed or repeated Origin: refused);
// - with Sec-Fetch-Site, only 'same-origin' and 'none' (typed by the user) pass; 'same-site' and
//   'cross-site' are refused even when Origin is missing (older browsers omit Origin on some calls);
// - with neither header the caller is not a browser (curl, the bench, scripts): it passes here and
//   still needs the token of its session, which only a page of the account host can read.
import type { IncomingMessage } from 'node:http';
import { API_ERRORS } from '@portal/contracts';

const unchanging = new Set(['GET', 'HEAD', 'OPTIONS']);
const trustedFetchSites = new Set(['same-origin', 'none']);

/** The answer to a refused call: one entry of the contracts' catalogue. */
export const CROSS_SITE_REFUSED = API_ERRORS.crossSiteRefused;

/** host[:port] as the browser writes it in Host, lower-case, without the scheme's default port. */
function hostOfOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.toLowerCase())
      return null; // 'null', paths, user info, other schemes, two origins joined by node
    return url.host; // URL drops :80 for http and :443 for https
  } catch {
    return null;
  }
}

function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/** True when a mutating call comes from a page of another origin (refuse it with CROSS_SITE_REFUSED). */
export function isCrossSiteMutation(req: IncomingMessage): boolean {
  if (unchanging.has(req.method ?? 'GET')) return false;
  const { origin, host } = req.headers;
  if (origin !== undefined) {
    const from = hostOfOrigin(origin);
    if (from === null || host === undefined || from !== withoutDefaultPort(host)) return true;
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && !trustedFetchSites.has(String(site).toLowerCase())) return true;
  return false;
}
