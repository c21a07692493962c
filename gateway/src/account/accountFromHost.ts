// Maps the request's Host header to an account id: {account}.{BASE_DOMAIN}[:port] → account;
// the plain BASE_DOMAIN (or a loopback IP) → the default account. Anything else → null (unknown host).

const accountIdPattern = /^[a-z0-9][a-z0-9-]{0,62}$/;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', '::1']);

export function accountFromHost(
  hostHeader: string | undefined,
  baseDomain: string,
  defaultAccount: string,
): string | null {
  if (!hostHeader) return defaultAccount;
  const host = stripPort(hostHeader.trim().toLowerCase());
  if (host === baseDomain || loopbackHosts.has(host)) return defaultAccount;
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return accountIdPattern.test(label) ? label : null;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end >= 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.lastIndexOf(':');
  return colon >= 0 ? host.slice(0, colon) : host;
}
