// When the stack's supervisor (stack.mjs) starts a crashed process again: at once-ish, then with
// exponential backoff while it keeps crashing, back to the short delay once it has run healthy for a
// while, and never again after a crash loop (a process that cannot start would otherwise spin
// forever and bury the one line that says why). Pure: the caller passes the clock.

export const DEFAULT_RESTART_POLICY = Object.freeze({
  /** Delay before the first restart; doubled for each further crash in a row. */
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** Running this long without a crash resets the backoff to initialDelayMs. */
  healthyAfterMs: 60_000,
  /** This many crashes within crashLoopWindowMs is a crash loop: given up. */
  crashLoopCount: 5,
  crashLoopWindowMs: 60_000,
});

/**
 * One process's restart state. started(now) on each spawn; crashed(now) on an unplanned exit gives
 * { restart: true, delayMs, attempt } or { restart: false, crashes, windowMs } (a crash loop).
 */
export function createRestartPolicy(overrides = {}) {
  const policy = { ...DEFAULT_RESTART_POLICY, ...overrides };
  let recentCrashes = [];
  let attempt = 0;
  let startedAt = null;
  return {
    policy,
    started(now) {
      startedAt = now;
    },
    crashed(now) {
      if (startedAt !== null && now - startedAt >= policy.healthyAfterMs) attempt = 0;
      recentCrashes = [...recentCrashes.filter((t) => now - t < policy.crashLoopWindowMs), now];
      if (recentCrashes.length >= policy.crashLoopCount) {
        return { restart: false, crashes: recentCrashes.length, windowMs: policy.crashLoopWindowMs };
      }
      const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** attempt);
      attempt += 1;
      return { restart: true, delayMs, attempt };
    },
  };
}
