// A static part's release (the shell, a remote): its webpack dist/, rebuilt first when a source is
// newer than it (the freshness rule of deploy/build.mjs) or when forced.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { isFresh } from '../build.mjs';
import { readPackage, repoRoot } from './parts.mjs';

/** Builds <part>/dist when needed and copies it to <artefactDir>/dist; returns release.json's fields. */
export function releaseStatic({ part, artefactDir, rebuild = false, log = console.log }) {
  const partDir = join(repoRoot, part);
  if (rebuild || !isFresh(part)) {
    const name = readPackage(part).name;
    log(`building ${name} (npm run build)…`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '--silent', '-w', name], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`npm run build -w ${name} failed (exit ${result.status})`);
    log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else log(`${part}/dist is up to date (--rebuild to build it again)`);
  cpSync(join(partDir, 'dist'), join(artefactDir, 'dist'), { recursive: true });
  const manifest = 'dist/mf-manifest.json';
  const isRemote = part.startsWith('mfe-');
  if (isRemote && !existsSync(join(artefactDir, manifest)))
    throw new Error(`${part}/dist has no mf-manifest.json: is it a module federation remote?`);
  if (isRemote && !existsSync(join(artefactDir, 'dist/remoteEntry.js')))
    throw new Error(`${part}/dist has no remoteEntry.js`);
  return { static: { dir: 'dist', ...(existsSync(join(artefactDir, manifest)) ? { manifest } : {}) } };
}
