// Sign-in hashes at OWASP cost take ~0.4 s of CPU each (seconds on a loaded machine). Without a
// bound, a meeting night's burst queued every hash in libuv's pool: the gateway gave up on a
// member after 60 s while svc-identity went on hashing for nobody, and everyone waited. The gate
// runs at most `concurrency` hashes at once (one per core), keeps at most `maxWaiting` in line
// (beyond that: busy, answered at once with Retry-After), and drops a waiting sign-in whose
// client has gone before its turn comes.

export type GateOutcome<T> = { ran: true; value: T } | { ran: false; why: 'busy' | 'gone' };

export interface HashGate {
  /** True when a new sign-in would be refused as busy right now. */
  full(): boolean;
  run<T>(work: () => Promise<T>, stillWanted: () => boolean): Promise<GateOutcome<T>>;
  /** Hashes running and sign-ins waiting (for tests and logs). */
  load(): { running: number; waiting: number };
}

export function createHashGate(concurrency: number, maxWaiting: number): HashGate {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    full: () => running >= concurrency && waiting.length >= maxWaiting,
    load: () => ({ running, waiting: waiting.length }),
    async run(work, stillWanted) {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) return { ran: false, why: 'busy' };
      else await new Promise<void>((turn) => waiting.push(turn));
      // the slot is ours now (taken by us or handed over by release)
      if (!stillWanted()) {
        release();
        return { ran: false, why: 'gone' };
      }
      try {
        return { ran: true, value: await work() };
      } finally {
        release();
      }
    },
  };
}
