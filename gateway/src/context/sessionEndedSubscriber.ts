// Listens on svc-identity's session-ended channel and evicts those sessions from the context
// cache at once, so logout and password changes take effect on the very next request.
// The cache is only enabled while the subscription is live; on any disconnect it is cleared.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ContextCache } from './contextCache.ts';

export interface SessionEndedSubscriber {
  /** Resolves once subscribed for the first time (never while Redis cannot be reached). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function subscribeSessionEnded(options: {
  redisUrl: string;
  channel: string;
  cache: ContextCache<unknown>;
  logger: Logger;
}): SessionEndedSubscriber {
  const { cache, channel, logger } = options;
  // Retries forever (ioredis default); until subscribed, the cache stays off.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  let closing = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  redis.on('message', (_channel: string, message: string) => {
    // svc-identity publishes the session KEY (sessionKey of the cookie), the cache's key too
    const key = parseSessionID(message);
    if (key) cache.evictSession(key);
  });
  redis.on('close', () => {
    if (cache.enabled && !closing) logger.warn('session-ended subscription lost: context cache off');
    cache.enabled = false;
    cache.clear();
  });
  redis.on('error', (error: Error) => {
    if (!closing) logger.warn({ err: error.message }, 'redis subscriber error');
  });
  // On the first connection and after every reconnect: (re)subscribe, then reuse answers again.
  // Anything cached before the gap may have missed an eviction, so the cache starts empty.
  redis.on('ready', () => {
    redis.subscribe(channel).then(
      () => {
        cache.clear();
        cache.enabled = true;
        markReady();
      },
      (error: unknown) => logger.warn({ err: String(error) }, 'cannot subscribe to session-ended channel'),
    );
  });

  return {
    ready,
    async close() {
      closing = true;
      cache.enabled = false;
      redis.disconnect();
    },
  };
}

/** The message is the session key; a JSON form `{ sessionID }` / `{ id }` is accepted too. */
export function parseSessionID(message: string): string | null {
  const text = message.trim();
  if (!text) return null;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as { sessionID?: unknown; id?: unknown };
      const id = parsed.sessionID ?? parsed.id;
      return typeof id === 'string' && id ? id : null;
    } catch {
      return null;
    }
  }
  return text;
}
