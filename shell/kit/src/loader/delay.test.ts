import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDelay } from './delay.ts';
import { LOADER_DELAY_MS } from './Loader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('loader delay (platform §2/§9: the loading indicator appears after 200 ms)', () => {
  it('the loader delay is 200 ms', () => {
    expect(LOADER_DELAY_MS).toBe(200);
  });

  it('nothing shows before 200 ms, the loader shows at 200 ms', () => {
    vi.useFakeTimers();
    const shown = vi.fn();
    startDelay(LOADER_DELAY_MS, shown);
    vi.advanceTimersByTime(199);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('a load that finishes first never shows the loader', () => {
    vi.useFakeTimers();
    const shown = vi.fn();
    const cancel = startDelay(LOADER_DELAY_MS, shown);
    vi.advanceTimersByTime(150);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(shown).not.toHaveBeenCalled();
  });

  it('works with the real timers (no Illegal invocation from detached setTimeout)', async () => {
    const done = await new Promise<boolean>((resolve) => startDelay(5, () => resolve(true)));
    expect(done).toBe(true);
  });
});
