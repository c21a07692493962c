// Platform §4 page load states LOADING, LOADED, ERROR for a page that loads one thing on mount.
import { useEffect, useState } from 'react';
import { loadErrorMessage } from './emailSelectorCalls.ts';

export type LoadState<T> =
  { state: 'LOADING' } | { state: 'LOADED'; value: T } | { state: 'ERROR'; message: string };

/** Runs `load` on mount and whenever `key` changes; aborts the previous load. */
export function useLoadState<T>(load: (signal: AbortSignal) => Promise<T>, key: unknown): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ state: 'LOADING' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ state: 'LOADING' });
    load(controller.signal)
      .then((value) => {
        if (!controller.signal.aborted) setState({ state: 'LOADED', value });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ state: 'ERROR', message: loadErrorMessage(error) });
      });
    return () => controller.abort();
    // `load` is a new function every render; `key` names what it loads
  }, [key]);
  return state;
}
