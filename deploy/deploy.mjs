// Deploys one part's artefact into the running site (the environment `local`, what `npm start` runs):
//   node deploy/deploy.mjs <part> <artefactDir> [--to local] [--control <file>]
// Reads the artefact's release.json, asks can-i-deploy (deploy/canIDeploy.mjs --to local) and
// refuses when it says no; otherwise asks the running stack, through its control endpoint
// (data/stack-control.json by default), to replace that part, waits until the new version runs,
// records the deployment in the environment and prints what was replaced and how long it took.
// Exit codes: 0 deployed, 1 refused or failed, 2 usage.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { callControl } from './localEnvironment/control.mjs';
import { recordEnvironment } from './localEnvironment/environmentRecord.mjs';
import { DEPLOYABLE_PARTS, ReleaseError, readRelease } from './localEnvironment/release.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
export const DEFAULT_CONTROL_FILE = join(repoRoot, 'data', 'stack-control.json');
const USAGE = 'usage: node deploy/deploy.mjs <part> <artefactDir> [--to local] [--control <file>]';

/** can-i-deploy as its command answers it: { ok, code, output }. */
function askCanIDeploy(part, version, environment) {
  const r = spawnSync(
    process.execPath,
    [join(repoRoot, 'deploy', 'canIDeploy.mjs'), '--part', part, '--version', version, '--to', environment],
    { cwd: repoRoot, encoding: 'utf8', env: process.env },
  );
  return {
    ok: r.status === 0,
    code: r.status ?? r.signal,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trimEnd(),
  };
}

function describe(result) {
  const lines = [`Deployed ${result.part} ${result.version} to local (was ${result.previousVersion}).`];
  for (const r of result.replaced ?? []) {
    const was = r.previousPid ? `pid ${r.previousPid}` : 'not running';
    const now = r.pid ? `pid ${r.pid}` : 'not running';
    lines.push(`  ${r.name}: ${was === now ? `${now} (same process, new files)` : `${was} -> ${now}`}`);
  }
  if (result.served) {
    lines.push(`  serves ${result.served.dir}`);
    for (const dir of result.served.fallbacks)
      lines.push(`  previous version's files still served from ${dir}`);
  }
  if (result.shellDir) lines.push(`  the gateway serves the shell from ${result.shellDir}`);
  const t = result.timings ?? {};
  const steps = Object.entries(t)
    .filter(([name]) => name !== 'totalMs')
    .map(([name, ms]) => `${name.replace(/Ms$/, '')} ${ms} ms`);
  lines.push(`  took ${t.totalMs} ms${steps.length ? ` (${steps.join(', ')})` : ''}`);
  return lines.join('\n');
}

export async function main(argv = process.argv.slice(2), { log = console.log, error = console.error } = {}) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { to: { type: 'string', default: 'local' }, control: { type: 'string' } },
    }));
  } catch (e) {
    error(`deploy: ${e.message}\n${USAGE}`);
    return 2;
  }
  const [part, artefactDir] = positionals;
  if (positionals.length !== 2) {
    error(USAGE);
    return 2;
  }
  if (!DEPLOYABLE_PARTS.includes(part)) {
    error(`deploy: unknown part '${part}': one of ${DEPLOYABLE_PARTS.join(', ')}\n${USAGE}`);
    return 2;
  }
  if (values.to !== 'local') {
    error(`deploy: only the environment 'local' (the running npm start site) is deployed from here`);
    return 2;
  }
  const environment = values.to;
  let release;
  try {
    release = readRelease(artefactDir, part);
  } catch (e) {
    if (!(e instanceof ReleaseError)) throw e;
    error(`Not deployed: ${e.message}`);
    return 1;
  }
  if (release.kind === 'library') {
    error(`Not deployed: ${part} ${release.version} is a library, shipped inside the parts that bundle it`);
    return 1;
  }

  const answer = askCanIDeploy(part, release.version, environment);
  if (answer.output) log(answer.output);
  if (!answer.ok) {
    error(
      `Not deployed: can-i-deploy says no for ${part} ${release.version} to ${environment}` +
        `${answer.code === 2 ? ' (it could not answer: see above)' : ''}; the running site is unchanged.`,
    );
    return 1;
  }

  const controlFile = resolve(values.control ?? DEFAULT_CONTROL_FILE);
  log(`Deploying ${part} ${release.version} from ${release.dir} …`);
  let result;
  try {
    result = await callControl(controlFile, 'POST', '/deploy', { part, dir: release.dir });
  } catch (e) {
    error(`Not deployed: ${e instanceof Error ? e.message : e}`);
    return 1;
  }
  try {
    await recordEnvironment(environment, { [part]: result.version });
  } catch (e) {
    error(`deployed, but the deployment could not be recorded: ${e instanceof Error ? e.message : e}`);
    return 1;
  }
  log(describe(result));
  return 0;
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) process.exitCode = await main();
