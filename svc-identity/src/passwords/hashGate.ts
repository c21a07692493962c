// Sign-in hashes at OWASP cost take 0.4-0.8 s of CPU each (seconds on a loaded machine). Without a
// bound, a meeting night's burst queued every hash in libuv's pool: the gateway gave up on a
// member after its timeout while svc-identity went on hashing for nobody, and everyone waited. The
// gate runs at most `concurrency` hashes at once (one per core), keeps at most `maxWaiting` in line
// and no more than `maxWaitMs` of expected waiting (beyond either: busy, answered at once with a
// Retry-After for when the line will have drained), and drops a waiting sign-in whose client has
// gone before its turn comes.

export type GateOutcome<T> = { ran: true; value: T } | { ran: false; why: 'busy' | 'gone' };

/** A place taken in the gate: a running slot or a place in line. */
export interface GatePlace {
  /** Waits for the slot (if in line), then runs the work unless the client has gone; leaves after. */
  run<T>(work: () => Promise<T>, stillWanted: () => boolean): Promise<GateOutcome<T>>;
  /** Gives the place up without running (the attempt was refused); safe to call more than once. */
  leave(): void;
}

export interface HashGate {
  /** True when a new sign-in would be refused as busy right now. */
  full(): boolean;
  /**
   * Takes a place at once, or null when the gate is full. Taken synchronously, so no other sign-in
   * can fill the gate between the check and the work (the rate limit's Redis call sits between).
   */
  enter(): GatePlace | null;
  /** enter() then run(): 'busy' when no place was free. */
  run<T>(work: () => Promise<T>, stillWanted: () => boolean): Promise<GateOutcome<T>>;
  /** Hashes running and sign-ins waiting (for tests and logs). */
  load(): { running: number; waiting: number };
  /** Seconds until the line as it is now has drained: the Retry-After of a busy answer. */
  retryAfterSeconds(): number;
}

export interface HashGateTiming {
  /** The longest expected wait in line a new sign-in is given (below the gateway's timeout). */
  maxWaitMs: number;
  /** Clock of the work's durations (tests pass their own). */
  now?: () => number;
}

/** How much one new duration moves the running estimate of a hash's time. */
const ESTIMATE_WEIGHT = 0.2;

export function createHashGate(
  concurrency: number,
  maxWaiting: number,
  timing: HashGateTiming = { maxWaitMs: Number.POSITIVE_INFINITY },
): HashGate {
  const now = timing.now ?? (() => performance.now());
  let running = 0;
  const waiting: Array<() => void> = [];
  // running estimate of one piece of work's duration; unknown (0) until the first one finishes
  let workMs = 0;
  const measured = (ms: number) => {
    workMs = workMs === 0 ? ms : workMs + ESTIMATE_WEIGHT * (ms - workMs);
  };
  // the wait of one more sign-in joining the line: the rounds of `concurrency` hashes ahead of it
  const expectedWaitMs = (inLine: number) => Math.ceil(inLine / concurrency) * workMs;

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  const lineFull = () =>
    waiting.length >= maxWaiting || expectedWaitMs(waiting.length + 1) > timing.maxWaitMs;
  const full = () => running >= concurrency && lineFull();

  const enter = (): GatePlace | null => {
    let state: 'waiting' | 'running' | 'left';
    let settle: () => void = () => {};
    const turn = new Promise<void>((resolve) => (settle = resolve));
    // called by release(), which has already counted this place as running
    const wake = () => {
      state = 'running';
      settle();
    };
    if (running < concurrency) {
      running += 1;
      state = 'running';
      settle();
    } else if (lineFull()) {
      return null;
    } else {
      state = 'waiting';
      waiting.push(wake);
    }
    const leave = () => {
      if (state === 'running') release();
      else if (state === 'waiting') waiting.splice(waiting.indexOf(wake), 1);
      state = 'left';
      // a run() waiting in line for this place returns 'gone' instead of waiting for ever
      settle();
    };
    return {
      leave,
      async run(work, stillWanted) {
        await turn;
        if (state === 'left') return { ran: false, why: 'gone' };
        if (!stillWanted()) {
          leave();
          return { ran: false, why: 'gone' };
        }
        const started = now();
        try {
          return { ran: true, value: await work() };
        } finally {
          measured(now() - started);
          leave();
        }
      },
    };
  };

  return {
    full,
    enter,
    load: () => ({ running, waiting: waiting.length }),
    retryAfterSeconds: () => Math.max(1, Math.ceil(expectedWaitMs(waiting.length + running) / 1000)),
    async run(work, stillWanted) {
      const place = enter();
      if (!place) return { ran: false, why: 'busy' };
      return place.run(work, stillWanted);
    },
  };
}
