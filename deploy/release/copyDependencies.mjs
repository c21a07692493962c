// Copies the production dependency closure of a released service into <artefact>/node_modules.
// The workspace's packages are hoisted to the root node_modules, with a few in a part's own
// node_modules (a version that differs from the root's). The artefact has one tree, so each package
// is placed where Node's resolution from the package that requires it finds that very copy: at the
// top when the name is free on the way up, otherwise nested under the package that requires it.
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The directory of package `name` as Node finds it from `fromDir` (walking up to `stopAt`), or null. */
export function findPackageDir(name, fromDir, stopAt) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === stopAt || dirname(dir) === dir) return null;
  }
}

/** The package name of an import specifier: 'zod/v4' → 'zod', '@scope/a/b' → '@scope/a'. */
export function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What a package needs at run time: dependencies, optional ones when installed, required peers. */
function runtimeDependencies(pkg) {
  const optionalPeers = new Set(
    Object.entries(pkg.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta?.optional)
      .map(([name]) => name),
  );
  return [
    ...Object.keys(pkg.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(pkg.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ...Object.keys(pkg.peerDependencies ?? {})
      .filter((name) => !optionalPeers.has(name))
      .map((name) => ({ name, optional: true })),
  ];
}

/**
 * Plans the artefact's node_modules: [{ source, target }] where target is relative to the artefact
 * ('node_modules/x', 'node_modules/a/node_modules/x'). `roots` are the names the bundle imports
 * (resolved from `partDir`); packages named in `skip` (bundled sources) are left out.
 * Throws when a required package is not installed.
 */
export function planDependencies({ roots, partDir, repoRoot, skip = () => false }) {
  const placed = new Map(); // target → source
  const plan = [];
  const queue = [];
  // the artefact's node_modules paths visible from a package placed at `target` (innermost first)
  const lookupDirs = (target) => {
    const dirs = [join(target, 'node_modules')];
    for (let rest = target, at; (at = rest.lastIndexOf(`${sep}node_modules${sep}`)) !== -1;) {
      rest = rest.slice(0, at);
      dirs.push(join(rest, 'node_modules'));
    }
    dirs.push('node_modules');
    return dirs;
  };
  const place = (name, source, requirerTarget) => {
    for (const dir of requirerTarget ? lookupDirs(requirerTarget) : ['node_modules']) {
      const existing = placed.get(join(dir, name));
      if (existing === source) return; // this copy is what the requirer resolves to
      if (existing !== undefined) {
        // the name is taken on the way up by another version: nest under the requirer
        const target = join(requirerTarget ?? '', 'node_modules', name);
        if (!requirerTarget || placed.has(target))
          throw new Error(`cannot place ${name} (${source}): ${target} is taken`);
        return add(name, source, target);
      }
    }
    return add(name, source, join('node_modules', name));
  };
  const add = (name, source, target) => {
    placed.set(target, source);
    plan.push({ name, source, target });
    queue.push({ source, target });
  };
  for (const name of roots) {
    if (skip(name)) continue;
    const source = findPackageDir(name, partDir, repoRoot);
    if (!source) throw new Error(`${name} is imported but not installed (run npm ci)`);
    place(name, source, null);
  }
  while (queue.length) {
    const { source, target } = queue.shift();
    for (const dep of runtimeDependencies(readJson(join(source, 'package.json')))) {
      if (skip(dep.name)) continue;
      const found = findPackageDir(dep.name, source, repoRoot);
      if (!found) {
        if (dep.optional) continue;
        throw new Error(`${dep.name} (needed by ${basename(source)}) is not installed`);
      }
      place(dep.name, found, target);
    }
  }
  return plan;
}

/** Copies the planned packages (without their own node_modules, which the plan places itself). */
export function copyDependencies(plan, artefactDir) {
  for (const { source, target } of plan) {
    const destination = join(artefactDir, target);
    mkdirSync(dirname(destination), { recursive: true });
    cpSync(source, destination, {
      recursive: true,
      dereference: false,
      filter: (path) => {
        const rel = relative(source, path);
        return !rel.split(sep).includes('node_modules');
      },
    });
  }
}
