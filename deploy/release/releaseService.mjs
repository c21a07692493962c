// A service's release (the gateway, svc-*): its entries compiled to dist/*.js, the files its code
// reads next to itself (SQL migrations), and only the packages the bundles import, with their
// production dependencies, in its own node_modules. Runs with `node dist/main.js`, no tsx.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleService } from './bundleService.mjs';
import { copyDependencies, planDependencies } from './copyDependencies.mjs';
import { readPackage, repoRoot, serviceLayout } from './parts.mjs';

/** Folders of a service read at run time relative to its modules, copied at the same place. */
const ASSET_DIRS = ['migrations'];

const WORKSPACE_FOLDERS = { '@portal/contracts': 'contracts', '@portal/kit': 'shell/kit' };

/** The production dependencies of a package and of the workspace packages it bundles. */
function declaredDependencies(pkg, seen = new Set()) {
  const names = new Set();
  for (const name of Object.keys(pkg.dependencies ?? {})) {
    if (!name.startsWith('@portal/')) names.add(name);
    else if (WORKSPACE_FOLDERS[name] && !seen.has(name)) {
      seen.add(name);
      for (const inner of declaredDependencies(readPackage(WORKSPACE_FOLDERS[name]), seen)) names.add(inner);
    }
  }
  return [...names];
}

export async function releaseService({ part, artefactDir }) {
  const partDir = join(repoRoot, part);
  const pkg = readPackage(part);
  const { entries, processes, oneOffs } = serviceLayout(part);
  const { packages } = await bundleService({ partDir, entries, outDir: join(artefactDir, 'dist') });
  for (const dir of ASSET_DIRS)
    if (existsSync(join(partDir, dir)))
      cpSync(join(partDir, dir), join(artefactDir, dir), { recursive: true });

  // what the bundles import, plus what the part and the workspace packages bundled into it declare
  const declared = declaredDependencies(pkg);
  const roots = [...new Set([...packages, ...declared])].sort();
  const plan = planDependencies({ roots, partDir, repoRoot, skip: (name) => name.startsWith('@portal/') });
  copyDependencies(plan, artefactDir);

  const version = (name) =>
    JSON.parse(readFileSync(join(artefactDir, 'node_modules', name, 'package.json'), 'utf8')).version;
  const undeclared = packages.filter((name) => !declared.includes(name));
  writeFileSync(
    join(artefactDir, 'package.json'),
    `${JSON.stringify(
      {
        name: pkg.name,
        version: pkg.version,
        private: true,
        type: 'module',
        // exact: what was installed when it was built and is in node_modules
        dependencies: Object.fromEntries(roots.map((name) => [name, version(name)])),
      },
      null,
      2,
    )}\n`,
  );
  return { processes, oneOffs, packages: plan.length, undeclared };
}
