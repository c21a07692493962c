// Records provider verification results into the store's verification matrix (store.mjs,
// verifications.json; with a Pact Broker the verifier publishes them itself, see providerPacts).
//   node deploy/contracts/recordVerifications.mjs [--part svc-events] [--dry-run]
// For each provider part (those with a `test:provider` script and pacts naming them as provider), runs
// `npm run test:provider -w <part>` (its tests verify what providerPacts selects: the workspace's pacts
// and those of the consumer versions deployed) and writes one row per consumer version and pact
// content verified: consumer and provider pacticipant, the consumer version, the provider part's
// package.json version, the pact content hash, and whether it passed. A passing run marks all of them
// verified; a failing run marks the pairs named in the verifier's "Failures:" list failed and records
// nothing for the others (a crash is no verdict). Run it after the consumer tests (`test:pact`) have
// written the pact files. Rows are deterministic (no timestamps): re-recording changes nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { formatMatrix, mergeRows } from './matrix.mjs';
import { currentVersions, loadPacts, repoRoot } from './parts.mjs';
import { pactsFor, readVerifications, recordVerifications, verificationsFile } from './store.mjs';

const ANSI = /\x1b\[[0-9;]*m/g;
const FAILURE_LINE = /^\s*\d+\)\s+Verifying a pact between (\S+) and (\S+?)(?: - |\s+Given |$)(.*)$/;
const FAILURE_JSON = /"interaction":"Verifying a pact between (\S+) and (\S+?)(?: - |\s+Given |")([^"]*)/g;

/**
 * The failing pairs in a verifier's output: Map 'consumer\0provider' → [interaction, ...]
 * (from the "Failures:" list, `1) Verifying a pact between A and B Given s - description`, and from
 * the error JSON that pact-js throws, `"interaction":"Verifying a pact between A and B ..."`).
 */
export function parseFailures(output) {
  const failures = new Map();
  const add = (consumer, provider, what) => {
    const key = `${consumer}\u0000${provider}`;
    const list = failures.get(key) ?? [];
    const text = what
      .trim()
      .replace(/^-\s+/, '')
      .replace(/^Given\s+/, 'given ');
    if (text && !list.includes(text)) list.push(text);
    failures.set(key, list);
  };
  const plain = output.replace(ANSI, '');
  for (const line of plain.split('\n')) {
    const m = FAILURE_LINE.exec(line);
    if (m) add(m[1], m[2], line.replace(/^.*?Verifying a pact between \S+ and \S+\s*/, ''));
  }
  for (const m of plain.matchAll(FAILURE_JSON)) {
    const whole = m[0].replace(/^"interaction":"Verifying a pact between \S+ and \S+\s*/, '');
    add(m[1], m[2], whole.replace(/"$/, ''));
  }
  return failures;
}

/**
 * The matrix rows of one provider part's run over `pacts` (pactsFor entries without dedupe: one per
 * consumer version and pact content the run verified): every one passed when `exitCode` is 0;
 * otherwise only the pairs named in the failures, the rest unrecorded (a crash is no verdict).
 * The verifier's output names consumer/provider pairs, not versions: when a pair failed, every
 * version of that consumer verified in the run is marked failed, since which of its pact contents
 * broke cannot be told apart.
 */
export function rowsForRun({ part, exitCode, output, pacts, providerVersion }) {
  const failures = parseFailures(output);
  const rows = [];
  const skipped = [];
  for (const p of pacts.filter((p) => p.providerPart === part)) {
    const failed = failures.get(`${p.consumer}\u0000${p.provider}`);
    const base = {
      consumer: p.consumer,
      consumerVersion: p.consumerVersion,
      provider: p.provider,
      providerVersion,
      pact: p.name,
      pactHash: p.hash,
    };
    if (exitCode === 0) rows.push({ ...base, success: true });
    else if (failed) rows.push({ ...base, success: false, failures: failed.length ? failed : ['failed'] });
    else skipped.push(`${p.name} (${p.consumer} ${p.consumerVersion})`);
  }
  return { rows, skipped };
}

function runProviderTests(part) {
  const pkg = JSON.parse(readFileSync(join(repoRoot, part, 'package.json'), 'utf8'));
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'test:provider', '-w', pkg.name], {
      cwd: repoRoot,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d) => {
      process.stdout.write(d);
      output += d;
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => done({ exitCode: code ?? 1, output }));
  });
}

async function main() {
  const { values } = parseArgs({
    options: { part: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  const versions = currentVersions();
  const providers = [...new Set(loadPacts().map((p) => p.providerPart))].filter((part) => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, part, 'package.json'), 'utf8'));
    return pkg.scripts?.['test:provider'] && (!values.part || values.part === part);
  });
  if (!providers.length) {
    console.error(`no provider part to verify${values.part ? ` named ${values.part}` : ''}`);
    process.exitCode = 2;
    return;
  }
  // what each provider verifies: the workspace's pacts and those of the consumer versions deployed
  // (PACT_VERIFY_ENVIRONMENTS, else every environment), the selection providerPacts makes in the tests
  const selection = (part) => pactsFor({ providerPart: part, dedupe: false });
  const all = [];
  let failed = false;
  for (const part of providers) {
    console.log(`\n=== verifying ${part} ${versions[part]}`);
    const before = selection(part);
    const run = await runProviderTests(part);
    // a pact rewritten while the provider ran (a consumer test elsewhere): its verdict is of unknown
    // content, so it is not recorded
    const after = new Set(selection(part).map((p) => `${p.file}\u0000${p.hash}`));
    const stable = before.filter((p) => after.has(`${p.file}\u0000${p.hash}`));
    for (const p of before.filter((p) => !stable.includes(p)))
      console.log(`not recorded (the pact changed during the verification): ${p.file}`);
    const { rows, skipped } = rowsForRun({ part, ...run, pacts: stable, providerVersion: versions[part] });
    if (run.exitCode !== 0) failed = true;
    for (const r of rows)
      console.log(
        `${r.success ? 'verified' : 'FAILED  '} ${r.consumer} ${r.consumerVersion} -> ${r.provider} ${r.providerVersion} (${r.pact} ${r.pactHash})`,
      );
    for (const f of skipped) console.log(`not recorded (the run failed before a verdict): ${f}`);
    all.push(...rows);
  }
  if (values['dry-run']) {
    console.log(formatMatrix(mergeRows(readVerifications(), all)));
  } else {
    const written = recordVerifications(all);
    console.log(written ? `\nwrote ${verificationsFile()}` : `\n${verificationsFile()} unchanged`);
  }
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
