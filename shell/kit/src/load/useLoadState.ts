// Platform §4 page load states LOADING, LOADED, ERROR for a page that loads one thing.
// A hand-written hook rather than a data-loading library: pages want no cache, retry or refetch on
// focus, and a library's provider would be one more singleton to share between the remotes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../api/errors.ts';

export type LoadState<T> =
  { state: 'LOADING' } | { state: 'LOADED'; value: T } | { state: 'ERROR'; message: string; error: unknown };

export interface LoadControls<T> {
  /** Replaces the loaded value (after a save); does nothing unless loaded. */
  update(change: (value: T) => T): void;
  /** Shows the value as loaded (a save answered with the whole thing). */
  set(value: T): void;
  /** Loads again (LOADING first), as after a 'Try again'. */
  reload(): void;
  /** Loads again keeping what is shown until the answer (after a change), then LOADED or ERROR. */
  refresh(): void;
}

export type Loaded<T> = LoadState<T> & LoadControls<T>;

/**
 * Runs `load` on mount, whenever one of `keys` changes (like an effect's dependencies) and on `reload()`; aborts the previous load so a
 * late answer never replaces a newer one, and aborts on unmount. A failure shows
 * `messageOf(error)` (the API error's words, else the unknown-error words). A null `load` loads
 * nothing and keeps what is shown: LOADING while a page waits for the session, or a closed
 * picker's list while it fades out.
 */
export function useLoadState<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  keys: readonly unknown[],
  messageOf: (error: unknown) => string = errorMessage,
): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ state: 'LOADING' });
  const [round, setRound] = useState(0);
  // the running load (first, reload or refresh): a newer one aborts it, as do unmount and a new key
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ load, messageOf });
  useEffect(() => {
    latest.current = { load, messageOf };
  });
  const start = useCallback((run: (signal: AbortSignal) => Promise<T>) => {
    running.current?.abort();
    const controller = (running.current = new AbortController());
    run(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setState({ state: 'LOADED', value });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setState({ state: 'ERROR', message: latest.current.messageOf(error), error });
      });
  }, []);
  useEffect(() => {
    if (!load) return;
    setState({ state: 'LOADING' });
    start(load);
    return () => running.current?.abort();
    // `load` and `messageOf` are new functions every render; `keys` name what is loaded
  }, [...keys, round]);
  const update = useCallback(
    (change: (value: T) => T) =>
      setState((s) => (s.state === 'LOADED' ? { state: 'LOADED', value: change(s.value) } : s)),
    [],
  );
  const set = useCallback((value: T) => setState({ state: 'LOADED', value }), []);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const refresh = useCallback(() => {
    const { load: current } = latest.current;
    if (current) start(current);
  }, [start]);
  // one object per state, so a page may depend on it in a memo or an effect
  return useMemo(() => ({ ...state, update, set, reload, refresh }), [state, update, set, reload, refresh]);
}
