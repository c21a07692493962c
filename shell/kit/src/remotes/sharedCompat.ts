// Shared-singleton checks of a remote's mf-manifest.json before its container is
// loaded (runtime composition). React, react-dom, react-router-dom and @portal/kit are singletons: the page
// runs exactly one copy of each (the shell's). A remote built against a version of one of them that
// the running copy does not satisfy would break the page (two Reacts, hooks failing), so it is
// refused with a clear message in its own area instead. The federation runtime's core is checked
// the same way: a remote's production build uses the shell's copy (it ships none of its own), so a
// remote built with another minor version of the federation plugin is refused too. Pure functions;
// the runtime pieces (the federation share scope, semver) are passed in.

/** One entry of the manifest's `shared` list, as the federation manifest plugin writes it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface RemoteManifestInfo {
  /** Changes whenever the remote is rebuilt with other content (chunk names carry content hashes). */
  fingerprint: string;
  shared: ManifestShared[];
  buildVersion?: string;
}

export interface SharedConflict {
  /** package, e.g. 'react' */
  name: string;
  /** the range the remote was built for, e.g. '^18.2.0' */
  required: string;
  /** the version the page runs, e.g. '19.3.1' */
  running: string;
}

/** The shell's federation runtime core, checked like a shared singleton (runningShared names it). */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/** FNV-1a (32 bit) of the text, as 8 hex digits: enough to tell two manifests apart. */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Reads what the checks need from a manifest's text; throws when it is not a federation manifest. */
export function parseRemoteManifest(text: string): RemoteManifestInfo {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error('the manifest is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('the manifest is not an object');
  const manifest = body as {
    shared?: unknown;
    metaData?: { buildInfo?: { buildVersion?: unknown }; pluginVersion?: unknown };
  };
  const shared = Array.isArray(manifest.shared)
    ? manifest.shared.filter(
        (entry): entry is ManifestShared =>
          typeof entry === 'object' && entry !== null && typeof (entry as ManifestShared).name === 'string',
      )
    : [];
  // the plugin that built the remote bundles the code calling the runtime core: same minor version
  const pluginVersion = manifest.metaData?.pluginVersion;
  const minor = typeof pluginVersion === 'string' ? /^(\d+)\.(\d+)\./.exec(pluginVersion) : null;
  if (minor) {
    shared.push({
      name: FEDERATION_RUNTIME,
      singleton: true,
      requiredVersion: `~${minor[1]}.${minor[2]}.0`,
    });
  }
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  return {
    fingerprint: textFingerprint(text),
    shared,
    ...(typeof buildVersion === 'string' ? { buildVersion } : {}),
  };
}

/**
 * The singletons the remote requires in a version the page does not run. `running` maps a package
 * to the version the page uses (see runningSharedVersions); packages the page does not share are
 * not checked (the remote brings its own copy of those).
 */
export function sharedConflicts(
  shared: readonly ManifestShared[],
  running: Readonly<Record<string, string>>,
  satisfies: (version: string, range: string) => boolean,
): SharedConflict[] {
  const conflicts: SharedConflict[] = [];
  for (const entry of shared) {
    const version = running[entry.name];
    const range = entry.requiredVersion;
    if (!entry.singleton || !version || typeof range !== 'string' || range === '' || range === '*') continue;
    if (!satisfies(version, range)) conflicts.push({ name: entry.name, required: range, running: version });
  }
  return conflicts;
}

/** One federation share-scope entry (the fields read here). */
interface ScopeEntry {
  from?: string;
  loaded?: boolean;
  lib?: unknown;
}

/**
 * Package -> version the page runs, from the federation share scope: the copy that is loaded, else
 * the one the host (`hostName`, the shell) provides.
 */
export function runningSharedVersions(
  shareScopeMap: Record<string, Record<string, Record<string, ScopeEntry>>> | undefined,
  hostName: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  const fromHost: Record<string, string> = {};
  for (const scope of Object.values(shareScopeMap ?? {})) {
    for (const [name, versions] of Object.entries(scope)) {
      for (const [version, entry] of Object.entries(versions)) {
        if (entry.loaded || entry.lib) out[name] ??= version;
        else if (entry.from === hostName) fromHost[name] ??= version;
      }
    }
  }
  return { ...fromHost, ...out };
}

/** What the remote's area says when the remote is refused. */
export function incompatibleRemoteMessage(conflicts: readonly SharedConflict[]): string {
  // 'react/jsx-runtime' and 'react-dom/client' are said once, by their package, when it is listed too
  const named = new Set(conflicts.map((c) => `${c.name} ${c.required}`));
  const list = conflicts
    .filter((c) => {
      const slash = c.name.indexOf('/', c.name.startsWith('@') ? c.name.indexOf('/') + 1 : 0);
      return slash < 0 || !named.has(`${c.name.slice(0, slash)} ${c.required}`);
    })
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => `${c.name} ${c.required} (the site runs ${c.running})`)
    .join(', ');
  return `This part of the site was built for a different version of the site's shared libraries: ${list}. It is not shown until it is rebuilt for this version.`;
}

/** A remote refused by the shared-singleton check; `message` is the text its area shows. */
export class IncompatibleRemoteError extends Error {
  readonly remote: string;
  readonly conflicts: readonly SharedConflict[];
  constructor(remote: string, conflicts: readonly SharedConflict[]) {
    super(incompatibleRemoteMessage(conflicts));
    this.name = 'IncompatibleRemoteError';
    this.remote = remote;
    this.conflicts = conflicts;
  }
}
