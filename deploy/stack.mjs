// The composed site as one supervised group of processes: migrates, seeds, starts every service,
// worker, static server and the gateway, and stops them again. `npm start` (deploy/start.mjs) and
// the e2e tests both start the site through startStack, so the tests run what people run.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
import {
  killGroup,
  prefixLines,
  runOnce,
  stopChild,
  switchStatic,
  waitForHttp,
  waitReady,
} from './localEnvironment/children.mjs';
import { startControl } from './localEnvironment/control.mjs';
import { recordEnvironment } from './localEnvironment/environmentRecord.mjs';
import { migrateAndSeed } from './localEnvironment/migrateAndSeed.mjs';
import {
  REMOTE_PARTS,
  SERVICE_PARTS,
  artefactProcesses,
  scriptOf,
  workspaceProcesses,
} from './localEnvironment/partProcesses.mjs';
import { RUNNING_PARTS, partSources, staticDirOf } from './localEnvironment/release.mjs';
import { replacePart } from './localEnvironment/replacePart.mjs';

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

/** The ports keys each part listens on (only those of the parts run are checked at start). */
const portsOfPart = (part) =>
  REMOTE_PARTS.includes(part)
    ? [part]
    : SERVICE_PARTS[part]
      ? [SERVICE_PARTS[part].port]
      : part === 'gateway'
        ? ['gateway']
        : [];

let current = null;

/**
 * Starts the whole site. Options:
 *  - databaseUrl / redisUrl: where to connect (found like `npm start` does when omitted);
 *    the database is created when missing. infrastructure: false skips finding them, the
 *    migrations and the seeds (a stack of parts that need no database, in tests of the stack);
 *    migrate: false skips only the migrations and seeds (a copy of a prepared database).
 *  - redisPrefix (default `portal`), port (gateway, default 8080), ports (override any of
 *    defaultPorts), env (extra environment for every process), seed: 'demo' | 'fixtures' | 'none'.
 *  - parts: the parts to run (default every part: localEnvironment/release.mjs RUNNING_PARTS).
 *  - artefacts: { part: artefactDir } runs those parts from their release (see deploy/README.md);
 *    the others run from the working tree.
 *  - environment: the pact store environment the running versions are recorded in at start and at
 *    each deployPart (default 'local'; null records nothing).
 *  - control: { file } opens the control endpoint deploy.mjs uses (localEnvironment/control.mjs).
 *  - onLine(name, line): receives every output line of every child (default: prints `[name] line`).
 *  - onExit(name, code): called when a child exits while the stack is running and is not restarted
 *    (a crash loop); a crash is restarted with backoff (restartPolicy.mjs, `restartPolicy` overrides
 *    it), onRestart(name, attempt) is called when it is started again.
 *  - dataDir: where the generated context secret is kept (default ./data; contextSecret.mjs).
 *  - stopTimeoutMs: how long a process replaced by deployPart may take to stop (default 25 s).
 * Returns { url, port, ports, env, databaseUrl, redisUrl, versions(), deployPart(part, dir),
 * stopChild(name), stop(), … } (stack.d.mts).
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
  const parts = options.parts ?? RUNNING_PARTS;
  const unknown = parts.filter((part) => !RUNNING_PARTS.includes(part));
  if (unknown.length)
    throw new Error(`parts: unknown ${unknown.join(', ')} (one of ${RUNNING_PARTS.join(', ')})`);
  const sources = partSources(parts, options.artefacts ?? {});
  const releaseOf = (part) => sources.get(part)?.release ?? null;
  const infrastructure = options.infrastructure !== false;
  const environment = options.environment === undefined ? 'local' : options.environment;
  const owned = [];

  // Until the processes run, a failure must still stop the private servers started here.
  let databaseUrl = options.databaseUrl;
  let redisUrl = options.redisUrl;
  let env;
  try {
    // a server not given is found (or a private one started, which this stack then owns)
    const found = async (label, find) => {
      const server = await find({ log });
      if (server.owned) owned.push(server.owned);
      log(`${label}: ${server.source}`);
      return server.url;
    };
    if (infrastructure) {
      databaseUrl ||= await found('PostgreSQL', findPostgres);
      redisUrl ||= await found('Redis', findRedis);
      if (await ensureDatabase(databaseUrl))
        log(`created database ${new URL(databaseUrl).pathname.slice(1)}`);
    }

    for (const name of parts.flatMap(portsOfPart)) {
      if (await portAnswers(ports[name])) {
        throw new Error(
          `port ${ports[name]} (${name}) is already in use: stop what runs there or choose other ports (PORT for the gateway)`,
        );
      }
    }

    env = stackEnvironment(options, { ports, databaseUrl, redisUrl, log });

    if (infrastructure && options.migrate !== false)
      await migrateAndSeed({ parts, releaseOf, seed: options.seed ?? 'demo', env, log, onLine });
  } catch (error) {
    owned.forEach(stopOwned);
    throw error;
  }

  const definitions = parts.flatMap((part) =>
    releaseOf(part) ? artefactProcesses(releaseOf(part), ports) : workspaceProcesses(part, ports),
  );
  // a shell from its artefact: the gateway serves that dist/
  const gatewayDef = definitions.find((d) => d.name === 'gateway');
  if (gatewayDef && releaseOf('shell')) gatewayDef.env = { SHELL_DIR: staticDirOf(releaseOf('shell')) };

  const children = new Map();
  let stopping = false;
  // A process that exits on its own (a crash) is started again after a backoff (restartPolicy.mjs);
  // a crash loop is given up, loudly. Stopping the stack, stopChild and killChild restart nothing.
  const policies = new Map();
  const restartTimers = new Map();
  const readyTimeoutMs = options.readyTimeoutMs ?? 90000;
  const policyOf = (name) => {
    if (!policies.has(name)) policies.set(name, createRestartPolicy(options.restartPolicy));
    return policies.get(name);
  };
  const spawnChild = (def, extraEnv) => {
    const child = spawn(process.execPath, def.args, {
      cwd: def.cwd,
      env: { ...env, ...(def.env ?? {}), ...(extraEnv ?? {}) },
      stdio: ['ignore', 'pipe', 'pipe', ...(def.ipc ? ['ipc'] : [])],
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
          // the definition now in force (a deploy may have replaced it since this one started)
          const next = spawnChild(definitions.find((d) => d.name === def.name) ?? def, child.extraEnv);
          options.onRestart?.(def.name, decision.attempt);
          if (!def.port) return log(`${def.name} restarted (pid ${next.pid})`);
          waitForHttp(def.name, def.port, next, readyTimeoutMs).then(
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

  let control = null;
  const stop = async () => {
    stopping = true;
    await control?.close();
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

  // deployPart: one at a time, recorded in the environment once the new version runs
  const replaceContext = {
    definitions,
    children,
    sources,
    ports,
    log,
    spawnChild: (def) => spawnChild(def),
    waitReady: (def, child) => waitReady(def, child, readyTimeoutMs),
    switchStatic: (child, served) => switchStatic(child, served),
    runOneOff: ({ label, args, cwd }) => runOnce(label, args, cwd, env, onLine),
    stopProcess: async (name) => {
      clearTimeout(restartTimers.get(name));
      restartTimers.delete(name);
      policies.delete(name); // the new process starts with a clean crash record
      const child = children.get(name);
      if (!child) return;
      child.expectedExit = true;
      await stopChild(child, options.stopTimeoutMs ?? 25_000);
      if (children.get(name) === child) children.delete(name);
    },
  };
  let deploying = Promise.resolve();
  const record = async (versions) => {
    if (!environment) return;
    try {
      await recordEnvironment(environment, versions);
    } catch (error) {
      log(
        `could not record the versions in environment ${environment}: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  const deployPart = (part, artefactDir) => {
    const run = deploying.then(async () => {
      if (stopping) throw new Error('the stack is stopping');
      const result = await replacePart(replaceContext, part, artefactDir);
      const kit = part === 'shell' ? releaseOf('shell')?.dependsOn?.['@portal/kit'] : undefined;
      if (kit && sources.has('shell/kit'))
        sources.set('shell/kit', { version: kit, dir: null, release: null });
      await record({ [part]: result.version, ...(kit ? { 'shell/kit': kit } : {}) });
      return result;
    });
    deploying = run.catch(() => {});
    return run;
  };
  const versions = () => Object.fromEntries([...sources].map(([part, source]) => [part, source.version]));

  const handle = {
    url: `http://md001.localhost:${ports.gateway}`,
    port: ports.gateway,
    ports,
    env,
    databaseUrl,
    redisUrl,
    children,
    /** { part: version } of what runs now. */
    versions,
    /** { part: artefact directory | 'workspace' }. */
    sources: () => Object.fromEntries([...sources].map(([part, s]) => [part, s.dir ?? 'workspace'])),
    /** Replaces one part with an artefact (localEnvironment/replacePart.mjs); other processes stay. */
    deployPart,
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
      if (def.port) await waitForHttp(name, def.port, child, readyTimeoutMs);
    },
    stop,
  };
  current = handle;

  try {
    const missing = definitions.filter((d) => !existsSync(scriptOf(d)));
    for (const def of missing) log(`${def.name}: ${scriptOf(def)} not found, not started`);
    for (const def of definitions.filter((d) => d.served)) {
      if (!existsSync(def.served.dir))
        log(
          `${def.name}: no ${def.served.dir} yet (run npm run build -w ${def.part}); its server answers 404`,
        );
    }
    const startable = definitions.filter((d) => !missing.includes(d));
    // Every process at once: the gateway needs no service to start (a service still starting is
    // answered per request), and the stack is returned only once all of them answer.
    await Promise.all(
      startable.map((def) => {
        const child = spawnChild(def);
        return def.port ? waitForHttp(def.name, def.port, child, readyTimeoutMs) : null;
      }),
    );
    await record(versions());
    if (options.control?.file) {
      control = await startControl({
        file: options.control.file,
        handlers: {
          status: () => ({ pid: process.pid, versions: versions(), sources: handle.sources() }),
          deploy: ({ part, dir }) => deployPart(part, dir),
        },
      });
    }
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

/** The environment of every process of a stack, and of its one-off migrations and seeds. */
function stackEnvironment(options, { ports, databaseUrl, redisUrl, log }) {
  const mailDir = options.env?.MAIL_DIR ?? process.env.MAIL_DIR ?? join(repoRoot, 'data', 'mail');
  mkdirSync(mailDir, { recursive: true });
  // this installation's own key (never the public development value): see contextSecret.mjs
  const contextSecret = stackContextSecret(
    { ...process.env, ...(options.env ?? {}) },
    options.dataDir ?? join(repoRoot, 'data'),
  );
  log(`context secret: ${contextSecret.source}`);
  const env = {
    ...process.env,
    BASE_DOMAIN: 'localhost',
    DEFAULT_ACCOUNT: 'md001',
    CONTEXT_SECRET: contextSecret.secret,
    CAPTCHA: 'altcha',
    ...pickDefined(process.env, ['BASE_DOMAIN', 'DEFAULT_ACCOUNT', 'CONTEXT_SECRET', 'CAPTCHA']),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
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
  return env;
}

/**
 * Migrates and seeds a database (created when missing) the way startStack does, from the working
 * tree, without starting anything: the e2e tests seed one template per run and copy it per site.
 * Options: databaseUrl, redisUrl, seed, env, log, onLine (as startStack's).
 */
export async function prepareDatabase(options) {
  const onLine = options.onLine ?? ((name, line) => console.log(`[${name}] ${line}`));
  const log = options.log ?? ((line) => onLine('stack', line));
  const { databaseUrl, redisUrl } = options;
  await ensureDatabase(databaseUrl);
  const env = stackEnvironment(options, { ports: defaultPorts, databaseUrl, redisUrl, log });
  const parts = RUNNING_PARTS;
  await migrateAndSeed({ parts, releaseOf: () => null, seed: options.seed ?? 'demo', env, log, onLine });
}

function pickDefined(source, keys) {
  return Object.fromEntries(
    keys.filter((k) => source[k] !== undefined && source[k] !== '').map((k) => [k, source[k]]),
  );
}
