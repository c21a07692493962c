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
  onExit?: (name: string, code: number | string | null) => void;
}

export interface Stack {
  url: string;
  port: number;
  ports: StackPorts;
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  stopChild(name: string): Promise<void>;
  stop(): Promise<void>;
}

export const defaultPorts: StackPorts;
export function startStack(options?: StartStackOptions): Promise<Stack>;
export function stopStack(): Promise<void>;
export function withDatabase(url: string, database: string): string;
export function findPostgres(options?: {
  log?: (line: string) => void;
}): Promise<{ url: string; source: string; owned: unknown }>;
export function findRedis(options?: {
  log?: (line: string) => void;
}): Promise<{ url: string; source: string; owned: unknown }>;
export function dropDatabase(url: string): Promise<void>;
export function stopOwned(child: unknown): void;
export function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void>;
