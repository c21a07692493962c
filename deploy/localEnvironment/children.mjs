// The child processes of a stack: their output as lines, one-off commands, waiting until a process
// answers, stopping a process group, and switching a static server's folders over IPC.
import { spawn } from 'node:child_process';

export function prefixLines(name, stream, onLine) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(name, line);
  });
  stream.on('end', () => rest && onLine(name, rest));
}

/** Runs a one-off command (migration, seed) to completion; rejects with its output on failure. */
export function runOnce(name, args, cwd, env, onLine) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    const keep = (n, line) => {
      lines.push(line);
      onLine(n, line);
    };
    prefixLines(name, child.stdout, keep);
    prefixLines(name, child.stderr, keep);
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${name} failed (exit ${code})\n${lines.slice(-30).join('\n')}`)),
    );
  });
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

async function exitedError(name, port, child) {
  await pause(100); // let its last output arrive
  const recent = (child.recent ?? []).join('\n');
  return new Error(
    `${name} exited (code ${child.exitCode ?? child.signalCode}) before it answered on port ${port}${recent ? `; its last output:\n${recent}` : ''}`,
  );
}

const gone = (child) => child.exitCode !== null || child.signalCode !== null;

/** Resolves once anything answers HTTP on port (the start: a remote without dist/ still counts). */
export async function waitForHttp(name, port, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (gone(child)) throw await exitedError(name, port, child);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return; // any HTTP answer means it is listening
    } catch {
      // a refused connection costs next to nothing: ask often, so a start waits little past its listen
      await pause(50);
    }
  }
  throw new Error(`${name} did not answer on port ${port} within ${timeoutMs / 1000}s`);
}

async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Resolves once the process is ready: /readyz answers 200 (or, where there is no /readyz, /healthz
 * answers 200) on its port, or its HEALTH_PORT for a worker. A process with neither must stay up
 * for a second.
 */
export async function waitReady(def, child, timeoutMs) {
  const port = def.port ?? (def.env?.HEALTH_PORT ? Number(def.env.HEALTH_PORT) : undefined);
  if (!port) {
    await pause(1000);
    if (gone(child)) throw await exitedError(def.name, '(none)', child);
    return;
  }
  const until = Date.now() + timeoutMs;
  let last = 0;
  while (Date.now() < until) {
    if (gone(child)) throw await exitedError(def.name, port, child);
    last = await status(`http://127.0.0.1:${port}/readyz`);
    if (last === 200) return;
    if (last === 404 && (await status(`http://127.0.0.1:${port}/healthz`)) === 200) return;
    await pause(200);
  }
  throw new Error(
    `${def.name} was not ready on port ${port} within ${timeoutMs / 1000}s (/readyz: ${last || 'no answer'})`,
  );
}

export function killGroup(child, signal) {
  if (gone(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

/** SIGTERM to the process group, SIGKILL after timeoutMs; resolves once it has exited. */
export function stopChild(child, timeoutMs = 5000) {
  if (gone(child)) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Tells a static server (started with an IPC channel) to serve other folders; resolves on its answer. */
export function switchStatic(child, served, timeoutMs = 10_000) {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      fail(
        new Error(`the static server (pid ${child.pid}) did not switch folders within ${timeoutMs / 1000}s`),
      );
    }, timeoutMs);
    const onMessage = (message) => {
      if (message?.type !== 'serving') return;
      clearTimeout(timer);
      child.off('message', onMessage);
      done(message.dirs);
    };
    child.on('message', onMessage);
    child.send({ type: 'serve', dir: served.dir, fallbacks: served.fallbacks });
  });
}
