// Helpers for tests that run a part as its own process (`node --import tsx src/main.ts`, as npm
// start and the Deployments do): a free port, the process with its output collected, waiting for a
// line, and what a new connection meets (used by the SIGTERM drain tests of gateway and services).
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TsxProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** stdout and stderr so far. */
  output: () => string;
}

/**
 * node itself with tsx's loader (not the tsx wrapper, so a signal reaches the process), in `cwd`,
 * with `env` over the test's own environment. Returns at once; see `untilOutput`.
 */
export function spawnTsx(cwd: string, args: readonly string[], env: Record<string, string>): TsxProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Waits until the process printed `text`; fails with its output when it exits first or times out. */
export async function untilOutput(proc: TsxProcess, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.output().includes(text)) {
    if (proc.child.exitCode !== null) throw new Error(`exited before '${text}':\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}':\n${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a new connection to the port meets: 'connected', or the error code (e.g. 'ECONNREFUSED'). */
export function connectOutcome(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}
