// Reading a part's artefact (a release directory with its release.json) and a part's version as
// the working tree has it. Every refusal is an Error with a message fit to print as is.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RUNNING_PARTS } from '../contracts/parts.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export { RUNNING_PARTS };

/** The parts a deploy replaces: shell/kit is deployed within the shell that bundles it. */
export const DEPLOYABLE_PARTS = RUNNING_PARTS.filter((part) => part !== 'shell/kit');

export class ReleaseError extends Error {}

/**
 * release.json of an artefact directory, checked: it exists, names `part` when given, has a
 * version, and what its kind needs (processes for a service, a static folder that is there for a
 * static part). Returns the release with `dir` (absolute) added.
 */
export function readRelease(artefactDir, part) {
  const dir = resolve(artefactDir);
  const file = join(dir, 'release.json');
  if (!existsSync(file)) {
    const hint = part
      ? ` (make one with npm run release -w ${part === 'shell' ? '@portal/shell' : part})`
      : '';
    throw new ReleaseError(`${dir} is not an artefact: it has no release.json${hint}`);
  }
  let release;
  try {
    release = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
  if (typeof release?.part !== 'string' || typeof release.version !== 'string')
    throw new ReleaseError(`${file} names no part or version`);
  if (part && release.part !== part)
    throw new ReleaseError(`${file} is a release of ${release.part}, not of ${part}`);
  if (release.kind === 'service') {
    const processes = release.processes;
    if (!Array.isArray(processes) || processes.length === 0)
      throw new ReleaseError(`${file}: a service release lists no processes`);
    for (const proc of processes) {
      if (typeof proc?.name !== 'string' || typeof proc.entry !== 'string')
        throw new ReleaseError(`${file}: every process needs a name and an entry`);
      if (!existsSync(join(dir, proc.entry)))
        throw new ReleaseError(`${file}: ${proc.name}'s entry ${proc.entry} is not in the artefact`);
    }
  } else if (release.kind === 'static') {
    if (!existsSync(staticDirOf(release, dir)))
      throw new ReleaseError(`${file}: its static folder ${staticDirOf(release, dir)} is missing`);
  } else if (release.kind !== 'library') {
    throw new ReleaseError(`${file}: unknown kind ${JSON.stringify(release.kind)}`);
  }
  return { ...release, dir };
}

/** The folder a static release serves (its `static.dir`, dist by default), absolute. */
export function staticDirOf(release, dir = release.dir) {
  return join(dir, release.static?.dir ?? 'dist');
}

/** A part's version in the working tree (its package.json). */
export function workspaceVersion(part, root = repoRoot) {
  return JSON.parse(readFileSync(join(root, part, 'package.json'), 'utf8')).version;
}

/**
 * What runs, per part: { version, dir (the artefact, or null for the working tree), release }.
 * shell/kit is bundled into the shell: its version is the one the shell's artefact was built with.
 */
export function partSources(parts, artefacts) {
  const sources = new Map();
  for (const part of Object.keys(artefacts)) {
    if (!RUNNING_PARTS.includes(part) || part === 'shell/kit')
      throw new Error(`artefacts: ${part} is not a part that runs on its own (${RUNNING_PARTS.join(', ')})`);
    if (!parts.includes(part)) throw new Error(`artefacts: ${part} is not among the parts this stack runs`);
  }
  for (const part of parts) {
    if (artefacts[part]) {
      const release = readRelease(artefacts[part], part);
      sources.set(part, { version: release.version, dir: release.dir, release });
    } else sources.set(part, { version: workspaceVersion(part), dir: null, release: null });
  }
  const kit = sources.get('shell')?.release?.dependsOn?.['@portal/kit'];
  if (kit && sources.has('shell/kit')) sources.set('shell/kit', { version: kit, dir: null, release: null });
  return sources;
}
