// A memo for pure functions of request header values (the Host header, the session cookie) on the
// /api hot path: the same few values repeat on every request of a browser. The inputs come from
// clients, so the table is bounded: when full it starts over rather than tracking recency.

export function boundedMemo<R>(compute: (input: string) => R, maxEntries: number): (input: string) => R {
  const results = new Map<string, R>();
  return (input) => {
    const known = results.get(input);
    if (known !== undefined || results.has(input)) return known as R;
    const result = compute(input);
    if (results.size >= maxEntries) results.clear();
    results.set(input, result);
    return result;
  };
}
