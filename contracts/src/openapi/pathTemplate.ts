// Matching concrete request paths (`/api/team/3`, from pact files) against the registry's path
// templates (`/api/team/{id}`). Literal segments compare case-insensitively (the gateway and the
// services route that way), a trailing slash and the query are ignored, a `{param}` takes one
// non-empty segment. When several templates match, the one with the most literal segments wins
// (`/api/events/upcoming` is the upcoming call, not `/api/events/{id}`).
import type { CallDescription, CallMethod } from './types.ts';

function segmentsOf(path: string): string[] {
  const bare = path.split('?', 1)[0] ?? '';
  return bare.split('/').filter((segment) => segment !== '');
}

/** The number of literal segments when `path` fits `template`, else -1. */
export function templateMatchScore(template: string, path: string): number {
  const want = segmentsOf(template);
  const have = segmentsOf(path);
  if (want.length !== have.length) return -1;
  let literals = 0;
  for (let i = 0; i < want.length; i++) {
    const expected = want[i]!;
    const actual = have[i]!;
    const param = /^(.*)\{[^}]+\}(.*)$/.exec(expected);
    if (param) {
      // `{param}` alone, or with a literal prefix/suffix such as `{token}.ics`
      const [, prefix = '', suffix = ''] = param;
      const lower = actual.toLowerCase();
      if (!lower.startsWith(prefix.toLowerCase()) || !lower.endsWith(suffix.toLowerCase())) return -1;
      if (actual.length <= prefix.length + suffix.length) return -1;
      continue;
    }
    if (expected.toLowerCase() !== actual.toLowerCase()) return -1;
    literals++;
  }
  return literals;
}

/** The registry call a request (method + concrete path) is an instance of, or null. */
export function findCall<C extends Pick<CallDescription, 'method' | 'path'>>(
  calls: readonly C[],
  method: string,
  path: string,
): C | null {
  let best: C | null = null;
  let bestScore = -1;
  const upper = method.toUpperCase() as CallMethod;
  for (const call of calls) {
    if (call.method !== upper) continue;
    const score = templateMatchScore(call.path, path);
    if (score > bestScore) {
      best = call;
      bestScore = score;
    }
  }
  return best;
}

/** The `{name}`s of a template, in order. */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}
