// Listens on svc-identity's session-ended channel and evicts those sessions from the context
// cache at once, so logout and password changes take effect on the very next request.
// The cache is only enabled while the subscription is live; on any disconnect it is cleared.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ContextCache } from './contextCache.ts';

export interface SessionEndedSubscriber {
  /** Resolves once subscribed (or rejects if Redis cannot be reached in time). */
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
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  let closing = false;

  redis.on('message', (_channel: string, message: string) => {
    const sessionID = parseSessionID(message);
    if (sessionID) cache.evictSession(sessionID);
  });
  redis.on('close', () => {
    if (cache.enabled && !closing) logger.warn('session-ended subscription lost: context cache off');
    cache.enabled = false;
    cache.clear();
  });
  redis.on('error', (error: Error) => {
    if (!closing) logger.warn({ err: error.message }, 'redis subscriber error');
  });
  // ioredis re-subscribes by itself after a reconnect; 'ready' follows.
  redis.on('ready', () => {
    if (redis.status === 'ready' && subscribedOnce) cache.enabled = true;
  });

  let subscribedOnce = false;
  const ready = redis
    .connect()
    .then(() => redis.subscribe(channel))
    .then(() => {
      subscribedOnce = true;
      cache.clear();
      cache.enabled = true;
    });
  ready.catch((error: unknown) => {
    logger.error({ err: String(error) }, 'cannot subscribe to session-ended channel: context cache off');
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

/** The message is the session id; a JSON form `{ sessionID }` / `{ id }` is accepted too. */
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
