// Where members reach an account's pages, for links in mails (foundation.md "Mail"): every service
// that builds such links reads the same variables with the same defaults.
export interface PublicURLConfig {
  baseDomain: string;
  /** The port members reach the gateway on (PUBLIC_PORT, else PORT). */
  publicPort: number | string;
  /** 'http' locally; a deployment behind TLS sets PUBLIC_PROTOCOL=https. */
  protocol?: 'http' | 'https';
}

/** BASE_DOMAIN (default localhost), PUBLIC_PORT else PORT (default 8080), PUBLIC_PROTOCOL. */
export function publicURLFromEnv(env: NodeJS.ProcessEnv = process.env): Required<PublicURLConfig> {
  return {
    baseDomain: (env.BASE_DOMAIN ?? 'localhost').toLowerCase(),
    publicPort: env.PUBLIC_PORT ?? env.PORT ?? 8080,
    protocol: env.PUBLIC_PROTOCOL === 'https' ? 'https' : 'http',
  };
}

/** `http://{accountID}.{BASE_DOMAIN}:{port}`: the account's own host, where its links must land. */
export function accountBaseURL(config: PublicURLConfig, accountID: string): string {
  const protocol = config.protocol ?? 'http';
  const port = String(config.publicPort);
  const defaultPort = (protocol === 'http' && port === '80') || (protocol === 'https' && port === '443');
  return `${protocol}://${accountID}.${config.baseDomain}${port === '' || defaultPort ? '' : `:${port}`}`;
}
