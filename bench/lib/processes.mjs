// Child processes for the bench: spawn with env, wait until a port answers, stop them all.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const children = [];
let logDir;

/** Last part of a child's log file (shown when it exits unexpectedly). */
function tailOf(file) {
  try {
    return fs.readFileSync(file, 'utf8').slice(-3000);
  } catch {
    return '';
  }
}

// A child's stdout/stderr go to a file, not through a pipe to this process: this process runs
// autocannon, and reading the servers' per-request log lines here would slow the load generator
// (more for the paths with more log lines) and skew the comparison.
export function start(name, command, args, env) {
  logDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'bench-logs-'));
  const logFile = path.join(logDir, `${name.replace(/\W+/g, '-')}.log`);
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  child.on('exit', (code) => {
    if (!child.stopping) console.error(`[bench] ${name} exited (${code}):\n${tailOf(logFile)}`);
  });
  children.push(child);
  child.benchName = name;
  child.logFile = logFile;
  return child;
}

export async function stopAll() {
  await Promise.all(children.map(stop));
  if (logDir) fs.rmSync(logDir, { recursive: true, force: true });
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitForPort(port, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${child.benchName} exited before listening`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.benchName} did not listen on ${port} within ${timeoutMs} ms`);
}

/** Stops one child started by `start` (SIGTERM, SIGKILL after 5 s) and waits for its exit. */
export function stop(child) {
  return new Promise((resolve) => {
    // a child killed by a signal has exitCode null and signalCode set: it has exited too
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.stopping = true;
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
