import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loader } from '@portal/kit';
import { loadRemotesConfig, resetRemote } from './remoteConfig.ts';
import { reportCrash } from '../crash/reportCrash.ts';

export const REMOTE_LOAD_FAILED = 'This part of the site could not be loaded right now.';

type LoadState = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'error' };

// One loaded App per remote for the page's lifetime (re-navigation does not refetch).
const loaded = new Map<string, ComponentType>();

async function loadApp(remote: string, retry: boolean): Promise<ComponentType> {
  const cached = loaded.get(remote);
  if (cached) return cached;
  const config = await loadRemotesConfig();
  if (!config[remote]) throw new Error(`No manifest configured for ${remote}`);
  if (retry) resetRemote(remote, config);
  const mod = await loadRemote<{ default?: ComponentType }>(`${remote}/App`);
  const App = mod?.default;
  if (typeof App !== 'function' && typeof App !== 'object')
    throw new Error(`${remote}/App has no default export`);
  loaded.set(remote, App);
  return App;
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

/** Keeps a crash inside a remote within its area. */
class RemoteBoundary extends Component<{ children: ReactNode; onRetry(): void }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
    void reportCrash(error, info.componentStack ?? '');
  }
  override render() {
    if (!this.state.crashed) return this.props.children;
    return (
      <RemoteFailed
        onRetry={() => {
          this.setState({ crashed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** Loads `{remote}/App` through the federation runtime; a failure shows a friendly error here only. */
export function RemoteArea({ remote }: { remote: string }) {
  const [state, setState] = useState<LoadState>(() => {
    const App = loaded.get(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const cached = loaded.get(remote);
    if (cached) {
      setState({ status: 'ready', App: cached });
      return;
    }
    setState({ status: 'loading' });
    loadApp(remote, attempt > 0)
      .then((App) => live && setState({ status: 'ready', App }))
      .catch((error: unknown) => {
        console.error(`Could not load ${remote}`, error);
        if (live) setState({ status: 'error' });
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
  const App = state.App;
  return (
    <div className="remote-area" data-remote={remote}>
      <RemoteBoundary onRetry={retry}>
        <App />
      </RemoteBoundary>
    </div>
  );
}
