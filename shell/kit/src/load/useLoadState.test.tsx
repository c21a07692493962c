// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { useLoadState } from './useLoadState.ts';

afterEach(cleanup);

/** A load whose answers the test gives by hand, one per call, with the signal each call got. */
function handLoad<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }> = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

describe('useLoadState (platform §4 LOADING, LOADED, ERROR)', () => {
  it('is LOADING until the load answers, then LOADED with the value', async () => {
    const { calls, load } = handLoad<string>();
    const { result } = renderHook(() => useLoadState(load, ['k']));
    expect(result.current.state).toBe('LOADING');
    await act(async () => calls[0]!.resolve('hello'));
    expect(result.current).toMatchObject({ state: 'LOADED', value: 'hello' });
  });

  it("is ERROR with the API error's words, or 'An unknown error occurred' for anything else", async () => {
    const api = handLoad<string>();
    const shown = renderHook(() => useLoadState(api.load, ['k']));
    const refused = new ApiError({
      type: 'SERVER',
      code: 'NOT_FOUND',
      status: 404,
      message: 'Team not found',
    });
    await act(async () => api.calls[0]!.reject(refused));
    expect(shown.result.current).toMatchObject({ state: 'ERROR', message: 'Team not found', error: refused });

    const other = handLoad<string>();
    const crashed = renderHook(() => useLoadState(other.load, ['k']));
    await act(async () => other.calls[0]!.reject(new TypeError('x is undefined')));
    expect(crashed.result.current).toMatchObject({ state: 'ERROR', message: 'An unknown error occurred' });
  });

  it("shows the page's own message when one is given", async () => {
    const { calls, load } = handLoad<string>();
    const { result } = renderHook(() => useLoadState(load, ['k'], () => 'There was an error'));
    await act(async () => calls[0]!.reject(new Error('boom')));
    expect(result.current).toMatchObject({ state: 'ERROR', message: 'There was an error' });
  });

  it('ignores the answer of a load replaced by a new key, and aborts it', async () => {
    const { calls, load } = handLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useLoadState(load, [key]), {
      initialProps: { key: 1 },
    });
    rerender({ key: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.resolve('new'));
    await act(async () => calls[0]!.resolve('stale'));
    expect(result.current).toMatchObject({ state: 'LOADED', value: 'new' });
  });

  it('reload() shows LOADING again and ignores the earlier answer', async () => {
    const { calls, load } = handLoad<string>();
    const { result } = renderHook(() => useLoadState(load, ['k']));
    await act(async () => calls[0]!.reject(new Error('down')));
    expect(result.current.state).toBe('ERROR');
    act(() => result.current.reload());
    expect(result.current.state).toBe('LOADING');
    await act(async () => calls[1]!.resolve('up'));
    expect(result.current).toMatchObject({ state: 'LOADED', value: 'up' });
  });

  it('refresh() keeps the loaded value shown until the new answer, then LOADED or ERROR', async () => {
    const { calls, load } = handLoad<string>();
    const { result, unmount } = renderHook(() => useLoadState(load, ['k']));
    await act(async () => calls[0]!.resolve('first'));
    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ state: 'LOADED', value: 'first' });
    await act(async () => calls[1]!.resolve('second'));
    expect(result.current).toMatchObject({ state: 'LOADED', value: 'second' });
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    // the second refresh replaced the first: its late answer is ignored
    expect(calls[2]!.signal.aborted).toBe(true);
    await act(async () => calls[2]!.resolve('stale'));
    await act(async () =>
      calls[3]!.reject(new ApiError({ type: 'SERVER', code: 'NOT_FOUND', status: 404, message: 'Gone' })),
    );
    expect(result.current).toMatchObject({ state: 'ERROR', message: 'Gone' });
    act(() => result.current.refresh());
    unmount();
    expect(calls[4]!.signal.aborted).toBe(true);
  });

  it('aborts on unmount and never sets state from the late answer', async () => {
    const { calls, load } = handLoad<string>();
    const { result, unmount } = renderHook(() => useLoadState(load, ['k']));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('late'));
    expect(result.current.state).toBe('LOADING');
  });

  it('update() and set() change a loaded value; update() leaves a failed load alone', async () => {
    const { calls, load } = handLoad<number[]>();
    const { result } = renderHook(() => useLoadState(load, ['k']));
    act(() => result.current.update((v) => [...v, 9]));
    expect(result.current.state).toBe('LOADING');
    await act(async () => calls[0]!.resolve([1, 2]));
    act(() => result.current.update((v) => v.filter((n) => n !== 1)));
    expect(result.current).toMatchObject({ state: 'LOADED', value: [2] });
    act(() => result.current.set([7]));
    await waitFor(() => expect(result.current).toMatchObject({ state: 'LOADED', value: [7] }));
  });
});
