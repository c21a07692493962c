// Each part's image is tagged with the part's version (its package.json "version"). The tags live
// in deploy/k8s/kustomization.yaml (`images:`) and deploy/compose.yaml (`image:` and the build arg
// VERSION); this rewrites them from the versions, or with --check only lists what differs.
// Usage: node deploy/release/imageTags.mjs [--check]   (exit 1 with --check when a tag is stale)
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { readPackage, repoRoot } from './parts.mjs';

/** The parts that have an image: the services (their workers share it) and the static parts. */
export const IMAGE_PARTS = [
  'gateway',
  'svc-identity',
  'svc-events',
  'svc-files',
  'shell',
  'mfe-events',
  'mfe-admin',
  'mfe-drive',
  'mfe-quiz',
];
export const imageOf = (part) => `portal/${part}`;
export const partOfImage = (image) => {
  const match = /^portal\/([a-z0-9-]+)(?::.*)?$/.exec(image ?? '');
  return match && IMAGE_PARTS.includes(match[1]) ? match[1] : null;
};

const files = (root) => ({
  kustomization: join(root, 'deploy', 'k8s', 'kustomization.yaml'),
  compose: join(root, 'deploy', 'compose.yaml'),
});

/** { part: version } of every part with an image. */
export function partVersions(root = repoRoot) {
  return Object.fromEntries(IMAGE_PARTS.map((part) => [part, readPackage(part, root).version]));
}

/** kustomization.yaml with its `images:` list (the last section of the file) regenerated. */
export function withKustomizeTags(text, versions) {
  const at = text.search(/^images:\s*$/m);
  if (at === -1) throw new Error('kustomization.yaml has no `images:` section');
  const rest = text.slice(at).split('\n').slice(1);
  const after = rest.findIndex((line) => line !== '' && !/^\s/.test(line));
  const tail = after === -1 ? '' : `${rest.slice(after).join('\n')}`;
  const list = IMAGE_PARTS.map((part) => `  - { name: ${imageOf(part)}, newTag: ${versions[part]} }`);
  return `${text.slice(0, at)}images:\n${list.join('\n')}\n${tail}`;
}

/** compose.yaml with each part's `image: portal/<part>:<tag>` and build arg VERSION set. */
export function withComposeTags(text, versions) {
  return text
    .replace(/(image: portal\/([a-z0-9-]+):)(\S+)/g, (whole, head, part) =>
      part in versions ? `${head}${versions[part]}` : whole,
    )
    .replace(/(PART: ([a-z0-9-]+), VERSION: )([^\s}]+)/g, (whole, head, part) =>
      part in versions ? `${head}${versions[part]}` : whole,
    );
}

/** What differs between the tags and the versions: ['compose.yaml svc-events: 0.1.0, version 0.2.0', …]. */
export function staleTags(root = repoRoot) {
  const versions = partVersions(root);
  const problems = [];
  const kustomization = load(readFileSync(files(root).kustomization, 'utf8'));
  const tags = Object.fromEntries((kustomization.images ?? []).map((i) => [i.name, String(i.newTag)]));
  for (const part of IMAGE_PARTS)
    if (tags[imageOf(part)] !== versions[part])
      problems.push(
        `kustomization.yaml ${imageOf(part)}: tag ${tags[imageOf(part)]}, version ${versions[part]}`,
      );
  const compose = load(readFileSync(files(root).compose, 'utf8'));
  for (const [name, service] of Object.entries(compose.services)) {
    const part = partOfImage(service.image);
    if (!part) continue;
    const tag = service.image.split(':')[1];
    if (tag !== versions[part]) problems.push(`compose.yaml ${name}: tag ${tag}, version ${versions[part]}`);
    const arg = service.build?.args?.VERSION;
    if (service.build && String(arg) !== versions[part])
      problems.push(`compose.yaml ${name}: build arg VERSION ${arg}, version ${versions[part]}`);
  }
  return problems;
}

/** Rewrites both files from the versions; returns the files it changed. */
export function writeImageTags(root = repoRoot) {
  const versions = partVersions(root);
  const changed = [];
  const { kustomization, compose } = files(root);
  for (const [file, rewrite] of [
    [kustomization, withKustomizeTags],
    [compose, withComposeTags],
  ]) {
    const text = readFileSync(file, 'utf8');
    const next = rewrite(text, versions);
    if (next !== text) {
      writeFileSync(file, next);
      changed.push(file);
    }
  }
  return changed;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const problems = staleTags();
    for (const problem of problems) console.error(problem);
    console.log(problems.length ? `${problems.length} stale image tag(s)` : 'image tags match the versions');
    process.exit(problems.length ? 1 : 0);
  }
  const changed = writeImageTags();
  console.log(changed.length ? `rewrote ${changed.join(', ')}` : 'image tags already match the versions');
}
