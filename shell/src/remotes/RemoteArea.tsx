import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Loader } from '@portal/kit';
import {
  IncompatibleRemoteError,
  loadRemoteDefault,
  reloadOnceAfterChunkFailure,
  servedManifestFingerprint,
} from '@portal/kit/remoteModule';
import { CrashBoundary } from '../crash/CrashBoundary.tsx';
import { ChunkReloadBoundary } from './ChunkReloadBoundary.tsx';

export const REMOTE_LOAD_FAILED = 'This part of the site could not be loaded right now.';
export const REMOTE_INCOMPATIBLE = 'This part of the site cannot be shown with this version of the site.';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'error' }
  | { status: 'incompatible'; message: string };

// One loaded App per remote for the page's lifetime (re-navigation does not refetch). The kit's
// loader reads /config/remotes.json, refuses shared-singleton version skew, registers the remote's
// manifest and loads `{remote}/App`; a failed load is registered again (force) on the next try.
const loaded = new Map<string, ComponentType>();

async function loadApp(remote: string): Promise<ComponentType> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const App = await loadRemoteDefault<ComponentType>(remote, 'App');
  loaded.set(remote, App);
  return App;
}

/** A remote built for other shared library versions: refused, with what does not match. */
function RemoteIncompatible({ message }: { message: string }) {
  return (
    <section className="remote-error" role="alert">
      <h1>{REMOTE_INCOMPATIBLE}</h1>
      <p>{message}</p>
      <p>The rest of the site still works.</p>
    </section>
  );
}

function RemoteFailed({ onRetry }: { onRetry(): void }) {
  return (
    <section className="remote-error" role="alert">
      <h1>{REMOTE_LOAD_FAILED}</h1>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button type="button" className="kit-button kit-button-primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

export interface RemoteAreaProps {
  remote: string;
  /** Loads the page again after a chunk of a redeployed remote failed (default: location.reload). */
  reloadPage?: () => void;
}

/**
 * Loads `{remote}/App` through the federation runtime; a failure shows a friendly error here only.
 * A chunk that no longer loads (the remote was redeployed while this page ran) first loads the page
 * again, once per remote and version (the kit's reloadOnceAfterChunkFailure).
 */
export function RemoteArea({ remote, reloadPage }: RemoteAreaProps) {
  const [state, setState] = useState<LoadState>(() => {
    const App = loaded.get(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const reloadRef = useRef(reloadPage);
  reloadRef.current = reloadPage;

  useEffect(() => {
    let live = true;
    const cached = loaded.get(remote);
    if (cached) {
      setState({ status: 'ready', App: cached });
      return;
    }
    setState({ status: 'loading' });
    loadApp(remote)
      .then((App) => live && setState({ status: 'ready', App }))
      .catch(async (error: unknown) => {
        console.error(`Could not load ${remote}`, error);
        if (!live) return;
        if (error instanceof IncompatibleRemoteError) {
          setState({ status: 'incompatible', message: error.message });
          return;
        }
        const reloading = await reloadOnceAfterChunkFailure(remote, error, {
          fingerprint: servedManifestFingerprint,
          ...(reloadRef.current ? { reload: reloadRef.current } : {}),
        });
        if (live && !reloading) setState({ status: 'error' }); // reloading: the loader stays until the page goes
      });
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = useCallback(() => {
    loaded.delete(remote);
    setAttempt((a) => a + 1);
  }, [remote]);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'error') return <RemoteFailed onRetry={retry} />;
  if (state.status === 'incompatible') return <RemoteIncompatible message={state.message} />;
  const App = state.App;
  return (
    <div className="remote-area" data-remote={remote}>
      {/* A crash inside the remote stays within its area. */}
      <CrashBoundary
        fallback={(reset) => (
          <RemoteFailed
            onRetry={() => {
              reset();
              retry();
            }}
          />
        )}
      >
        <ChunkReloadBoundary key={attempt} remote={remote} reloadPage={reloadPage}>
          <App />
        </ChunkReloadBoundary>
      </CrashBoundary>
    </div>
  );
}
