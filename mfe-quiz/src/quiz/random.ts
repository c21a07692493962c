// A small seedable random source (mulberry32) so a quiz is reproducible: the same seed gives the
// same cadet (the page's `?seed=` parameter, README) and tests are deterministic.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
}

/** The largest seed; seeds are unsigned 32-bit integers. */
export const MAX_SEED = 0xffffffff;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)]!,
  };
}

/**
 * The seed a `?seed=` value names: a whole number 0 to 4294967295 is used as it is; any other text
 * is hashed (FNV-1a) so every value gives a quiz. Empty or missing: null (the page picks one).
 */
export function parseSeed(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d{1,10}$/.test(text) && Number(text) <= MAX_SEED) return Number(text);
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A fresh seed for a new quiz (not reproducible on purpose). */
export function newSeed(source: () => number = Math.random): number {
  return Math.floor(source() * 1_000_000_000);
}
