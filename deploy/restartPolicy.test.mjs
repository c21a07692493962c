// The supervisor restarts a crashed process under `npm start` with exponential backoff, resets
// after healthy running, and gives up only on a crash loop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRestartPolicy, DEFAULT_RESTART_POLICY } from './restartPolicy.mjs';

/** Crashes `runMs` after each (re)start, which comes `delayMs` after the crash. */
function crashRepeatedly(policy, runMs, times, from = 0) {
  const decisions = [];
  let now = from;
  policy.started(now);
  for (let i = 0; i < times; i++) {
    now += runMs;
    const decision = policy.crashed(now);
    decisions.push(decision);
    if (!decision.restart) break;
    now += decision.delayMs;
    policy.started(now);
  }
  return { decisions, now };
}

test('a crashed process is restarted, with a delay that doubles while it keeps crashing (capped)', () => {
  const policy = createRestartPolicy({ crashLoopCount: 100 });
  const { decisions } = crashRepeatedly(policy, 20_000, 8);
  assert.deepEqual(
    decisions.map((d) => d.delayMs),
    [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
  );
  assert.ok(decisions.every((d) => d.restart));
});

test('the backoff is reset once the process has run healthy for a while', () => {
  const policy = createRestartPolicy();
  const first = crashRepeatedly(policy, 15_000, 3);
  assert.deepEqual(
    first.decisions.map((d) => d.delayMs),
    [1_000, 2_000, 4_000],
  );
  // the third restart then runs for longer than healthyAfterMs before crashing again
  const later = policy.crashed(first.now + DEFAULT_RESTART_POLICY.healthyAfterMs + 1);
  assert.deepEqual(later, { restart: true, delayMs: 1_000, attempt: 1 });
});

test('a crash loop (5 crashes within a minute) is given up', () => {
  const policy = createRestartPolicy();
  const { decisions } = crashRepeatedly(policy, 500, 10);
  assert.equal(decisions.length, 5, 'the fifth crash within the minute ends the restarts');
  assert.deepEqual(
    decisions.slice(0, 4).map((d) => d.restart),
    [true, true, true, true],
  );
  assert.deepEqual(decisions[4], { restart: false, crashes: 5, windowMs: 60_000 });
});

test('crashes spread over more than the window are never a loop', () => {
  const policy = createRestartPolicy();
  const decisions = [];
  for (let i = 0; i < 20; i++) {
    policy.started(i * 20 * 60_000);
    decisions.push(policy.crashed(i * 20 * 60_000 + 5 * 60_000));
  }
  assert.ok(decisions.every((d) => d.restart && d.delayMs === 1_000));
});
