// Fails when a test file belongs to no run: a file that no script CI runs picks up never runs,
// however green the suite. The runs are each workspace's test, test:pact, test:provider,
// test:pages, drill and test:scenario scripts; vitest's own `list` says which files a config takes, and a
// node --test script names its files.
// Usage: node deploy/testRuns.mjs [--parts a,b]   (exit 1 and the orphans listed when there are any;
// --parts: only the test files of those workspace folders, against only their runs)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceOf } from './ci/workspaces.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
const RUN_SCRIPTS = ['test', 'test:pact', 'test:provider', 'test:pages', 'drill', 'test:scenario'];
export const TEST_FILE = /\.(test|spec)\.(ts|tsx|mts|mjs|js)$/;

/** The files one script runs, relative to the repository root. */
function filesOfScript(folder, script) {
  const dir = join(repoRoot, folder);
  const files = [];
  for (const command of script.split('&&').map((part) => part.trim())) {
    // leading VAR=value assignments and npx do not change what runs
    const words = command
      .split(/\s+/)
      .filter((word, i, all) => !all.slice(0, i + 1).every((w) => /^\w+=|^npx$/.test(w)));
    if (words[0] === 'vitest' && words[1] === 'run') {
      const at = words.indexOf('--config');
      const config = at === -1 ? [] : ['--config', words[at + 1]];
      const out = execFileSync(
        process.execPath,
        [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'list', '--filesOnly', '--json', ...config],
        { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
      );
      const json = out.slice(out.indexOf('['));
      for (const { file } of JSON.parse(json)) files.push(relative(repoRoot, file));
    } else if (words[0] === 'node' && words.includes('--test')) {
      for (const word of words) if (TEST_FILE.test(word)) files.push(relative(repoRoot, join(dir, word)));
    }
  }
  return files;
}

/** Every test file in the repository (tracked or new), relative to the root. */
export function allTestFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules/'))
    .filter((file, index, list) => list.indexOf(file) === index);
}

/** The test files the runs of `folders` (default: every workspace) take. */
export function filesInRuns(folders = workspaceFolders()) {
  const covered = new Set();
  for (const folder of folders) {
    const scripts = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8')).scripts ?? {};
    for (const name of RUN_SCRIPTS) {
      if (scripts[name]) for (const file of filesOfScript(folder, scripts[name])) covered.add(file);
    }
  }
  return covered;
}

function workspaceFolders() {
  return JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).workspaces;
}

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { parts: { type: 'string' } } });
  const every = workspaceFolders();
  const chosen = values.parts === undefined ? every : values.parts.split(',').filter(Boolean);
  const unknown = chosen.filter((folder) => !every.includes(folder));
  if (unknown.length) {
    console.error(`not a workspace folder: ${unknown.join(', ')}`);
    process.exit(2);
  }
  const covered = filesInRuns(chosen);
  // with --parts, a file outside the chosen folders is some other run's business
  const mine = (file) => values.parts === undefined || chosen.includes(workspaceOf(file, every));
  const orphans = allTestFiles()
    .filter(mine)
    .filter((file) => !covered.has(file));
  if (orphans.length > 0) {
    console.error(`${orphans.length} test file(s) belong to no run (add each to a script or a config):`);
    for (const file of orphans) console.error(`  ${file}`);
    process.exit(1);
  }
  console.log(`every test file belongs to a run (${covered.size} files)`);
}
