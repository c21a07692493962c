// `npm run release -w <part>` (or `node deploy/release/release.mjs --part <part>` from anywhere):
// builds the part as the working tree has it into
// ${RELEASES_DIR:-<repo>/releases}/<part with '/' as '-'>/<version>/ with its release.json, copies
// the pacts in which it is the consumer into the artefact and publishes them to the pact store.
// Flags: --rebuild (static parts: build dist/ even when fresh), --no-publish (leave the pact store).
import { lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { builtFrom, dashed, dependsOn, kindOf, readPackage, repoRoot, resolvePart } from './parts.mjs';
import { copyPacts, publishReleasedPacts } from './releasePacts.mjs';

export const releasesDir = (env = process.env) => resolve(env.RELEASES_DIR || join(repoRoot, 'releases'));
export const artefactDirOf = (part, version, env = process.env) =>
  join(releasesDir(env), dashed(part), version);

function sizeOf(path) {
  const info = lstatSync(path);
  if (!info.isDirectory()) return info.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Releases one part; returns { dir, release } (release = the release.json written).
 * Options: part (id), rebuild, publish (default true), log.
 */
export async function release({ part, rebuild = false, publish = true, log = console.log }) {
  const started = Date.now();
  const kind = kindOf(part);
  const { version } = readPackage(part);
  const dir = artefactDirOf(part, version);
  rmSync(dir, { recursive: true, force: true }); // a release of the same version replaces it
  mkdirSync(dir, { recursive: true });
  log(`releasing ${part} ${version} (${kind}) into ${dir}`);

  let fields;
  if (kind === 'service') {
    const { releaseService } = await import('./releaseService.mjs');
    const { processes, oneOffs, packages, undeclared } = await releaseService({ part, artefactDir: dir });
    if (undeclared.length)
      log(`note: the bundles import ${undeclared.join(', ')}, not in ${part}'s dependencies (copied anyway)`);
    log(
      `compiled ${processes.length + Object.keys(oneOffs).length} entries; ${packages} packages in node_modules`,
    );
    fields = { processes, oneOffs };
  } else if (kind === 'static') {
    const { releaseStatic } = await import('./releaseStatic.mjs');
    fields = releaseStatic({ part, artefactDir: dir, rebuild, log });
  } else {
    const { releaseLibrary } = await import('./releaseLibrary.mjs');
    fields = releaseLibrary({ part, artefactDir: dir });
  }

  const pacts = copyPacts({ part, artefactDir: dir });
  const record = {
    part,
    version,
    kind,
    builtFrom: builtFrom(part),
    dependsOn: dependsOn(part),
    ...fields,
    pacts,
  };
  writeFileSync(join(dir, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);

  if (publish && pacts.length) {
    const published = await publishReleasedPacts({ part, version, artefactDir: dir, files: pacts });
    log(
      published.unchanged
        ? `pacts: ${pacts.length} already published for ${part} ${version} (same content)`
        : `pacts: published ${published.written.join(', ')} for ${part} ${version}`,
    );
  } else if (pacts.length) log(`pacts: ${pacts.length} copied, not published (--no-publish)`);

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const dirty = record.builtFrom.dirty ? ', working tree changed' : '';
  log(`released ${part} ${version}: ${megabytes(sizeOf(dir))} in ${seconds} s (${dir}${dirty})`);
  return { dir, release: record };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      part: { type: 'string' },
      rebuild: { type: 'boolean', default: false },
      'no-publish': { type: 'boolean', default: false },
    },
  });
  try {
    const part = resolvePart({ part: values.part });
    await release({ part, rebuild: values.rebuild, publish: !values['no-publish'] });
  } catch (error) {
    console.error(`release failed: ${error.message}`);
    process.exit(1);
  }
}
