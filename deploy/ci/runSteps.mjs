// Runs CI steps and sums them up: each step is a command, timed, its output streamed through (or,
// for steps that run beside others, kept and printed whole when the step ends); every step runs even
// after an earlier one failed (one run shows everything that is broken), except a step that declares
// it needs one that failed. The summary has one row per step
// (ok/FAILED, seconds, test counts), the steps grouped by part with each part's time, why each failed
// step failed, and ends with the plain line '{N} passed, {M} failed'. Used by `npm test`
// (deploy/test.mjs) and by each part's `npm run ci` (partCi.mjs).
import { spawn } from 'node:child_process';
import { failureReasons } from '../failureReasons.mjs';
import { repoRoot } from './workspaces.mjs';

// a guard against a hung step, not a budget: the journeys took 6.5 min on this machine's earlier
// CPUs and over 15 on a slower one (a hash at OWASP cost 0.75 s instead of 0.4 s)
export const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MS || 30 * 60 * 1000);

/**
 * The environment of every step. An npm script's own npm settings (the `-w` it was started with)
 * are dropped, so a step's `npm test -w <part>` selects only that part.
 */
export function stepEnv(base = process.env) {
  const env = { ...base, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: base.FORCE_COLOR ?? '0' };
  for (const key of Object.keys(env)) if (/^npm_config_workspaces?$/i.test(key)) delete env[key];
  return env;
}

/** Picks the test counts out of vitest's or node's closing lines: { passed, failed } or null. */
export function testCounts(text) {
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  const vitest = [...plain.matchAll(/^\s*Tests\s+(.*)\(\d+\)\s*$/gm)].pop();
  if (vitest) {
    const count = (word) => Number(vitest[1].match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);
    return { passed: count('passed'), failed: count('failed') };
  }
  const nodePass = [...plain.matchAll(/^[#ℹ] pass (\d+)/gm)].pop();
  if (nodePass) {
    const failed = Number([...plain.matchAll(/^[#ℹ] fail (\d+)/gm)].pop()?.[1] ?? 0);
    const cancelled = Number([...plain.matchAll(/^[#ℹ] cancelled (\d+)/gm)].pop()?.[1] ?? 0);
    return { passed: Number(nodePass[1]), failed: failed + cancelled };
  }
  return null;
}

/**
 * A runner: `run(name, command, args, { part, label, needs, buffered })` runs one step and resolves
 * to whether it passed; `results` holds { name, part, label, ok, seconds, note, counts, reasons } per
 * step, in the order the steps started. `part` groups the step in the summary (absent: a site-wide
 * step); `label` is its short name there; `needs()` false skips the step, counted failed;
 * `buffered` keeps the step's output and prints it in one piece when it ends, so that two steps
 * running at once do not interleave their lines.
 */
export function createRunner({
  cwd = repoRoot,
  env = stepEnv(),
  timeoutMs = STEP_TIMEOUT_MS,
  out = process.stdout,
  err = process.stderr,
} = {}) {
  const results = [];
  const say = (line) => out.write(`${line}\n`);

  function run(name, command, args, { part = null, label = name, needs, buffered = false } = {}) {
    if (needs && !needs()) {
      say(`\n=== ${name}: SKIPPED because an earlier step it needs failed`);
      results.push({ name, part, label, ok: false, seconds: 0, note: 'not run: prerequisite failed' });
      return Promise.resolve(false);
    }
    const header = `\n=== ${name}: ${command} ${args.join(' ')}`;
    if (buffered) say(`\n=== ${name}: started`);
    else say(header);
    // the summary lists the steps in the order they started, whichever ends first
    const slot = results.push(null) - 1;
    const started = Date.now();
    let held = '';
    const print = (stream, chunk) => {
      if (buffered) held += chunk;
      else stream.write(chunk);
    };
    return new Promise((done) => {
      const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      let tail = '';
      // a failing test's error can be far above the runner's closing lines (the e2e step prints a
      // report after its tests): keep more of the output for failureReasons
      let output = '';
      const keep = (chunk) => {
        tail = (tail + chunk).slice(-4000);
        output = (output + chunk).slice(-400_000);
      };
      child.stdout.on('data', (d) => {
        print(out, d);
        keep(d);
      });
      child.stderr.on('data', (d) => {
        print(err, d);
        keep(d);
      });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, timeoutMs);
      let finished = false;
      // a command that cannot start reports 'error' and then 'close': one result either way
      const finish = (code) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        const seconds = (Date.now() - started) / 1000;
        const ok = code === 0 && !timedOut;
        const counts = timedOut ? null : testCounts(tail);
        const note = timedOut
          ? `timed out after ${timeoutMs / 1000}s`
          : counts
            ? `tests: ${counts.passed} passed, ${counts.failed} failed`
            : '';
        const reasons = ok ? [] : failureReasons(output);
        results[slot] = { name, part, label, ok, seconds, note, counts, reasons };
        if (buffered) {
          say(header);
          if (held) out.write(held.endsWith('\n') ? held : `${held}\n`);
        }
        say(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s`);
        done(ok);
      };
      child.on('error', (error) => {
        keep(`${error.message}\n`);
        finish(-1);
      });
      child.on('close', finish);
    });
  }

  return { run, results };
}

/**
 * Runs `start(item)` for every item, at most `size` at a time, starting them in the list's order;
 * resolves when all have ended. With size 1 the items run one after another.
 */
export async function runPool(items, size, start) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length) await start(queue.shift());
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, worker));
}

/**
 * The closing count: tests where a step reports them, otherwise the step itself as one; a failed
 * step whose runner reported no failing test (a crash, a load error) still counts one failure.
 */
export function closingCounts(results) {
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    if (r.counts) {
      passed += r.counts.passed;
      failed += r.counts.failed || (r.ok ? 0 : 1);
    } else if (r.ok) passed += 1;
    else failed += 1;
  }
  return { passed, failed };
}

/** Per part (in first-run order, site-wide steps last): its steps with their times and its total. */
export function partLines(results) {
  const groups = new Map();
  for (const r of results) {
    const key = r.part ?? '(site-wide)';
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  const site = groups.get('(site-wide)');
  groups.delete('(site-wide)');
  if (site) groups.set('(site-wide)', site);
  const width = Math.max(12, ...[...groups.keys()].map((key) => key.length));
  return [...groups].map(([key, steps]) => {
    const total = steps.reduce((sum, r) => sum + r.seconds, 0);
    const list = steps.map((r) => `${r.label} ${r.seconds.toFixed(1)}s${r.ok ? '' : ' FAILED'}`).join(', ');
    return `${key.padEnd(width)} ${total.toFixed(1).padStart(7)}s  ${list}`;
  });
}

/** The summary's lines; the last one is '{N} passed, {M} failed'. */
export function summaryLines(results, { totalSeconds, countsNote } = {}) {
  const lines = ['', '=== Summary'];
  const width = Math.max(34, ...results.map((r) => r.name.length));
  for (const r of results) {
    lines.push(
      `${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(width)} ${r.seconds.toFixed(1).padStart(7)}s  ${r.note}`.trimEnd(),
    );
  }
  if (results.some((r) => r.part)) {
    lines.push('', '=== Per part (what ran, how long)');
    lines.push(...partLines(results));
  }
  // why each failed step failed, where CI shows the end of the output (before the closing lines)
  for (const r of results.filter((result) => !result.ok && result.reasons?.length)) {
    lines.push(`why ${r.name} failed:`);
    for (const line of r.reasons) lines.push(`  ${line}`);
  }
  const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
  const total = totalSeconds ?? results.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(
    `total ${total.toFixed(1)}s; steps: ${results.length - failedSteps.length} ok, ${failedSteps.length} failed${failedSteps.length ? ` (${failedSteps.join(', ')})` : ''}`,
  );
  if (countsNote) lines.push(countsNote);
  const { passed, failed } = closingCounts(results);
  lines.push(`${passed} passed, ${failed} failed`);
  return lines;
}

/** Prints the summary and returns the exit code: 1 when any step failed, else 0. */
export function printSummary(results, options = {}, log = console.log) {
  for (const line of summaryLines(results, options)) log(line);
  return results.every((r) => r.ok) ? 0 : 1;
}
