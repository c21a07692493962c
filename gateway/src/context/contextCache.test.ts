import { describe, expect, it } from 'vitest';
import { ContextCache } from './contextCache.ts';

function makeCache(maxEntries = 100) {
  let now = 1000;
  const cache = new ContextCache<string>({ ttlMs: 5000, maxEntries, now: () => now });
  cache.enabled = true;
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('context cache (one identity round trip per few seconds, not per request)', () => {
  it('reuses an answer within the TTL and reloads after it', async () => {
    const { cache, advance } = makeCache();
    let loads = 0;
    const load = async () => `answer-${++loads}`;
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, load)).toBe('answer-1');
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, load)).toBe('answer-1');
    advance(5001);
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, load)).toBe('answer-2');
  });

  it('shares one load between concurrent callers', async () => {
    const { cache } = makeCache();
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`a${++loads}`), 10));
    const answers = await Promise.all(
      [1, 2, 3].map(() => cache.get({ accountID: 'md001', sessionKey: null }, load)),
    );
    expect(answers).toEqual(['a1', 'a1', 'a1']);
  });

  it('evicts a session at once (logout takes effect at once) and keeps other entries', async () => {
    const { cache } = makeCache();
    let loads = 0;
    const load = async () => `x${++loads}`;
    await cache.get({ accountID: 'md001', sessionKey: 's1' }, load);
    await cache.get({ accountID: 'md001', sessionKey: 's2' }, load);
    cache.evictSession('s1');
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, load)).toBe('x3');
    expect(await cache.get({ accountID: 'md001', sessionKey: 's2' }, load)).toBe('x2');
  });

  it('does not store an answer whose load raced an eviction', async () => {
    const { cache } = makeCache();
    let release!: (value: string) => void;
    const first = cache.get(
      { accountID: 'md001', sessionKey: 's1' },
      () => new Promise((r) => (release = r)),
    );
    cache.evictSession('s1');
    release('stale');
    expect(await first).toBe('stale');
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, async () => 'fresh')).toBe('fresh');
  });

  it('is bounded: the oldest entry goes when full', async () => {
    const { cache } = makeCache(2);
    await cache.get({ accountID: 'a', sessionKey: null }, async () => 'a');
    await cache.get({ accountID: 'b', sessionKey: null }, async () => 'b');
    await cache.get({ accountID: 'c', sessionKey: null }, async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get({ accountID: 'a', sessionKey: null }, async () => 'a2')).toBe('a2');
  });

  it('is bypassed while disabled (invalidation channel down)', async () => {
    const { cache } = makeCache();
    cache.enabled = false;
    let loads = 0;
    const load = async () => `y${++loads}`;
    await cache.get({ accountID: 'md001', sessionKey: 's1' }, load);
    expect(await cache.get({ accountID: 'md001', sessionKey: 's1' }, load)).toBe('y2');
  });
});
