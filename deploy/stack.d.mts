// Types for stack.mjs, so the TypeScript e2e tests can start the site the way `npm start` does.
export interface StackPorts {
  gateway: number;
  identity: number;
  events: number;
  files: number;
  'mfe-events': number;
  'mfe-admin': number;
  'mfe-drive': number;
  'mfe-quiz': number;
}

export interface StartStackOptions {
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
  port?: number;
  ports?: Partial<StackPorts>;
  env?: Record<string, string>;
  seed?: 'demo' | 'fixtures' | 'none';
  readyTimeoutMs?: number;
  onLine?: (name: string, line: string) => void;
  log?: (line: string) => void;
  /** A process exited and is not restarted (a crash loop: 5 crashes within a minute by default). */
  onExit?: (name: string, code: number | string | null) => void;
  /** A crashed process was started again (attempt: restarts in a row). */
  onRestart?: (name: string, attempt: number) => void;
  /** Overrides of deploy/restartPolicy.mjs's backoff and crash-loop limits. */
  restartPolicy?: Partial<{
    initialDelayMs: number;
    maxDelayMs: number;
    healthyAfterMs: number;
    crashLoopCount: number;
    crashLoopWindowMs: number;
  }>;
  /** Where the generated context secret is kept (default ./data). */
  dataDir?: string;
  /** The parts to run (default every part that runs: gateway, services, shell, shell/kit, remotes). */
  parts?: string[];
  /** Parts run from their artefact (a release directory with release.json) instead of the working tree. */
  artefacts?: Record<string, string>;
  /** false: no PostgreSQL/Redis, no migrations or seeds (stacks of parts that need none, in tests). */
  infrastructure?: boolean;
  /** false: the database is already migrated and seeded (a copy of a prepared template). */
  migrate?: boolean;
  /** The pact store environment the running versions are recorded in (default 'local'; null: none). */
  environment?: string | null;
  /** Opens the control endpoint deploy.mjs uses and writes { port, token, pid } to file. */
  control?: { file: string };
  /** How long a process replaced by deployPart may take to stop gracefully (default 25 s). */
  stopTimeoutMs?: number;
}

export interface DeployResult {
  part: string;
  version: string;
  previousVersion: string;
  /** The processes stopped and started (a remote's static server keeps its pid: new files only). */
  replaced: { name: string; previousPid?: number; pid?: number }[];
  /** A remote: the folder served now and the previous versions' folders still served behind it. */
  served?: { dir: string; fallbacks: string[] };
  /** The shell: the gateway restarted to serve it from here. */
  shellDir?: string;
  restarted?: string[];
  timings: {
    totalMs: number;
    migrateMs?: number;
    stopMs?: number;
    startMs?: number;
    switchMs?: number;
    restartMs?: number;
    replaceMs?: number;
  };
}

export interface Stack {
  url: string;
  port: number;
  ports: StackPorts;
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  stopChild(name: string): Promise<void>;
  /** The pid of a running process (undefined while it is down); a drill kills it as a crash would. */
  pidOf(name: string): number | undefined;
  /** Kills one process (default SIGKILL) and waits until it has exited. */
  killChild(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped process again (extraEnv added); resolves when its port answers. */
  startChild(name: string, extraEnv?: Record<string, string>): Promise<void>;
  /** Freezes one process (SIGSTOP): it keeps its port but answers nothing (a hung service). */
  pauseChild(name: string): void;
  /** Lets a paused process go on (SIGCONT). */
  resumeChild(name: string): void;
  /** { part: version } of what runs now. */
  versions(): Record<string, string>;
  /** { part: artefact directory | 'workspace' }. */
  sources(): Record<string, string>;
  /** Replaces one part with an artefact; no other part's process restarts (the gateway for the shell). */
  deployPart(part: string, artefactDir: string): Promise<DeployResult>;
  stop(): Promise<void>;
}

export const defaultPorts: StackPorts;
export function startStack(options?: StartStackOptions): Promise<Stack>;
export function stopStack(): Promise<void>;
/** Migrates and seeds a database (created when missing) as startStack does, starting nothing. */
export function prepareDatabase(options: {
  databaseUrl: string;
  redisUrl?: string;
  redisPrefix?: string;
  seed?: 'demo' | 'fixtures' | 'none';
  env?: Record<string, string>;
  log?: (line: string) => void;
  onLine?: (name: string, line: string) => void;
}): Promise<void>;
export function withDatabase(url: string, database: string): string;
export interface FindServerOptions {
  log?: (line: string) => void;
  /** Where a private server keeps its data (default ./data). */
  dataDir?: string;
  /** The environment read for DATABASE_URL / REDIS_URL (default process.env). */
  env?: Record<string, string | undefined>;
  /** The shared server's port that is tried first. */
  localPort?: number;
  /** The port of a private server. */
  privatePort?: number;
}
export function findPostgres(
  options?: FindServerOptions,
): Promise<{ url: string; source: string; owned: import('node:child_process').ChildProcess | null }>;
export function findRedis(
  options?: FindServerOptions,
): Promise<{ url: string; source: string; owned: import('node:child_process').ChildProcess | null }>;
export function dropDatabase(url: string): Promise<void>;
export function stopOwned(child: unknown): void;
export function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
