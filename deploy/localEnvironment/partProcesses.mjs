// Which processes each part of the site runs, from the working tree (TypeScript
// through tsx) or from its artefact (`node <artefact>/<entry>`, cwd = the artefact). A process
// definition: { name, part, args, cwd, port?, env?, ipc?, served? }; `served` is what a static
// server serves ({ dir, fallbacks }) and `ipc` lets the stack switch its folders in place.
import { join, resolve } from 'node:path';
import { REMOTE_PARTS, SERVICE_PARTS } from '../contracts/parts.mjs';
import { staticDirOf } from './release.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');
export const tsx = ['--import', 'tsx'];
export const staticServerScript = join(repoRoot, 'deploy', 'static-server.mjs');

export { REMOTE_PARTS, SERVICE_PARTS };

/** A static server for one remote: `dir` now, the previous versions' folders as fallbacks. */
export function staticProcess(part, port, dir, fallbacks = []) {
  return {
    name: part,
    part,
    args: [staticServerScript, dir, String(port), ...fallbacks.flatMap((f) => ['--fallback', f])],
    cwd: repoRoot,
    port,
    ipc: true,
    served: { dir, fallbacks },
  };
}

/** The processes of a part as the working tree has it (the shell has none: the gateway serves it). */
export function workspaceProcesses(part, ports) {
  if (REMOTE_PARTS.includes(part)) return [staticProcess(part, ports[part], join(repoRoot, part, 'dist'))];
  const service = SERVICE_PARTS[part];
  if (service) {
    const cwd = join(repoRoot, part);
    return [
      { name: part, part, args: [...tsx, 'src/main.ts'], cwd, port: ports[service.port] },
      { name: service.worker, part, args: [...tsx, 'src/worker.ts'], cwd },
    ];
  }
  if (part === 'gateway')
    return [
      {
        name: 'gateway',
        part,
        args: [...tsx, 'src/main.ts'],
        cwd: join(repoRoot, 'gateway'),
        port: ports.gateway,
      },
    ];
  return [];
}

/** The processes of a part run from its artefact (release as read by readRelease). */
export function artefactProcesses(release, ports, fallbacks = []) {
  const { part, dir } = release;
  if (release.kind === 'static') {
    if (!REMOTE_PARTS.includes(part)) return []; // the shell: the gateway serves it (SHELL_DIR)
    return [staticProcess(part, ports[part], staticDirOf(release), fallbacks)];
  }
  if (release.kind !== 'service') return [];
  return release.processes.map((proc) => {
    const port = proc.port === undefined ? undefined : (ports[proc.port] ?? Number(proc.port));
    if (proc.port !== undefined && !Number.isInteger(port))
      throw new Error(`${part} ${release.version}: process ${proc.name} names an unknown port ${proc.port}`);
    return { name: proc.name, part, args: [join(dir, proc.entry)], cwd: dir, ...(port ? { port } : {}) };
  });
}

/** The entry of a script a definition runs (to say which one is missing). */
export function scriptOf(def) {
  return resolve(def.cwd, def.args.find((a) => /\.(ts|mjs|js|cjs)$/.test(a)) ?? '');
}
