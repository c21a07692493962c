// What each part's release is: its kind and, for a service, its processes and one-off commands.
// A part id is its folder (shell/kit is the kit); its artefact folder writes '/' as '-'.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { LIBRARY_PARTS, SERVICE_PARTS, STATIC_PARTS, dashed } from '../contracts/parts.mjs';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** A service's processes: the HTTP one (its port key in the stack's ports) and its worker. */
const SERVICES = { gateway: { port: 'gateway' }, ...SERVICE_PARTS };
export const RELEASABLE = [...Object.keys(SERVICES), ...STATIC_PARTS, ...LIBRARY_PARTS];
const SHARED = { '@portal/contracts': 'contracts', '@portal/kit': 'shell/kit' };

export { dashed };
export const readPackage = (part, root = repoRoot) =>
  JSON.parse(readFileSync(join(root, part, 'package.json'), 'utf8'));

export function kindOf(part) {
  if (SERVICES[part]) return 'service';
  if (STATIC_PARTS.includes(part)) return 'static';
  if (LIBRARY_PARTS.includes(part)) return 'library';
  throw new Error(`unknown part '${part}' (one of ${RELEASABLE.join(', ')})`);
}

/**
 * The part named by `--part <id>` (id or package name), else the part whose folder holds `cwd`
 * (npm run -w <part> runs the script in the part's folder).
 */
export function resolvePart({ part, cwd = process.cwd(), root = repoRoot }) {
  if (part) {
    const byName = RELEASABLE.find((p) => readPackage(p, root).name === part);
    const id = byName ?? part.replace(/\/$/, '');
    kindOf(id);
    return id;
  }
  const rel = relative(root, cwd).split(sep).join('/');
  const found = [...RELEASABLE]
    .sort((a, b) => b.length - a.length)
    .find((p) => rel === p || rel.startsWith(`${p}/`));
  if (!found) throw new Error(`run it in a part's folder or name the part: --part <${RELEASABLE.join('|')}>`);
  return found;
}

/** A service's processes and one-offs as release.json lists them (entries that exist in src/). */
export function serviceLayout(part, root = repoRoot) {
  const has = (file) => existsSync(join(root, part, 'src', file));
  const { port, worker } = SERVICES[part];
  const entries = { main: 'src/main.ts' };
  const processes = [{ name: part, entry: 'dist/main.js', port }];
  if (worker && has('worker.ts')) {
    entries.worker = 'src/worker.ts';
    processes.push({ name: worker, entry: 'dist/worker.js' });
  }
  const oneOffs = {};
  if (has('migrate.ts')) {
    entries.migrate = 'src/migrate.ts';
    oneOffs.migrate = 'dist/migrate.js';
  }
  if (has('seed/cli.ts')) {
    entries.seed = 'src/seed/cli.ts';
    oneOffs.seed = 'dist/seed.js';
  }
  return { entries, processes, oneOffs };
}

/** The exact versions of the shared workspace packages this part is built with. */
export function dependsOn(part, root = repoRoot) {
  const pkg = readPackage(part, root);
  const declared = { ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.dependencies };
  const result = {};
  for (const [name, folder] of Object.entries(SHARED))
    if (name in declared && folder !== part) result[name] = readPackage(folder, root).version;
  return result;
}

/** The commit the working tree is on, and whether the part's folder differs from it. */
export function builtFrom(part, root = repoRoot) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    const dirty = git('status', '--porcelain', '--', part) !== '';
    return { commit, dirty };
  } catch {
    return { commit: null, dirty: true };
  }
}
