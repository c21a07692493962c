// The step runner and summary shared by `npm test` and each part's `npm run ci` (runSteps.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  closingCounts,
  createRunner,
  partLines,
  runPool,
  stepEnv,
  summaryLines,
  testCounts,
} from './runSteps.mjs';

/** A runner whose output goes to a string instead of the terminal. */
function quietRunner(options = {}) {
  let text = '';
  const sink = { write: (chunk) => (text += chunk) };
  const runner = createRunner({ out: sink, err: sink, env: stepEnv(), ...options });
  return { ...runner, output: () => text };
}

const node = process.execPath;

test('a passing and a failing step are both run, timed and recorded', async () => {
  const { run, results, output } = quietRunner();
  assert.equal(
    await run('fails', node, ['-e', 'console.log("boom"); process.exit(3)'], { part: 'a' }),
    false,
  );
  assert.equal(await run('passes', node, ['-e', 'console.log("fine")'], { part: 'b', label: 'short' }), true);
  assert.deepEqual(
    results.map((r) => [r.name, r.part, r.label, r.ok]),
    [
      ['fails', 'a', 'fails', false],
      ['passes', 'b', 'short', true],
    ],
  );
  assert.ok(results.every((r) => r.seconds > 0));
  assert.match(output(), /boom/);
  assert.match(output(), /=== fails: FAILED in/);
  assert.ok(
    results[0].reasons.some((line) => line.includes('boom')),
    'the failure says why',
  );
});

test('a step whose prerequisite failed is skipped and counted failed', async () => {
  const { run, results } = quietRunner();
  assert.equal(await run('later', node, ['-e', ''], { needs: () => false }), false);
  assert.equal(results[0].ok, false);
  assert.equal(results[0].seconds, 0);
  assert.match(results[0].note, /prerequisite failed/);
});

test('buffered steps running at once print each output whole, results in start order', async () => {
  const { run, results, output } = quietRunner();
  const lines = (tag) =>
    `for (let i = 0; i < 3; i++) { console.log("${tag}" + i); await new Promise((r) => setTimeout(r, 60)); }`;
  await Promise.all([
    run('slow', node, ['--input-type=module', '-e', lines('slow')], { buffered: true }),
    run('quick', node, ['--input-type=module', '-e', 'console.log("quick0")'], { buffered: true }),
  ]);
  assert.deepEqual(
    results.map((r) => r.name),
    ['slow', 'quick'],
  );
  assert.match(output(), /=== slow: .*\nslow0\nslow1\nslow2\n=== slow: ok in/);
  assert.match(output(), /=== quick: .*\nquick0\n=== quick: ok in/);
});

test('runPool runs at most `size` items at once, starting them in order', async () => {
  let running = 0;
  let most = 0;
  const startedOrder = [];
  await runPool([1, 2, 3, 4, 5], 2, async (item) => {
    startedOrder.push(item);
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 20 * (6 - item)));
    running--;
  });
  assert.equal(most, 2);
  assert.deepEqual(startedOrder, [1, 2, 3, 4, 5]);
});

test('a hung step is killed at the time limit', async () => {
  const { run, results } = quietRunner({ timeoutMs: 300 });
  assert.equal(await run('hangs', node, ['-e', 'setInterval(() => {}, 1000)']), false);
  assert.match(results[0].note, /timed out after 0.3s/);
});

test('a missing command fails its step instead of stopping the run', async () => {
  const { run, results } = quietRunner();
  assert.equal(await run('missing', '/nonexistent/command', []), false);
  await new Promise((resolve) => setTimeout(resolve, 50));
  assert.equal(results.length, 1);
  assert.equal(results[0].ok, false);
});

test('stepEnv drops the npm workspace setting a part script was started with', () => {
  const env = stepEnv({ PATH: '/bin', npm_config_workspace: '@portal/mfe-quiz', FORCE_COLOR: '1' });
  assert.equal(env.npm_config_workspace, undefined);
  assert.equal(env.PACT_DO_NOT_TRACK, 'true');
  assert.equal(env.FORCE_COLOR, '1');
  assert.equal(env.PATH, '/bin');
});

test('testCounts reads vitest and node:test closing lines', () => {
  assert.deepEqual(testCounts(' Tests  2 failed | 40 passed (42)\n'), { passed: 40, failed: 2 });
  assert.deepEqual(testCounts('ℹ pass 7\nℹ fail 1\nℹ cancelled 1\n'), { passed: 7, failed: 2 });
  assert.equal(testCounts('typecheck ok: shell'), null);
});

const sample = [
  { name: 'typecheck mfe-quiz', part: 'mfe-quiz', label: 'typecheck', ok: true, seconds: 10, note: '' },
  {
    name: 'unit+service mfe-quiz',
    part: 'mfe-quiz',
    label: 'unit+service',
    ok: false,
    seconds: 5.5,
    note: 'tests: 3 passed, 1 failed',
    counts: { passed: 3, failed: 1 },
    reasons: ['FAIL quiz.test.ts'],
  },
  {
    name: 'e2e',
    part: null,
    label: 'e2e',
    ok: true,
    seconds: 100,
    note: 'tests: 9 passed, 0 failed',
    counts: { passed: 9, failed: 0 },
  },
  {
    name: 'unit+service svc-files',
    part: 'svc-files',
    label: 'unit+service',
    ok: true,
    seconds: 20,
    note: '',
  },
];

test('partLines groups the step times by part, site-wide steps last', () => {
  const lines = partLines(sample);
  assert.equal(lines.length, 3);
  assert.match(lines[0], /^mfe-quiz\s+15\.5s {2}typecheck 10\.0s, unit\+service 5\.5s FAILED$/);
  assert.match(lines[1], /^svc-files\s+20\.0s {2}unit\+service 20\.0s$/);
  assert.match(lines[2], /^\(site-wide\)\s+100\.0s {2}e2e 100\.0s$/);
});

test('the summary lists every step, why one failed, and ends with the counts', () => {
  const lines = summaryLines(sample, { totalSeconds: 140 });
  assert.ok(
    lines.some((line) => /^FAILED unit\+service mfe-quiz\s+5\.5s {2}tests: 3 passed, 1 failed$/.test(line)),
  );
  assert.ok(lines.includes('=== Per part (what ran, how long)'));
  assert.ok(lines.includes('why unit+service mfe-quiz failed:'));
  assert.ok(lines.includes('  FAIL quiz.test.ts'));
  assert.ok(lines.includes('total 140.0s; steps: 3 ok, 1 failed (unit+service mfe-quiz)'));
  assert.equal(lines.at(-1), '14 passed, 1 failed');
});

test('closingCounts: a failed step without test counts still counts one failure', () => {
  assert.deepEqual(
    closingCounts([{ ok: false, counts: { passed: 2, failed: 0 } }, { ok: false }, { ok: true }]),
    { passed: 3, failed: 2 },
  );
});
