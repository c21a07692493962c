// The remotes' routes as the gateway gathers them at run time (GET /config/routes.json): which remote
// owns a path, and the remotes' menu entries. Read once at boot and again when a path nobody owns
// is opened (a page may have been added to a remote since), so the shell is never rebuilt for a
// remote's new page. One store for the page: the router, the side menu and the home tiles read it.
import { useEffect, useSyncExternalStore } from 'react';
import { routesConfigSchema, type RoutesTable } from '@portal/contracts';

export type RoutesState =
  | { status: 'loading' }
  | { status: 'ready'; table: RoutesTable }
  /** /config/routes.json itself could not be read (and no earlier table is known) */
  | { status: 'failed' };

export const ROUTES_CONFIG_URL = '/config/routes.json';

let state: RoutesState = { status: 'loading' };
let loading: Promise<RoutesState> | null = null;
let started = false;
const listeners = new Set<() => void>();

/** Ends a read: cleared before listeners run, so one that asks to read again starts a new read. */
function settle(next: RoutesState): RoutesState {
  loading = null;
  state = next;
  listeners.forEach((listener) => listener());
  return state;
}

async function fetchTable(): Promise<RoutesTable> {
  const res = await fetch(ROUTES_CONFIG_URL, {
    cache: 'no-store',
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${ROUTES_CONFIG_URL} answered ${res.status}`);
  return routesConfigSchema.parse(await res.json()).remotes;
}

/**
 * Reads the table (at boot), or again with `force`. Calls while a read is under way share it. A
 * failed read keeps the table known before, if any: a stale table still routes the known pages.
 */
export function loadRoutes({ force = false }: { force?: boolean } = {}): Promise<RoutesState> {
  if (loading) return loading;
  if (started && !force) return Promise.resolve(state);
  started = true;
  loading = fetchTable().then(
    (table) => settle({ status: 'ready', table }),
    (error: unknown) => {
      console.error('Could not read the routes of the site', error);
      return settle(state.status === 'ready' ? state : { status: 'failed' });
    },
  );
  return loading;
}

export function routesState(): RoutesState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The table, read at the first use (boot); re-renders when a later read changes it. */
export function useRoutes(): RoutesState {
  const current = useSyncExternalStore(subscribe, routesState, routesState);
  useEffect(() => {
    void loadRoutes();
  }, []);
  return current;
}

/** Forgets the table (tests). */
export function resetRoutes(): void {
  state = { status: 'loading' };
  loading = null;
  started = false;
}
