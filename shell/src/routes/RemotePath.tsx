// A path the shell does not render itself: the remote that owns it by the run-time routes table.
// A path nobody owns is looked up once more (a page added to a remote after this page loaded)
// before the not-found page; while some remote's routes cannot be read, such a path may be that
// remote's, so it gets the load-failed message with Try again instead of a wrong not-found page.
import { useEffect, useState } from 'react';
import { Loader, NotFoundPage } from '@portal/kit';
import { remoteForPath, unavailableRemotes } from '@portal/contracts';
import { REMOTE_LOAD_FAILED, RemoteArea } from '../remotes/RemoteArea.tsx';
import { loadRoutes, useRoutes } from './routesTable.ts';

function RoutesUnavailable() {
  const [retrying, setRetrying] = useState(false);
  return (
    <section className="remote-error" role="alert">
      <h1>{REMOTE_LOAD_FAILED}</h1>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button
        type="button"
        className="kit-button kit-button-primary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void loadRoutes({ force: true }).finally(() => setRetrying(false));
        }}
      >
        Try again
      </button>
    </section>
  );
}

export function RemotePath({ pathname }: { pathname: string }) {
  const routes = useRoutes();
  // the path whose second look-up is done (one per path nobody owned)
  const [lookedAgain, setLookedAgain] = useState<string | null>(null);
  const remote = routes.status === 'ready' ? remoteForPath(routes.table, pathname) : null;
  const lookAgain = routes.status !== 'loading' && remote === null && lookedAgain !== pathname;

  useEffect(() => {
    if (!lookAgain) return;
    let live = true;
    void loadRoutes({ force: true }).then(() => {
      if (live) setLookedAgain(pathname);
    });
    return () => {
      live = false;
    };
  }, [lookAgain, pathname]);

  if (routes.status === 'loading' || lookAgain) return <Loader />;
  // key: switching remotes mounts a fresh area; moving inside one remote keeps it mounted.
  if (remote) return <RemoteArea key={remote} remote={remote} />;
  if (routes.status === 'failed' || unavailableRemotes(routes.table).length > 0) return <RoutesUnavailable />;
  return <NotFoundPage />;
}
