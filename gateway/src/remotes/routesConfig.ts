// GET /config/routes.json: every remote's routes.json, read from its static server at run time, so
// a remote that adds a page (or a menu entry) ships it without a gateway release. The gateway knows
// only the configured upstreams; what each remote owns comes from the remote. Each remote's answer
// is reused for about a second: enough to spare the static servers a request per page load, short
// enough that a redeployed remote is seen at once. A remote that stops answering keeps its last
// routes: its pages then show the shell's load-failed message and a path nobody owns still gets the
// not-found page; only a remote never read since the gateway started is unavailable.
import type { Logger } from 'pino';
import { remoteRoutesSchema, type RoutesConfig } from '@portal/contracts';

type RemoteAnswer = RoutesConfig['remotes'][string];

export interface RoutesConfigOptions {
  /** Federation name ('mfe_events') -> origin of that remote's static server. */
  remotes: Record<string, string>;
  logger: Logger;
  cacheMs?: number;
  /** A remote silent this long counts as unavailable for this answer. */
  timeoutMs?: number;
}

const UNAVAILABLE = { unavailable: true } as const;

export function createRoutesConfig({
  remotes,
  logger,
  cacheMs = 1000,
  timeoutMs = 2000,
}: RoutesConfigOptions) {
  const cache = new Map<string, { at: number; answer: Promise<RemoteAnswer> }>();
  const lastState = new Map<string, 'ok' | 'unavailable'>();
  const lastGood = new Map<string, RemoteAnswer>();

  async function read(name: string, origin: string): Promise<RemoteAnswer> {
    const url = new URL('routes.json', origin.endsWith('/') ? origin : `${origin}/`).href;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const body = (await res.json()) as unknown;
      const parsed = remoteRoutesSchema.safeParse(body);
      if (!parsed.success) throw new Error(`not a routes file: ${parsed.error.issues[0]?.message ?? ''}`);
      if (lastState.get(name) === 'unavailable') logger.info({ remote: name }, 'remote routes are back');
      lastState.set(name, 'ok');
      // the remote's own object: fields this gateway does not know yet still reach the shell
      lastGood.set(name, body as RemoteAnswer);
      return body as RemoteAnswer;
    } catch (error) {
      // logged when it becomes unavailable, not on every answer while it stays so
      if (lastState.get(name) !== 'unavailable')
        logger.warn({ remote: name, url, err: String(error) }, 'remote routes unavailable');
      lastState.set(name, 'unavailable');
      return lastGood.get(name) ?? UNAVAILABLE;
    }
  }

  function answerFor(name: string, origin: string): Promise<RemoteAnswer> {
    const now = Date.now();
    const cached = cache.get(name);
    if (cached && now - cached.at < cacheMs) return cached.answer;
    const answer = read(name, origin);
    cache.set(name, { at: now, answer });
    return answer;
  }

  /** `{ remotes: { mfe_events: { routes, pages, menu } | { unavailable: true }, ... } }` */
  async function routesConfig(): Promise<RoutesConfig> {
    const entries = await Promise.all(
      Object.entries(remotes).map(async ([name, origin]) => [name, await answerFor(name, origin)] as const),
    );
    return { remotes: Object.fromEntries(entries) };
  }

  return { routesConfig };
}
