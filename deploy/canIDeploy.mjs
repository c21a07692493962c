// can-i-deploy: may version X of part P run with the versions of the other parts that are running?
//   node deploy/canIDeploy.mjs --part svc-events [--version 0.2.0] [--env running.json]
//                              [--matrix file] [--record] [--json]
//   node deploy/canIDeploy.mjs --all [--env running.json]   (every part at its package.json version)
// Reads the pact files (contracts/pacts/*.json, HTTP and message pacts), the verification matrix
// (deploy/contracts/verification-matrix.json) and the running versions (--env, default
// deploy/contracts/running.json: { "parts": { "svc-identity": "0.1.0", ... } }). Prints one row per
// consumer/provider pair and exits 0 when every pair is verified, 1 when not, 2 on a usage error.
// --version defaults to the part's package.json version; --record writes the part's version into the
// env file when the answer is yes (a broker's record-deployment). See deploy/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { canIDeploy } from './contracts/canIDeploy.mjs';
import { MATRIX_FILE, readMatrix } from './contracts/matrix.mjs';
import { PARTS, currentVersions, loadPacts, repoRoot } from './contracts/parts.mjs';

export const DEFAULT_ENV_FILE = join(repoRoot, 'deploy', 'contracts', 'running.json');

/** { part: version } from an env file: { "parts": {...} } or a flat object. */
export function readRunning(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return json.parts ?? json;
}

/** The answer as a fixed-width table (plain text, no colours). */
export function formatTable({ ok, part, version, checks, notes }) {
  const head = ['consumer', 'provider', 'pact', 'result', 'reason'];
  const rows = checks.map((c) => [
    `${c.consumer} ${c.consumerVersion}`,
    `${c.provider} ${c.providerVersion}`,
    c.pact,
    c.result,
    c.reason,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join(' | ')
      .trimEnd();
  const out = [line(head), widths.map((w) => '-'.repeat(w)).join('-|-')];
  for (const r of rows) out.push(line(r));
  if (!rows.length) out.push('(no consumer or provider pairs)');
  for (const n of notes) out.push(`note: ${n}`);
  const bad = checks.filter((c) => c.result === 'failed' || c.result === 'unverified').length;
  out.push(
    ok
      ? `Computer says yes: ${part} ${version} can be deployed (${checks.length} pairs checked).`
      : `Computer says no: ${part} ${version} cannot be deployed (${bad} of ${checks.length} pairs not verified).`,
  );
  return out.join('\n');
}

export function main(argv = process.argv.slice(2), { root = repoRoot, log = console.log } = {}) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        part: { type: 'string' },
        version: { type: 'string' },
        env: { type: 'string' },
        matrix: { type: 'string' },
        record: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        all: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    log(`can-i-deploy: ${error.message}`);
    return 2;
  }
  const current = currentVersions(root);
  const envFile = values.env ? resolve(values.env) : DEFAULT_ENV_FILE;
  const inputs = {
    running: readRunning(envFile),
    pacts: loadPacts(root),
    matrix: readMatrix(values.matrix ? resolve(values.matrix) : MATRIX_FILE),
    current,
  };
  if (values.all) {
    // every deployable part at its package.json version, each against the running versions (CI:
    // after the provider verifications were recorded, is what is in the repository deployable?)
    let ok = true;
    for (const part of PARTS.filter((p) => p !== 'contracts')) {
      const answer = canIDeploy({ ...inputs, part, version: current[part] });
      ok &&= answer.ok;
      log(answer.ok ? `yes: ${part} ${current[part]} (${answer.checks.length} pairs)` : formatTable(answer));
    }
    return ok ? 0 : 1;
  }
  if (!values.part || !PARTS.includes(values.part)) {
    log(`can-i-deploy: --part must be one of ${PARTS.join(', ')}`);
    return 2;
  }
  const answer = canIDeploy({
    ...inputs,
    part: values.part,
    version: values.version ?? current[values.part],
  });
  log(values.json ? JSON.stringify(answer, null, 2) : formatTable(answer));
  if (answer.ok && values.record) {
    const json = JSON.parse(readFileSync(envFile, 'utf8'));
    const parts = json.parts ?? json;
    parts[answer.part] = answer.version;
    writeFileSync(envFile, `${JSON.stringify(json, null, 2)}\n`);
    log(`recorded: ${answer.part} ${answer.version} in ${envFile}`);
  }
  return answer.ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
