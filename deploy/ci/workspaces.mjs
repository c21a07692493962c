// The repository's workspaces as CI sees them: folder, package name, scripts and the @portal
// packages each depends on, read from the package.json files. Shared by per-part CI, the affected
// computation and `npm test -- --parts`; every function takes the repository root so tests can use
// a fixture tree.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/** Parts served as static files: their `npm run build` is a webpack build (the others' is not). */
export { STATIC_PARTS } from '../contracts/parts.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * [{ folder, name, scripts, portalDeps, hasTsconfig }] in the root package.json's order.
 * portalDeps: the @portal package names of dependencies, devDependencies and peerDependencies.
 */
export function workspaces(root = repoRoot) {
  return readJson(join(root, 'package.json')).workspaces.map((folder) => {
    const pkg = readJson(join(root, folder, 'package.json'));
    const deps = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    return {
      folder,
      name: pkg.name,
      scripts: pkg.scripts ?? {},
      portalDeps: Object.keys(deps).filter((dep) => dep.startsWith('@portal/')),
      hasTsconfig: existsSync(join(root, folder, 'tsconfig.json')),
    };
  });
}

/**
 * The workspace folder a repository path belongs to: the longest folder that contains it
 * (shell/kit/src/x.ts → shell/kit, shell/src/x.ts → shell), or null for a path outside them.
 */
export function workspaceOf(path, folders) {
  let best = null;
  for (const folder of folders) {
    if (path === folder || path.startsWith(`${folder}/`)) {
      if (!best || folder.length > best.length) best = folder;
    }
  }
  return best;
}

/** The folders nested inside `folder` that are workspaces of their own (shell → [shell/kit]). */
export function nestedWorkspaces(folder, folders) {
  return folders.filter((other) => other !== folder && other.startsWith(`${folder}/`));
}
