// One part's own CI: `npm run ci -w <package>` (e.g. -w @portal/mfe-quiz), or
// `node deploy/ci/partCi.mjs <folder>`. Its checks in order, each timed, every one run even after a
// failure: typecheck, lint of its folder, its unit+service tests, its pact consumer tests, its
// provider verification (against the pacts of the consumer versions deployed and of main), the
// contract coverage gate (contracts only), its build (static parts), and can-i-deploy of its
// package.json version to production, which answers from the recorded verifications and the
// versions deployed there. Prints a summary per step and exits 1 when any step failed.
// --record: verify as a provider through the verification recorder, which runs the same
// `test:provider` and records its result in the pact store (a provider CI publishing its results).
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PARTS } from '../contracts/parts.mjs';
import { createRunner, printSummary } from './runSteps.mjs';
import { STATIC_PARTS, repoRoot, workspaces } from './workspaces.mjs';

/**
 * The steps of one workspace's CI: [{ name, command, args, needsConsumer }] (`node` stands for this
 * Node binary). `needsConsumer`: not asked when the consumer step failed (its pact is then short).
 */
export function partSteps(workspace, { parts = PARTS, record = false, environment = 'production' } = {}) {
  const { folder, name, scripts } = workspace;
  const steps = [];
  if (workspace.hasTsconfig)
    steps.push({ name: 'typecheck', command: 'node', args: ['deploy/typecheck.mjs', folder] });
  steps.push({ name: 'lint', command: 'node', args: ['deploy/ci/lintPart.mjs', folder] });
  if (scripts.test) steps.push({ name: 'unit+service', command: 'npm', args: ['test', '-w', name] });
  if (scripts['test:pact'])
    steps.push({ name: 'pact consumer', command: 'npm', args: ['run', 'test:pact', '-w', name] });
  if (scripts['test:provider']) {
    steps.push(
      record
        ? {
            name: 'pact provider (recorded)',
            command: 'node',
            args: ['deploy/contracts/recordVerifications.mjs', '--part', folder],
          }
        : { name: 'pact provider', command: 'npm', args: ['run', 'test:provider', '-w', name] },
    );
  }
  if (scripts['contracts:coverage']) {
    steps.push({
      name: 'contract coverage gate',
      command: 'npm',
      args: ['run', 'contracts:coverage', '-w', name, '--silent'],
      needsConsumer: true,
    });
  }
  if (STATIC_PARTS.includes(folder) && scripts.build)
    steps.push({ name: 'build', command: 'npm', args: ['run', 'build', '-w', name] });
  if (parts.includes(folder)) {
    steps.push({
      name: `can-i-deploy --to ${environment}`,
      command: 'node',
      args: ['deploy/canIDeploy.mjs', '--part', folder, '--to', environment],
      needsConsumer: true,
    });
  }
  return steps;
}

/** The workspace a `npm run ci -w` runs in (its folder is the working directory) or named by argument. */
export function workspaceFor(argument, cwd, all) {
  const id = argument ?? relative(repoRoot, cwd).split('\\').join('/');
  return all.find((w) => w.folder === id || w.name === id || w.folder.replaceAll('/', '-') === id) ?? null;
}

if (process.argv[1] === import.meta.filename) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { record: { type: 'boolean', default: false }, to: { type: 'string', default: 'production' } },
  });
  const all = workspaces();
  const workspace = workspaceFor(positionals[0], process.cwd(), all);
  if (!workspace) {
    console.error(
      `partCi: name a part (${all.map((w) => w.folder).join(', ')}) or run it as \`npm run ci -w <package>\``,
    );
    process.exit(2);
  }
  const started = Date.now();
  const { run, results } = createRunner();
  let consumerOk = true;
  console.log(`CI of ${workspace.folder} (${workspace.name})`);
  for (const step of partSteps(workspace, { record: values.record, environment: values.to })) {
    const command = step.command === 'node' ? process.execPath : step.command;
    const ok = await run(`${step.name} ${workspace.folder}`, command, step.args, {
      part: workspace.folder,
      label: step.name,
      needs: step.needsConsumer ? () => consumerOk : undefined,
    });
    if (step.name === 'pact consumer') consumerOk = ok;
  }
  process.exit(printSummary(results, { totalSeconds: (Date.now() - started) / 1000 }));
}
