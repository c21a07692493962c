import { describe, expect, it } from 'vitest';
import { createHashGate } from './hashGate.ts';

/** A piece of work that finishes when told to. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('sign-in hash gate (a meeting night must not queue hashes without bound)', () => {
  it('runs at most `concurrency` hashes at once and starts the next as one finishes', async () => {
    const gate = createHashGate(2, 10);
    const works = [deferred(), deferred(), deferred()];
    let started = 0;
    const runs = works.map((w) =>
      gate.run(
        async () => {
          started += 1;
          await w.done;
          return started;
        },
        () => true,
      ),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    works[0]!.finish();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(3);
    works[1]!.finish();
    works[2]!.finish();
    const outcomes = await Promise.all(runs);
    expect(outcomes.every((o) => o.ran)).toBe(true);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('answers busy at once when the line is full, without running the work', async () => {
    const gate = createHashGate(1, 1);
    const first = deferred();
    const running = gate.run(
      () => first.done,
      () => true,
    );
    const waitingRun = gate.run(
      async () => 'second',
      () => true,
    );
    expect(gate.full()).toBe(true);
    let ran = false;
    const refused = await gate.run(
      async () => {
        ran = true;
      },
      () => true,
    );
    expect(refused).toEqual({ ran: false, why: 'busy' });
    expect(ran).toBe(false);
    first.finish();
    await running;
    expect(await waitingRun).toEqual({ ran: true, value: 'second' });
    expect(gate.full()).toBe(false);
  });

  it('skips a waiting sign-in whose client has gone when its turn comes, and hands the slot on', async () => {
    const gate = createHashGate(1, 5);
    const first = deferred();
    const running = gate.run(
      () => first.done,
      () => true,
    );
    let clientGone = false;
    let abandonedRan = false;
    const abandoned = gate.run(
      async () => {
        abandonedRan = true;
      },
      () => !clientGone,
    );
    const third = gate.run(
      async () => 'third',
      () => true,
    );
    clientGone = true;
    first.finish();
    await running;
    expect(await abandoned).toEqual({ ran: false, why: 'gone' });
    expect(abandonedRan).toBe(false);
    expect(await third).toEqual({ ran: true, value: 'third' });
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work throws', async () => {
    const gate = createHashGate(1, 1);
    await expect(
      gate.run(
        async () => Promise.reject(new Error('boom')),
        () => true,
      ),
    ).rejects.toThrow('boom');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(
      await gate.run(
        async () => 1,
        () => true,
      ),
    ).toEqual({ ran: true, value: 1 });
  });

  it('enter() takes a place at once: the next sign-in is refused before the first one starts its work', async () => {
    const gate = createHashGate(1, 0);
    const first = gate.enter();
    expect(first).not.toBeNull();
    // the first sign-in is still counting its attempt (no work started yet): the slot is already its
    expect(gate.enter()).toBeNull();
    expect(gate.full()).toBe(true);
    expect(
      await first!.run(
        async () => 'first',
        () => true,
      ),
    ).toEqual({ ran: true, value: 'first' });
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('leave() gives up a running slot or a place in line without running, once only', async () => {
    const gate = createHashGate(1, 1);
    const holder = gate.enter()!;
    const inLine = gate.enter()!;
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    inLine.leave();
    inLine.leave();
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    holder.leave();
    holder.leave();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    // a place left while in line never runs its work
    const again = gate.enter()!;
    const queued = gate.enter()!;
    queued.leave();
    again.leave();
    let ran = false;
    expect(
      await queued.run(
        async () => {
          ran = true;
        },
        () => true,
      ),
    ).toEqual({ ran: false, why: 'gone' });
    expect(ran).toBe(false);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
  it('keeps the expected wait in line under maxWaitMs (measured from finished work), so a busy answer comes before the gateway gives up', async () => {
    let clock = 0;
    const gate = createHashGate(2, 50, { maxWaitMs: 3_000, now: () => clock });
    // before any sign-in has finished nothing is known of their time: only the count bounds the line
    const first = [deferred(), deferred()];
    const firstRuns = first.map((w) =>
      gate.run(
        () => w.done,
        () => true,
      ),
    );
    await new Promise((r) => setImmediate(r));
    clock += 1_000;
    first.forEach((w) => w.finish());
    await Promise.all(firstRuns);
    // each took 1 s: two running, then rounds of two in line of 1 s each; a 3 s wait is 6 in line
    const places = Array.from({ length: 8 }, () => gate.enter());
    expect(places.every((p) => p !== null)).toBe(true);
    expect(gate.load()).toEqual({ running: 2, waiting: 6 });
    expect(gate.full()).toBe(true);
    expect(gate.enter()).toBeNull();
    // Retry-After: the 8 running and waiting drain in 4 rounds of 1 s
    expect(gate.retryAfterSeconds()).toBe(4);
    places.forEach((p) => p!.leave());
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(gate.retryAfterSeconds()).toBe(1);
  });

  it('learns slower sign-ins: the estimate follows the measured time, and the line shortens', async () => {
    let clock = 0;
    const gate = createHashGate(1, 50, { maxWaitMs: 10_000, now: () => clock });
    const timeOne = async (ms: number) => {
      const w = deferred();
      const run = gate.run(
        () => w.done,
        () => true,
      );
      await new Promise((r) => setImmediate(r));
      clock += ms;
      w.finish();
      await run;
    };
    await timeOne(500);
    const lineAt = () => {
      const places: Array<ReturnType<typeof gate.enter>> = [];
      for (let place = gate.enter(); place; place = gate.enter()) places.push(place);
      places.forEach((p) => p!.leave());
      return places.length;
    };
    // 0.5 s each: one running and 20 in line (10 s)
    expect(lineAt()).toBe(21);
    for (let i = 0; i < 30; i += 1) await timeOne(2_000);
    // about 2 s each now: one running and 5 in line
    expect(lineAt()).toBe(6);
  });
});
