// The composed site as one supervised group of processes: migrates, seeds, starts every service,
// worker, static server and the gateway, and stops them again. `npm start` (deploy/start.mjs) and
// the e2e tests both start the site through startStack, so the tests run what people run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  deleteRedisPrefix,
  dropDatabase,
  ensureDatabase,
  findPostgres,
  findRedis,
  portAnswers,
  repoRoot,
  stopOwned,
  withDatabase,
} from './infra.mjs';
import { stackContextSecret } from './contextSecret.mjs';
import { createRestartPolicy } from './restartPolicy.mjs';

export const defaultPorts = {
  gateway: 8080,
  identity: 8081,
  events: 8082,
  files: 8083,
  'mfe-events': 8091,
  'mfe-admin': 8092,
  'mfe-drive': 8093,
  'mfe-quiz': 8094,
};

const services = ['svc-identity', 'svc-events', 'svc-files'];
const remotes = ['mfe-events', 'mfe-admin', 'mfe-drive', 'mfe-quiz'];
const tsx = ['--import', 'tsx'];

let current = null;

function prefixLines(name, stream, onLine) {
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
function runOnce(name, args, cwd, env, onLine) {
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

async function waitForHttp(name, port, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode) {
      await new Promise((r) => setTimeout(r, 100)); // let its last output arrive
      const recent = (child.recent ?? []).join('\n');
      throw new Error(
        `${name} exited (code ${child.exitCode ?? child.signalCode}) before it answered on port ${port}${recent ? `; its last output:\n${recent}` : ''}`,
      );
    }
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return; // any HTTP answer means it is listening
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${name} did not answer on port ${port} within ${timeoutMs / 1000}s`);
}

function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode) return;
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

function stopChild(child, timeoutMs = 5000) {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    killGroup(child, 'SIGTERM');
  });
}

/**
 * Starts the whole site. Options:
 *  - databaseUrl / redisUrl: where to connect (found like `npm start` does when omitted);
 *    the database is created when missing.
 *  - redisPrefix (default `portal`), port (gateway, default 8080), ports (override any of
 *    defaultPorts), env (extra environment for every process), seed: 'demo' | 'fixtures' | 'none'.
 *  - onLine(name, line): receives every output line of every child (default: prints `[name] line`).
 *  - onExit(name, code): called when a child exits while the stack is running and is not restarted
 *    (a crash loop); a crash is restarted with backoff (restartPolicy.mjs, `restartPolicy` overrides
 *    it), onRestart(name, attempt) is called when it is started again.
 *  - dataDir: where the generated context secret is kept (default ./data; contextSecret.mjs).
 * Returns { url, port, ports, env, databaseUrl, redisUrl, stopChild(name), stop() }.
 */
export async function startStack(options = {}) {
  if (current) throw new Error('a stack is already running in this process');
  const onLine = options.onLine ?? ((name, line) => console.log(`[${name}] ${line}`));
  const log = options.log ?? ((line) => onLine('stack', line));
  const ports = {
    ...defaultPorts,
    ...(options.port ? { gateway: options.port } : {}),
    ...(options.ports ?? {}),
  };
  const owned = [];

  // Until the processes run, a failure must still stop the private servers started here.
  let databaseUrl;
  let redisUrl;
  let env;
  try {
    // a server not given is found (or a private one started, which this stack then owns)
    const found = async (label, find) => {
      const server = await find({ log });
      if (server.owned) owned.push(server.owned);
      log(`${label}: ${server.source}`);
      return server.url;
    };
    databaseUrl = options.databaseUrl || (await found('PostgreSQL', findPostgres));
    redisUrl = options.redisUrl || (await found('Redis', findRedis));
    if (await ensureDatabase(databaseUrl)) log(`created database ${new URL(databaseUrl).pathname.slice(1)}`);

    for (const [name, port] of Object.entries(ports)) {
      if (await portAnswers(port)) {
        throw new Error(
          `port ${port} (${name}) is already in use: stop what runs there or choose other ports (PORT for the gateway)`,
        );
      }
    }

    const mailDir = options.env?.MAIL_DIR ?? process.env.MAIL_DIR ?? join(repoRoot, 'data', 'mail');
    mkdirSync(mailDir, { recursive: true });
    // this installation's own key (never the public development value): see contextSecret.mjs
    const contextSecret = stackContextSecret(
      { ...process.env, ...(options.env ?? {}) },
      options.dataDir ?? join(repoRoot, 'data'),
    );
    log(`context secret: ${contextSecret.source}`);
    env = {
      ...process.env,
      BASE_DOMAIN: 'localhost',
      DEFAULT_ACCOUNT: 'md001',
      CONTEXT_SECRET: contextSecret.secret,
      CAPTCHA: 'altcha',
      ...pickDefined(process.env, ['BASE_DOMAIN', 'DEFAULT_ACCOUNT', 'CONTEXT_SECRET', 'CAPTCHA']),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: options.redisPrefix ?? process.env.REDIS_PREFIX ?? 'portal',
      MAIL_DIR: mailDir,
      PORT: String(ports.gateway),
      IDENTITY_PORT: String(ports.identity),
      EVENTS_PORT: String(ports.events),
      FILES_PORT: String(ports.files),
      IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
      EVENTS_URL: `http://127.0.0.1:${ports.events}`,
      FILES_URL: `http://127.0.0.1:${ports.files}`,
      REMOTE_EVENTS_URL: `http://127.0.0.1:${ports['mfe-events']}`,
      REMOTE_ADMIN_URL: `http://127.0.0.1:${ports['mfe-admin']}`,
      REMOTE_DRIVE_URL: `http://127.0.0.1:${ports['mfe-drive']}`,
      REMOTE_QUIZ_URL: `http://127.0.0.1:${ports['mfe-quiz']}`,
      SHELL_DIR: join(repoRoot, 'shell', 'dist'),
      ...(options.env ?? {}),
    };
    // Each process picks its own listen address unless told (some shells export HOST=<hostname>).
    if (!options.env?.HOST) delete env.HOST;

    // Migrations: every service owns its schema; run them before anything serves requests.
    for (const part of services) {
      const script = join(repoRoot, part, 'src', 'migrate.ts');
      if (!existsSync(script)) {
        log(`${part}: no src/migrate.ts, skipping its migrations`);
        continue;
      }
      await runOnce(`${part} migrate`, [...tsx, 'src/migrate.ts'], join(repoRoot, part), env, onLine);
    }
    const seed = options.seed ?? 'demo';
    if (seed !== 'none') {
      const seedCli = join(repoRoot, 'svc-identity', 'src', 'seed', 'cli.ts');
      if (!existsSync(seedCli)) throw new Error('svc-identity/src/seed/cli.ts is missing: cannot seed');
      const seeds = [
        [`seed ${seed}`, 'svc-identity', seed],
        // on the demo: the drive (folders, documents, images, a team share) after the members it
        // refers to, then the calendar (meetings, activities, a draft, a cancelled, a past and a
        // linked event), dated from today; the fixtures (e2e) have no events: journeys create their own
        ...(seed === 'demo'
          ? [
              ['seed files', 'svc-files', 'demo'],
              ['seed events', 'svc-events', 'demo'],
            ]
          : []),
      ];
      for (const [label, workspace, arg] of seeds) {
        const cwd = join(repoRoot, workspace);
        await runOnce(label, [...tsx, 'src/seed/cli.ts', arg], cwd, { ...env, SEED: seed }, onLine);
      }
    }
  } catch (error) {
    owned.forEach(stopOwned);
    throw error;
  }

  const definitions = [
    ...remotes.map((name) => ({
      name,
      args: [
        join(repoRoot, 'deploy', 'static-server.mjs'),
        join(repoRoot, name, 'dist'),
        String(ports[name]),
      ],
      cwd: repoRoot,
      port: ports[name],
    })),
    {
      name: 'svc-identity',
      args: [...tsx, 'src/main.ts'],
      cwd: join(repoRoot, 'svc-identity'),
      port: ports.identity,
    },
    { name: 'email-worker', args: [...tsx, 'src/worker.ts'], cwd: join(repoRoot, 'svc-identity') },
    {
      name: 'svc-events',
      args: [...tsx, 'src/main.ts'],
      cwd: join(repoRoot, 'svc-events'),
      port: ports.events,
    },
    { name: 'events-worker', args: [...tsx, 'src/worker.ts'], cwd: join(repoRoot, 'svc-events') },
    { name: 'svc-files', args: [...tsx, 'src/main.ts'], cwd: join(repoRoot, 'svc-files'), port: ports.files },
    { name: 'upload-worker', args: [...tsx, 'src/worker.ts'], cwd: join(repoRoot, 'svc-files') },
    { name: 'gateway', args: [...tsx, 'src/main.ts'], cwd: join(repoRoot, 'gateway'), port: ports.gateway },
  ];

  const children = new Map();
  let stopping = false;
  // A process that exits on its own (a crash) is started again after a backoff (restartPolicy.mjs);
  // a crash loop is given up, loudly. Stopping the stack, stopChild and killChild restart nothing.
  const policies = new Map();
  const restartTimers = new Map();
  const policyOf = (name) => {
    if (!policies.has(name)) policies.set(name, createRestartPolicy(options.restartPolicy));
    return policies.get(name);
  };
  const spawnChild = (def, extraEnv) => {
    const child = spawn(process.execPath, def.args, {
      cwd: def.cwd,
      env: extraEnv ? { ...env, ...extraEnv } : env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // The last lines of each child, quoted when it fails to start.
    child.recent = [];
    const keep = (name, line) => {
      child.recent.push(line);
      if (child.recent.length > 15) child.recent.shift();
      onLine(name, line);
    };
    prefixLines(def.name, child.stdout, keep);
    prefixLines(def.name, child.stderr, keep);
    child.extraEnv = extraEnv;
    child.on('exit', (code, signal) => {
      if (stopping || child.expectedExit) return;
      const how = signal ?? `code ${code}`;
      const decision = policyOf(def.name).crashed(Date.now());
      if (!decision.restart) {
        const seconds = decision.windowMs / 1000;
        log(
          `!!! ${def.name} exited (${how}): ${decision.crashes} crashes within ${seconds} s, a crash loop.`,
        );
        log(`!!! ${def.name} is NOT restarted any more: see its last lines above, fix it, then start again.`);
        options.onExit?.(def.name, code ?? signal);
        return;
      }
      log(
        `${def.name} exited (${how}); restarting it in ${decision.delayMs / 1000} s (restart ${decision.attempt} in a row)`,
      );
      restartTimers.set(
        def.name,
        setTimeout(() => {
          restartTimers.delete(def.name);
          if (stopping || child.expectedExit || children.get(def.name) !== child) return;
          const next = spawnChild(def, child.extraEnv);
          options.onRestart?.(def.name, decision.attempt);
          if (!def.port) return log(`${def.name} restarted (pid ${next.pid})`);
          waitForHttp(def.name, def.port, next, options.readyTimeoutMs ?? 90000).then(
            () => log(`${def.name} restarted (pid ${next.pid}) and answers on port ${def.port}`),
            () => {}, // its exit is handled (and counted) by its own exit listener
          );
        }, decision.delayMs),
      );
    });
    policyOf(def.name).started(Date.now());
    children.set(def.name, child);
    return child;
  };

  const stop = async () => {
    stopping = true;
    for (const timer of restartTimers.values()) clearTimeout(timer);
    restartTimers.clear();
    await Promise.all([...children.values()].map((child) => stopChild(child)));
    owned.forEach(stopOwned);
    if (current === handle) current = null;
  };
  const signalChild = (name, signal) => {
    const child = children.get(name);
    if (!child) throw new Error(`no process named ${name}`);
    killGroup(child, signal);
  };
  const handle = {
    url: `http://md001.localhost:${ports.gateway}`,
    port: ports.gateway,
    ports,
    env,
    databaseUrl,
    redisUrl,
    children,
    /** The pid of a process now running (a fault drill kills it from outside, as a crash). */
    pidOf: (name) => {
      const child = children.get(name);
      return child && child.exitCode === null && !child.signalCode ? child.pid : undefined;
    },
    /** Stops one process on purpose (e.g. a remote's static server in a failure test). */
    stopChild: async (name) => {
      const child = children.get(name);
      if (!child) throw new Error(`no process named ${name}`);
      child.expectedExit = true;
      await stopChild(child);
    },
    /** Kills one process with a signal (default SIGKILL: a crash in a fault drill); resolves once it is gone. */
    killChild: async (name, signal = 'SIGKILL') => {
      const child = children.get(name);
      if (!child) throw new Error(`no process named ${name}`);
      child.expectedExit = true;
      if (child.exitCode !== null || child.signalCode) return;
      await new Promise((done) => {
        child.once('exit', done);
        killGroup(child, signal);
      });
    },
    /**
     * Freezes one process (SIGSTOP to its group) or lets it go on (SIGCONT): a hung service in a
     * fault drill, whose port still takes connections but never answers.
     */
    pauseChild: (name) => signalChild(name, 'SIGSTOP'),
    resumeChild: (name) => signalChild(name, 'SIGCONT'),
    /**
     * Starts again a process stopped by stopChild/killChild (fault drills), with extraEnv added to its
     * environment; resolves when its port answers (workers: once spawned).
     */
    startChild: async (name, extraEnv) => {
      const def = definitions.find((d) => d.name === name);
      if (!def) throw new Error(`no process named ${name}`);
      const old = children.get(name);
      if (old && old.exitCode === null && !old.signalCode) throw new Error(`${name} is still running`);
      const child = spawnChild(def, extraEnv);
      if (def.port) await waitForHttp(name, def.port, child, options.readyTimeoutMs ?? 90000);
    },
    stop,
  };
  current = handle;

  try {
    const timeoutMs = options.readyTimeoutMs ?? 90000;
    const scriptOf = (d) => resolve(d.cwd, d.args.find((a) => a.endsWith('.ts') || a.endsWith('.mjs')) ?? '');
    const missing = definitions.filter((d) => !existsSync(scriptOf(d)));
    for (const def of missing) log(`${def.name}: ${scriptOf(def)} not found, not started`);
    for (const name of remotes) {
      if (!existsSync(join(repoRoot, name, 'dist')))
        log(`${name}: no dist/ yet (run npm run build -w ${name}); its server answers 404`);
    }
    const startable = definitions.filter((d) => !missing.includes(d));
    // Services and static servers first (in parallel), the gateway last.
    const first = startable.filter((d) => d.name !== 'gateway');
    await Promise.all(
      first.map((def) => {
        const child = spawnChild(def);
        return def.port ? waitForHttp(def.name, def.port, child, timeoutMs) : null;
      }),
    );
    const gatewayDef = startable.find((d) => d.name === 'gateway');
    if (gatewayDef) await waitForHttp('gateway', ports.gateway, spawnChild(gatewayDef), timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return handle;
}

/** Stops the stack started by startStack in this process (no-op when none runs). */
export async function stopStack() {
  if (current) await current.stop();
}

// Re-exported for the e2e tests, which pick their own database on the same server.
export { withDatabase, findPostgres, findRedis, dropDatabase, deleteRedisPrefix, stopOwned };

function pickDefined(source, keys) {
  return Object.fromEntries(
    keys.filter((k) => source[k] !== undefined && source[k] !== '').map((k) => [k, source[k]]),
  );
}
