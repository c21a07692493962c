// Recovery from a remote's chunk that no longer loads. A page that loaded a remote's remoteEntry.js
// before a rollout asks for that version's chunks; a server that no longer has them (a rolling
// update where each pod serves only its own dist/) answers 404 and webpack rejects with a
// ChunkLoadError (or the federation runtime cannot load the entry script). Loading the page again
// fetches the current manifest and entry, whose chunks are there. To never loop, the reload happens
// once per remote and per manifest now served (a sessionStorage key): a chunk that is missing from
// the current version too is shown as the remote's load failure instead.

/** What a failed chunk or entry script load looks like, through any `cause` chain. */
const CHUNK_FAILURE_NAMES = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);
const CHUNK_FAILURE_TEXT = [
  /Loading (CSS )?chunk \S+ failed/i,
  /RUNTIME-008/, // federation runtime: failed to load script resources (the remote's entry)
  /Failed to load script resources/i,
];

export function isChunkLoadFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object' && typeof current !== 'string') return false;
    const { name, code, message } =
      typeof current === 'string'
        ? { name: '', code: '', message: current }
        : (current as Record<string, unknown>);
    if (typeof name === 'string' && CHUNK_FAILURE_NAMES.has(name)) return true;
    if (code === 'CSS_CHUNK_LOAD_FAILED') return true;
    if (typeof message === 'string' && CHUNK_FAILURE_TEXT.some((text) => text.test(message))) return true;
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined;
  }
  return false;
}

export interface ChunkRecovery {
  /** The fingerprint of the remote's manifest served now (null when it cannot be read). */
  fingerprint(remote: string): Promise<string | null>;
  /** Where the reloads done are noted (default: sessionStorage, this tab only). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Loads the page again (default: window.location.reload()). */
  reload?: () => void;
}

export const CHUNK_RELOAD_KEY_PREFIX = 'portal.chunkReload';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: no guard, so no reload either
  }
}

/**
 * After a remote's load failed: when it is a chunk failure not yet answered by a reload for the
 * manifest served now, notes it and loads the page again (returns true: keep showing the loader).
 * Returns false when the caller should show its failure message.
 */
export async function reloadOnceAfterChunkFailure(
  remote: string,
  error: unknown,
  { fingerprint, storage = sessionStore(), reload = () => window.location.reload() }: ChunkRecovery,
): Promise<boolean> {
  if (!isChunkLoadFailure(error) || !storage) return false;
  const served = await fingerprint(remote).catch(() => null);
  const key = `${CHUNK_RELOAD_KEY_PREFIX}:${remote}:${served ?? 'unreadable'}`;
  try {
    if (storage.getItem(key) !== null) return false; // already reloaded once for this version
    storage.setItem(key, new Date().toISOString());
  } catch {
    return false;
  }
  console.info(`A chunk of ${remote} did not load (a new version was deployed?): loading the page again.`);
  reload();
  return true;
}
