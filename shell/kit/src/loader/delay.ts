export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

// Wrapped: window.setTimeout called as a method of another object throws 'Illegal invocation'.
const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `onElapsed` after `ms` unless cancelled first. The loader uses it so fast loads never
 * flash a spinner (platform §2/§9: the loading indicator appears after 200 ms).
 */
export function startDelay(ms: number, onElapsed: () => void, timers: Timers = realTimers): () => void {
  const handle = timers.set(onElapsed, ms);
  return () => timers.clear(handle);
}
