// Lints one workspace's folder: eslint, then prettier --check, on its files only (a folder nested in
// it that is a workspace of its own, shell/kit in shell, is left to that workspace). Both run even
// when the first fails; exit 1 when either fails.
// Usage: node deploy/ci/lintPart.mjs <folder>      (e.g. mfe-quiz, shell/kit)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nestedWorkspaces, repoRoot, workspaces } from './workspaces.mjs';

/** The eslint and prettier command lines (arguments after the binary) for one folder. */
export function lintCommands(folder, folders) {
  const nested = nestedWorkspaces(folder, folders);
  return {
    eslint: [folder, ...nested.flatMap((inner) => ['--ignore-pattern', `${inner}/**`])],
    prettier: ['--check', '--log-level', 'warn', folder, ...nested.map((inner) => `!${inner}/**`)],
  };
}

if (process.argv[1] === import.meta.filename) {
  const folder = process.argv[2];
  const folders = workspaces().map((w) => w.folder);
  if (!folders.includes(folder)) {
    console.error(`usage: node deploy/ci/lintPart.mjs <folder>  (one of ${folders.join(', ')})`);
    process.exit(2);
  }
  const commands = lintCommands(folder, folders);
  let failed = 0;
  for (const [tool, args] of Object.entries(commands)) {
    const bin = join(repoRoot, 'node_modules', '.bin', tool);
    const { status } = spawnSync(bin, args, { cwd: repoRoot, stdio: 'inherit' });
    console.log(`${tool} ${folder}: ${status === 0 ? 'ok' : 'FAILED'}`);
    if (status !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}
