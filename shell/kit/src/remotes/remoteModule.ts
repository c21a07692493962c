// Loads a module another remote exposes ('mfe_drive/FileInput', 'mfe_events/HomePanels') at run
// time, for the shell or any remote that shows a piece of another part without bundling it. A
// separate kit entry ('@portal/kit/remoteModule') so the federation runtime is only pulled in where
// it is used. The remote's manifest comes from GET /config/remotes.json (the gateway's runtime
// configuration, fetched once per page); the remote is registered on the federation runtime this
// file is bundled with, so the load works whichever instance (shell or remote) calls it. Shared
// singletons (react, @portal/kit) come from the global share scope, so the loaded component reads
// the page's session. Any failure rejects, and a later call tries again: callers fall back.
//
// Before a remote's container is loaded, its manifest is read here (sharedCompat.ts): a remote built
// for a shared singleton version, or a federation runtime, the page does not run is refused
// (IncompatibleRemoteError, with the message its area shows) instead of breaking the page; the manifest's fingerprint is kept so that
// remotesWithNewVersion() can tell, on a later navigation, that the remote was redeployed.
import { getInstance, loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import {
  FEDERATION_RUNTIME,
  IncompatibleRemoteError,
  parseRemoteManifest,
  runningSharedVersions,
  sharedConflicts,
} from './sharedCompat.ts';

export { IncompatibleRemoteError } from './sharedCompat.ts';
export {
  CHUNK_RELOAD_KEY_PREFIX,
  isChunkLoadFailure,
  reloadOnceAfterChunkFailure,
  type ChunkRecovery,
} from './remoteModuleRecovery.ts';

/** What the runtime pieces are: replaced in tests (no federation runtime there). */
export interface RemoteRuntime {
  fetch(url: string, init: RequestInit): Promise<Response>;
  registerRemotes(remotes: { name: string; entry: string }[], options: { force: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
  /** package -> version the page runs (the federation share scope) */
  runningShared(): Record<string, string>;
  satisfies(version: string, range: string): boolean;
}

const defaultRuntime: RemoteRuntime = {
  fetch: (url, init) => fetch(url, init),
  registerRemotes: (remotes, options) => registerRemotes(remotes, options),
  loadRemote: <T>(id: string) => loadRemote<T>(id) as Promise<T | null | undefined>,
  runningShared: () => {
    const instance = getInstance();
    const shared = runningSharedVersions(instance?.shareScopeMap, instance?.name ?? '');
    return instance ? { ...shared, [FEDERATION_RUNTIME]: instance.version } : shared;
  },
  satisfies: (version, range) => satisfy(version, range),
};

/** Manifest URL and fingerprint of every remote whose container this page has loaded. */
type LoadedVersions = Map<string, { url: string; fingerprint: string }>;
// On the window, so the kit copies bundled into remotes (this entry is not a shared module) and the
// shell's copy see the same record.
const globalKey = '__portalRemoteVersions';
function loadedVersions(): LoadedVersions {
  const holder = globalThis as unknown as Record<string, LoadedVersions | undefined>;
  return (holder[globalKey] ??= new Map());
}

async function fetchManifest(url: string, runtime: RemoteRuntime) {
  // no-cache: revalidate with the server every time (a redeploy replaces the file in place)
  const res = await runtime.fetch(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return parseRemoteManifest(await res.text());
}

/** Reads the manifest before the container loads; refuses shared-singleton version skew. */
async function checkRemote(remote: string, url: string, runtime: RemoteRuntime): Promise<string> {
  const manifest = await fetchManifest(url, runtime);
  const conflicts = sharedConflicts(manifest.shared, runtime.runningShared(), runtime.satisfies);
  if (conflicts.length > 0) {
    const error = new IncompatibleRemoteError(remote, conflicts);
    console.error(`${remote} refused: ${error.message}`);
    throw error;
  }
  return manifest.fingerprint;
}

let config: Promise<Record<string, unknown>> | null = null;
// remotes registered by this file; a remote whose load failed is registered again with force, so
// the runtime fetches its manifest and entry anew (it may have come back online)
const registered = new Set<string>();
const failed = new Set<string>();
const modules = new Map<string, Promise<unknown>>();

function remotesConfig(runtime: RemoteRuntime): Promise<Record<string, unknown>> {
  config ??= runtime
    .fetch('/config/remotes.json', { credentials: 'include', headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
      const body = (await res.json()) as unknown;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new Error('remotes.json is not an object');
      return body as Record<string, unknown>;
    })
    .catch((error: unknown) => {
      config = null; // a later call fetches again
      throw error;
    });
  return config;
}

/**
 * The module `{remote}/{exposed}` (e.g. 'mfe_events', 'HomePanels'), loaded once per page: later
 * calls share the first load's promise until one fails.
 */
export function loadRemoteModule<T = Record<string, unknown>>(
  remote: string,
  exposed: string,
  runtime: RemoteRuntime = defaultRuntime,
): Promise<T> {
  const id = `${remote}/${exposed}`;
  let loading = modules.get(id) as Promise<T> | undefined;
  if (!loading) {
    loading = (async () => {
      const entry = (await remotesConfig(runtime))[remote];
      if (typeof entry !== 'string') {
        config = null; // the configuration may name it later (a deploy in between)
        throw new Error(`${remote} is not configured`);
      }
      const url = new URL(entry, window.location.origin).href;
      let fingerprint: string | undefined;
      if (!registered.has(remote) || failed.has(remote)) {
        fingerprint = await checkRemote(remote, url, runtime);
        runtime.registerRemotes([{ name: remote, entry: url }], { force: failed.has(remote) });
        registered.add(remote);
        failed.delete(remote);
      }
      const mod = await runtime.loadRemote<T>(id).catch((error: unknown) => {
        failed.add(remote);
        throw error;
      });
      if (!mod) throw new Error(`${id} could not be loaded`);
      if (fingerprint) loadedVersions().set(remote, { url, fingerprint });
      return mod;
    })().catch((error: unknown) => {
      modules.delete(id); // a later visit tries again
      throw error;
    });
    modules.set(id, loading);
  }
  return loading;
}

/** The default export of `{remote}/{exposed}`, which must be a component (function or memo/forwardRef object). */
export async function loadRemoteDefault<T>(
  remote: string,
  exposed: string,
  runtime?: RemoteRuntime,
): Promise<T> {
  const mod = await loadRemoteModule<{ default?: T }>(remote, exposed, runtime);
  const value = mod.default;
  if (typeof value !== 'function' && (typeof value !== 'object' || value === null))
    throw new Error(`${remote}/${exposed} has no default export`);
  return value;
}

/**
 * The fingerprint of the manifest a remote's server serves now (read afresh), or null when the
 * remote is not configured or does not answer: what a chunk failure's one reload is keyed by.
 */
export async function servedManifestFingerprint(
  remote: string,
  runtime: RemoteRuntime = defaultRuntime,
): Promise<string | null> {
  try {
    const entry = (await remotesConfig(runtime))[remote];
    if (typeof entry !== 'string') return null;
    const manifest = await fetchManifest(new URL(entry, window.location.origin).href, runtime);
    return manifest.fingerprint;
  } catch {
    return null;
  }
}

let checking: Promise<string[]> | null = null;

/**
 * The remotes loaded in this page whose manifest changed since (a new version was deployed). A
 * federation container cannot be initialised again in place, so the shell answers a non-empty list
 * with a full page load of the same URL. A remote that does not answer counts as unchanged.
 */
export function remotesWithNewVersion(runtime: RemoteRuntime = defaultRuntime): Promise<string[]> {
  checking ??= (async () => {
    const entries = [...loadedVersions()];
    const changed = await Promise.all(
      entries.map(async ([remote, { url, fingerprint }]) => {
        const now = await fetchManifest(url, runtime).catch(() => null);
        return now && now.fingerprint !== fingerprint ? remote : null;
      }),
    );
    return changed.filter((remote): remote is string => remote !== null);
  })().finally(() => {
    checking = null;
  });
  return checking;
}

/** Forgets every load (tests). */
export function resetRemoteModules(): void {
  config = null;
  checking = null;
  registered.clear();
  failed.clear();
  modules.clear();
  loadedVersions().clear();
}
