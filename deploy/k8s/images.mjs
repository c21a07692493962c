// The rules for the parts' images in the manifests: every container runs a part's image
// (portal/<part>, built by deploy/Dockerfile from the part's release), without a tag of its own
// (kustomization.yaml's `images:` gives each part's tag, its version), running a command the
// part's release has (dist/<entry>.js of a service, the static server on a static part's dist), in a
// Deployment or Job of that part (a worker runs its service's image, the gateway's pod copies the
// shell's files).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { partOfImage } from '../release/imageTags.mjs';
import { kindOf, repoRoot, serviceLayout } from '../release/parts.mjs';

/** The workloads that may run a part's image. */
function ownersOf(part) {
  if (kindOf(part) === 'service') return serviceLayout(part).processes.map((p) => p.name);
  return part === 'shell' ? ['gateway'] : [part];
}

/** The scripts a container of the part may run: its release's entries, or the static server. */
function scriptsOf(part, { job }) {
  if (kindOf(part) !== 'service') return ['static-server.mjs'];
  const { processes, oneOffs } = serviceLayout(part);
  return job ? Object.values(oneOffs) : processes.map((p) => p.entry);
}

/**
 * Problems of one container: `owner` is its Deployment's or Job's name, `job` true in a Job,
 * `tagged` the image names kustomization.yaml's `images:` lists.
 */
export function imageProblems(where, { owner, container, job = false, tagged }) {
  const image = container.image ?? '';
  const part = partOfImage(image);
  if (!part) return [`${where}: image ${image} is not a part's image (portal/<part>)`];
  const problems = [];
  if (/[:@]/.test(image))
    problems.push(`${where}: image ${image} has its own tag (kustomization.yaml's images: sets each part's)`);
  if (!tagged.has(image.split(/[:@]/)[0]))
    problems.push(`${where}: ${image} has no entry in kustomization.yaml's images:`);
  if (!job && !ownersOf(part).includes(owner))
    problems.push(`${where}: runs ${part}'s image, which is for ${ownersOf(part).join(', ')}`);
  const command = container.command ?? [];
  if (command[0] !== 'node') return problems;
  const script = command.find((arg) => /\.(m?js|ts)$/.test(arg));
  const allowed = scriptsOf(part, { job });
  if (!allowed.includes(script))
    problems.push(
      `${where}: ${script} is not in ${part}'s release (${allowed.join(', ') || 'nothing to run'})`,
    );
  else if (script === 'static-server.mjs' && !existsSync(join(repoRoot, 'deploy', 'static-server.mjs')))
    problems.push(`${where}: deploy/static-server.mjs does not exist`);
  return problems;
}
