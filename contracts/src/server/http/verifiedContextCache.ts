// The gateway signs one context header per session and reuses it for a while, so a service sees
// the same header string on request after request. Verifying it (HMAC, base64, JSON, the schema)
// is the check's cost; this remembers the context per exact header string that verified. The
// signature is not judged again: the same bytes under the same keys (fixed for a verifier's life;
// a rotation starts new processes) verify the same way, and a tampered header is another string.
// The age is judged on every request, so an expired header is refused as before.
import type { RequestContext } from '../../entities/context.ts';
import { contextIsFresh, verifyContext, type ContextSecret } from '../context.ts';

/** Enough for every session active within a context's 60 s life on one service process. */
export const VERIFIED_CONTEXT_CACHE_ENTRIES = 2_000;

export type ContextVerifier = (header: string | string[] | undefined, nowMs: number) => RequestContext | null;

/** verifyContext with the decoded contexts of recent headers kept (least recently used dropped). */
export function cachedContextVerifier(
  secret: ContextSecret,
  maxEntries: number = VERIFIED_CONTEXT_CACHE_ENTRIES,
): ContextVerifier {
  const known = new Map<string, RequestContext>();
  return (header, nowMs) => {
    const cached = typeof header === 'string' ? known.get(header) : undefined;
    if (cached === undefined || typeof header !== 'string') {
      const context = verifyContext(header, secret, nowMs);
      if (context && typeof header === 'string') {
        if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
        known.set(header, context);
      }
      return context;
    }
    if (!contextIsFresh(cached.issuedAt, nowMs)) {
      known.delete(header);
      return null;
    }
    // most recently used last, so the first key is the one to drop
    known.delete(header);
    known.set(header, cached);
    return cached;
  };
}
