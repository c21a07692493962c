// `npm test`: every layer in order — typecheck, lint, the check that every test file is in some
// run (testRuns.mjs), unit+service tests of each workspace, Pact
// consumers then providers, the contract coverage gate, can-i-deploy, the front-end build, then the
// end-to-end journeys. Runs every step even after a failure (so one run shows everything that is
// broken), prints a summary with timings, and ends with the plain line '{N} passed, {M} failed'
// (tests, and non-test steps as one each).
// Exit code 1 on any failure.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { failureReasons } from './failureReasons.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
// a guard against a hung step, not a budget: the journeys took 6.5 min on this machine's earlier
// CPUs and over 15 on a slower one (a hash at OWASP cost 0.75 s instead of 0.4 s)
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MS || 30 * 60 * 1000);
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/** Workspaces (folder, scripts) in the root's order. */
const workspaces = rootPackage.workspaces.map((folder) => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));
  // by package name: `-w shell` would also match the nested shell/kit workspace and run it twice
  return { folder, name: pkg.name, scripts: pkg.scripts ?? {} };
});

const results = [];

function run(name, command, args, { needs } = {}) {
  if (needs && !needs()) {
    console.log(`\n=== ${name}: SKIPPED because an earlier step it needs failed`);
    results.push({ name, ok: false, seconds: 0, note: 'not run: prerequisite failed' });
    return Promise.resolve(false);
  }
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let tail = '';
    // a failing test's error can be far above the runner's closing lines (the e2e step prints a
    // report after its tests): keep more of the output for failureReasons
    let output = '';
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-4000);
      output = (output + chunk).slice(-400_000);
    };
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      keep(d);
    });
    child.stderr.on('data', (d) => {
      process.stderr.write(d);
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
    }, STEP_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0 && !timedOut;
      const counts = timedOut ? null : testCounts(tail);
      const note = timedOut
        ? `timed out after ${STEP_TIMEOUT_MS / 1000}s`
        : counts
          ? `tests: ${counts.passed} passed, ${counts.failed} failed`
          : '';
      const reasons = ok ? [] : failureReasons(output);
      results.push({ name, ok, seconds, note, counts, reasons });
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)}s`);
      done(ok);
    });
  });
}

/** Picks the test counts out of vitest's or node's closing lines: { passed, failed } or null. */
function testCounts(text) {
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

const withScript = (script) => workspaces.filter((w) => w.scripts[script]);
const started = Date.now();

await run('typecheck', 'npm', ['run', 'typecheck']);
await run('lint', 'npm', ['run', 'lint']);
await run('every test file in a run', process.execPath, ['deploy/testRuns.mjs']);
// e2e's own `test` script is the last step, after the build, so it is left out here.
for (const w of withScript('test').filter((w) => w.folder !== 'e2e')) {
  await run(`unit+service ${w.folder}`, 'npm', ['test', '-w', w.name]);
}
const consumersOk = [];
for (const w of withScript('test:pact'))
  consumersOk.push(await run(`pact consumer ${w.folder}`, 'npm', ['run', 'test:pact', '-w', w.name]));
for (const w of withScript('test:provider'))
  await run(`pact provider ${w.folder}`, 'npm', ['run', 'test:provider', '-w', w.name]);
// fast (a second): every call with a consumer and every queue message has a pact in contracts/pacts/
// (not asked when a consumer step failed: its pact file is then short)
const consumersPassed = () => consumersOk.every(Boolean);
await run('contract coverage gate', 'npm', ['run', 'contracts:coverage', '--silent'], {
  needs: consumersPassed,
});
// every part at its package.json version against deploy/contracts/running.json and the committed
// verification matrix. The consumer steps rewrite contracts/pacts/ with the committed content (pacts
// are deterministic), so the recorded pact hashes match unless a pact changed without re-recording
// (recordVerifications.mjs). A failed consumer step leaves its pact short: not asked then.
await run('can-i-deploy --all', process.execPath, ['deploy/canIDeploy.mjs', '--all'], {
  needs: consumersPassed,
});
const built = await run('build front end', process.execPath, ['deploy/build.mjs']);
await run('e2e', 'npm', ['test', '-w', 'e2e'], { needs: () => built });

// The closing count: tests where a step reports them, otherwise the step itself as one; a failed
// step whose runner reported no failing test (a crash, a load error) still counts one failure.
let passed = 0;
let failed = 0;
for (const r of results) {
  if (r.counts) {
    passed += r.counts.passed;
    failed += r.counts.failed || (r.ok ? 0 : 1);
  } else if (r.ok) passed += 1;
  else failed += 1;
}
const failedSteps = results.filter((r) => !r.ok).map((r) => r.name);
console.log('\n=== Summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok    ' : 'FAILED'} ${r.name.padEnd(34)} ${r.seconds.toFixed(1).padStart(7)}s  ${r.note}`,
  );
}
// why each failed step failed, where CI shows the end of the output (before the closing lines)
for (const r of results.filter((result) => !result.ok && result.reasons?.length)) {
  console.log(`why ${r.name} failed:`);
  for (const line of r.reasons) console.log(`  ${line}`);
}
console.log(
  `total ${((Date.now() - started) / 1000).toFixed(1)}s; steps: ${results.length - failedSteps.length} ok, ${failedSteps.length} failed${failedSteps.length ? ` (${failedSteps.join(', ')})` : ''}`,
);
console.log('(counted below: tests of the steps that run tests, plus typecheck, lint and build as one each)');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
