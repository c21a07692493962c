// Replaces one part of a running stack with an artefact, touching no other part's process:
//  - a remote: its static server switches to the new dist/ in place (an IPC message, no restart)
//    and keeps the previous versions' folders as fallbacks for the chunks open pages still ask for;
//  - a service or the gateway: its migration (the artefact's oneOffs.migrate) first, then its old
//    processes stop gracefully and the new ones start; each must answer /readyz (or /healthz) —
//    workers get a HEALTH_PORT for that;
//  - the shell: the gateway is restarted with SHELL_DIR at the new dist/.
// A new process that does not come up is stopped and the previous ones are started again.
import { createServer } from 'node:net';
import { ControlError } from './control.mjs';
import { artefactProcesses, REMOTE_PARTS, staticProcess } from './partProcesses.mjs';
import { DEPLOYABLE_PARTS, ReleaseError, readRelease, staticDirOf } from './release.mjs';

/** How many previous versions of a remote stay served behind the current one. */
export const PREVIOUS_VERSIONS_KEPT = 2;

async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

const since = (t0) => Date.now() - t0;

/** The folders a remote serves after a deploy of newDir: the new one, then the previous ones. */
export function nextServed(previous, newDir, keep = PREVIOUS_VERSIONS_KEPT) {
  const older = previous ? [previous.dir, ...previous.fallbacks] : [];
  const fallbacks = [...new Set(older.filter((dir) => dir !== newDir))].slice(0, keep);
  return { dir: newDir, fallbacks };
}

/**
 * ctx (from stack.mjs): { definitions, children, sources, ports, log, spawnChild(def),
 * stopProcess(name), waitReady(def, child), runOneOff(command), switchStatic(child, served) }.
 * Returns { part, version, previousVersion, replaced: [{ name, previousPid, pid }], served?, timings }.
 */
export async function replacePart(ctx, part, artefactDir) {
  const t0 = Date.now();
  if (!DEPLOYABLE_PARTS.includes(part))
    throw new ControlError(`${part} is not deployed on its own (one of ${DEPLOYABLE_PARTS.join(', ')})`);
  let release;
  try {
    release = readRelease(artefactDir, part);
  } catch (error) {
    if (error instanceof ReleaseError) throw new ControlError(error.message);
    throw error;
  }
  if (release.kind === 'library')
    throw new ControlError(`${part} ${release.version} is a library: nothing runs it`);
  const previous = ctx.sources.get(part);
  if (!previous) throw new ControlError(`${part} does not run in this stack`);
  const timings = {};
  let result;
  if (REMOTE_PARTS.includes(part)) result = await replaceStatic(ctx, part, release, timings);
  else if (part === 'shell') result = await replaceShell(ctx, release, timings);
  else result = await replaceProcesses(ctx, part, release, timings);
  ctx.sources.set(part, { version: release.version, dir: release.dir, release });
  timings.totalMs = since(t0);
  ctx.log(`${part}: ${previous.version} -> ${release.version} in ${timings.totalMs} ms`);
  return { part, version: release.version, previousVersion: previous.version, ...result, timings };
}

async function replaceStatic(ctx, part, release, timings) {
  const t0 = Date.now();
  const index = ctx.definitions.findIndex((d) => d.name === part);
  const old = ctx.definitions[index];
  const served = nextServed(old?.served, staticDirOf(release));
  const def = staticProcess(part, ctx.ports[part], served.dir, served.fallbacks);
  const child = ctx.children.get(part);
  const before = child?.pid;
  if (child && child.exitCode === null && !child.signalCode && child.connected) {
    await ctx.switchStatic(child, served);
    try {
      await ctx.waitReady(def, child);
    } catch (error) {
      if (old?.served) await ctx.switchStatic(child, old.served);
      throw new ControlError(`not deployed, the previous version is served again: ${error.message}`, 500);
    }
    // a restart after a crash serves the same folders
    if (index === -1) ctx.definitions.push(def);
    else ctx.definitions[index] = def;
  } else {
    await replaceAll(ctx, old ? [old] : [], [def]);
  }
  timings.switchMs = since(t0);
  return { replaced: [{ name: part, previousPid: before, pid: ctx.children.get(part)?.pid }], served };
}

async function replaceShell(ctx, release, timings) {
  const t0 = Date.now();
  const old = ctx.definitions.find((d) => d.name === 'gateway');
  if (!old) throw new ControlError('the gateway does not run in this stack: nothing serves the shell');
  const def = { ...old, env: { ...(old.env ?? {}), SHELL_DIR: staticDirOf(release) } };
  const replaced = await replaceAll(ctx, [old], [def], timings);
  timings.restartMs = since(t0);
  return { replaced, restarted: ['gateway'], shellDir: def.env.SHELL_DIR };
}

async function replaceProcesses(ctx, part, release, timings) {
  const olds = ctx.definitions.filter((d) => d.part === part);
  const defs = artefactProcesses(release, ctx.ports);
  for (const def of defs) {
    // the gateway keeps serving the shell it served
    if (part === 'gateway') def.env = { ...(olds[0]?.env ?? {}) };
    if (!def.port) def.env = { ...(def.env ?? {}), HEALTH_PORT: String(await freePort()) };
  }
  const migrate = release.oneOffs?.migrate;
  if (migrate) {
    const t0 = Date.now();
    await ctx.runOneOff({ label: `${part} migrate`, args: [`${release.dir}/${migrate}`], cwd: release.dir });
    timings.migrateMs = since(t0);
  }
  const t0 = Date.now();
  const replaced = await replaceAll(ctx, olds, defs, timings);
  timings.replaceMs = since(t0);
  return { replaced };
}

/** Stops olds, starts news and waits until each answers; on a failure starts olds again. */
async function replaceAll(ctx, olds, news, timings = {}) {
  const previousPids = Object.fromEntries(olds.map((d) => [d.name, ctx.children.get(d.name)?.pid]));
  let t0 = Date.now();
  await Promise.all(olds.map((d) => ctx.stopProcess(d.name)));
  timings.stopMs = since(t0);
  const swap = (from, to) => {
    for (const d of from) {
      const at = ctx.definitions.indexOf(d);
      if (at !== -1) ctx.definitions.splice(at, 1);
    }
    ctx.definitions.push(...to);
  };
  swap(olds, news);
  t0 = Date.now();
  try {
    await Promise.all(news.map((def) => ctx.waitReady(def, ctx.spawnChild(def))));
  } catch (error) {
    ctx.log(`the new processes did not come up (${error.message}); starting the previous ones again`);
    await Promise.all(news.map((d) => ctx.stopProcess(d.name)));
    swap(news, olds);
    await Promise.all(olds.map((def) => ctx.waitReady(def, ctx.spawnChild(def)))).catch((again) =>
      ctx.log(`!!! the previous processes did not come back either: ${again.message}`),
    );
    throw new ControlError(`not deployed, the previous version runs again: ${error.message}`, 500);
  }
  timings.startMs = since(t0);
  const names = [...new Set([...olds, ...news].map((d) => d.name))];
  return names.map((name) => ({ name, previousPid: previousPids[name], pid: ctx.children.get(name)?.pid }));
}
