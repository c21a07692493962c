import { registerRemotes } from '@module-federation/enhanced/runtime';

/** GET /config/remotes.json: remote name -> manifest URL, e.g. { "mfe_admin": "/mfe/admin/mf-manifest.json" }. */
export type RemotesConfig = Record<string, string>;

/** Keeps only string entries with a name MF accepts; relative URLs are made absolute. */
export function parseRemotesConfig(body: unknown, origin: string): RemotesConfig {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const out: RemotesConfig = {};
  for (const [name, url] of Object.entries(body as Record<string, unknown>)) {
    if (typeof url !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) continue;
    out[name] = new URL(url, origin).href;
  }
  return out;
}

let configPromise: Promise<RemotesConfig> | null = null;

/** Fetches the runtime configuration once and registers every remote with the federation runtime. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  configPromise ??= fetch('/config/remotes.json', {
    credentials: 'include',
    headers: { accept: 'application/json' },
  })
    .then((res) => {
      if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
      return res.json() as Promise<unknown>;
    })
    .then((body) => {
      const config = parseRemotesConfig(body, window.location.origin);
      registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
      return config;
    })
    .catch((error: unknown) => {
      configPromise = null; // let a retry fetch again
      throw error;
    });
  return configPromise;
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(name: string, config: RemotesConfig): void {
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
