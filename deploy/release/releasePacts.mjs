// The pacts a release carries: the files of contracts/pacts in which this part is the consumer,
// copied into <artefact>/pacts and published to the pact store under the released version.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadPacts } from '../contracts/parts.mjs';
import { repoRoot } from './parts.mjs';

/** Copies this part's consumer pacts into the artefact; returns their file names. */
export function copyPacts({ part, artefactDir, root = repoRoot }) {
  const mine = loadPacts(root).filter((pact) => pact.consumerPart === part);
  if (!mine.length) return [];
  mkdirSync(join(artefactDir, 'pacts'), { recursive: true });
  for (const { file } of mine)
    copyFileSync(join(root, 'contracts', 'pacts', file), join(artefactDir, 'pacts', file));
  return mine.map((pact) => pact.file);
}

/** Publishes them with the pact store (file-based, or a Pact Broker when it is configured). */
export async function publishReleasedPacts({ part, version, artefactDir, files }) {
  if (!files.length) return { written: [], unchanged: true };
  const { publishPacts } = await import('../contracts/store.mjs');
  return publishPacts({ part, version, files: files.map((file) => join(artefactDir, 'pacts', file)) });
}
