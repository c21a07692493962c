// A short-lived, bounded cache of resolved account+session answers, so the gateway does not pay a
// round trip to svc-identity on every request. Correctness comes from eviction, not the TTL:
// svc-identity publishes every ended session on Redis and the gateway evicts it at once
// (see sessionEndedSubscriber.ts). While that subscription is down the cache is bypassed.
// Entries are keyed by the session KEY (`sessionKey(cookie value)` from @portal/contracts/server),
// which is what svc-identity publishes: it never knows the raw cookie value of an ended session.

export interface CacheKey {
  accountID: string;
  /** sessionKey(cookie value), null without a session cookie. */
  sessionKey: string | null;
}

interface Entry<T> {
  value: T;
  expires: number;
  sessionKey: string | null;
}

export interface ContextCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class ContextCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<string, Promise<T>>();
  /** Bumped on every eviction so a load that raced an eviction is not stored. */
  private generation = 0;
  /** Off until the invalidation channel is live; then answers may be reused. */
  enabled = false;

  constructor(private readonly options: ContextCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer when there is a fresh one (synchronous: the hot path needs no promise). */
  peek(key: CacheKey): T | undefined {
    if (!this.enabled) return undefined;
    const hit = this.entries.get(cacheId(key));
    return hit && hit.expires > (this.options.now ?? Date.now)() ? hit.value : undefined;
  }

  /** Returns the cached answer or loads it (concurrent callers for one key share one load). */
  async get(key: CacheKey, load: () => Promise<T>): Promise<T> {
    const id = cacheId(key);
    const now = (this.options.now ?? Date.now)();
    const hit = this.entries.get(id);
    if (hit && hit.expires > now && this.enabled) return hit.value;
    if (hit) this.entries.delete(id);

    const pending = this.inflight.get(id);
    if (pending) return pending;

    const generationAtStart = this.generation;
    const promise = load().then(
      (value) => {
        this.inflight.delete(id);
        if (this.enabled && this.generation === generationAtStart) this.store(id, key, value);
        return value;
      },
      (error: unknown) => {
        this.inflight.delete(id);
        throw error;
      },
    );
    this.inflight.set(id, promise);
    return promise;
  }

  /** Drops every answer for this session key (in any account). */
  evictSession(sessionKey: string): void {
    this.generation++;
    for (const [id, entry] of this.entries) {
      if (entry.sessionKey === sessionKey) this.entries.delete(id);
    }
    // A load already on its way may carry the ended session: let the next request reload.
    for (const id of this.inflight.keys()) {
      if (id.endsWith(`\n${sessionKey}`)) this.inflight.delete(id);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }

  private store(id: string, key: CacheKey, value: T): void {
    // Map keeps insertion order: drop the oldest entries when full.
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(id, {
      value,
      sessionKey: key.sessionKey,
      expires: (this.options.now ?? Date.now)() + this.options.ttlMs,
    });
  }
}

function cacheId(key: CacheKey): string {
  return `${key.accountID}\n${key.sessionKey ?? ''}`;
}
