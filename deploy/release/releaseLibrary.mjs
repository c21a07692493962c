// A library's release (contracts, the kit, the deploy tooling): the tarball `npm pack` makes, as a
// registry would receive it. The parts that use it bundle it from source at their own release and
// name its version in their release.json's dependsOn.
import { execFileSync } from 'node:child_process';
import { readPackage, repoRoot } from './parts.mjs';

export function releaseLibrary({ part, artefactDir }) {
  const name = readPackage(part).name;
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--silent', '--pack-destination', artefactDir, '-w', name],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [packed] = JSON.parse(out);
  return { package: { name, file: packed.filename, integrity: packed.integrity } };
}
