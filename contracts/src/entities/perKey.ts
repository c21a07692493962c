// Schemas and values with one field per member of a fixed list (contact kinds, CAPWATCH tables).

/** One value per key, in the keys' order (a fresh value for each: `value` is called per key). */
export function perKey<K extends string, T>(keys: readonly K[], value: () => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, value()])) as Record<K, T>;
}
