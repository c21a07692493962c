import { describe, expect, it } from 'vitest';
import { MAX_SEED, newSeed, parseSeed, seededRandom } from './random.ts';

describe('seedable random source (deterministic quizzes, ?seed=)', () => {
  it('the same seed gives the same sequence; another seed another', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('int stays within its bounds, both ends reachable; chance(0) never, chance(1) always', () => {
    const r = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) seen.add(r.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
    expect(Array.from({ length: 50 }, () => r.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 50 }, () => r.chance(1)).every(Boolean)).toBe(true);
  });

  it.each([
    ['12345', 12345],
    [' 7 ', 7],
    ['0', 0],
    [String(MAX_SEED), MAX_SEED],
    ['', null],
    [null, null],
  ])('parseSeed(%j) is %j', (text, seed) => {
    expect(parseSeed(text)).toBe(seed);
  });

  it('any other text is hashed to a stable seed in range', () => {
    const s = parseSeed('cadet');
    expect(s).toBe(parseSeed('cadet'));
    expect(s).not.toBe(parseSeed('cadets'));
    expect(s).toBeGreaterThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(MAX_SEED);
    expect(parseSeed(String(MAX_SEED + 1))).not.toBe(MAX_SEED + 1);
  });

  it('newSeed draws a whole number from the given source', () => {
    expect(newSeed(() => 0.5)).toBe(500_000_000);
  });
});
