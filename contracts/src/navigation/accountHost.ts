/**
 * Architecture "Account": every account has its own host, `{account}.{BASE_DOMAIN}` (locally
 * `{account}.localhost:{port}`; the plain base domain is the default account). A page that links to
 * another account's page (events spec §4 "Your event has been linked!" with a link, the new special
 * event account) derives that host from its own: the first label is replaced when it is the current
 * account's id, otherwise (plain base domain) the id is put in front. A loopback IP has no labels to
 * replace, so its sibling is `{id}.localhost` on the same port.
 */
export type PageLocation = { protocol: string; hostname: string; port: string };

const isIpLiteral = (host: string) =>
  /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[') || host.includes(':');

export function accountUrl(location: PageLocation, currentID: string, targetID: string, path = '/'): string {
  const hostname = location.hostname.toLowerCase();
  const current = currentID.toLowerCase();
  const target = targetID.toLowerCase();
  const host = isIpLiteral(hostname)
    ? `${target}.localhost`
    : hostname.startsWith(`${current}.`)
      ? `${target}.${hostname.slice(current.length + 1)}`
      : `${target}.${hostname}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}${path.startsWith('/') ? path : `/${path}`}`;
}
