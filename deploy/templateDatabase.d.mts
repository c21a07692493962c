// Types for templateDatabase.mjs (the e2e sites' template database).
/** The template's name, and the prefix (`family`) of every version of it with this seed and env. */
export function templateName(seed: string, env: Record<string, string>): { family: string; name: string };
export function ensureTemplate(options: {
  serverUrl: string;
  redisUrl: string;
  seed: 'demo' | 'fixtures' | 'none';
  env: Record<string, string>;
  log?: (line: string) => void;
  onLine?: (name: string, line: string) => void;
}): Promise<string>;
export function copyTemplate(template: string, url: string): Promise<void>;
