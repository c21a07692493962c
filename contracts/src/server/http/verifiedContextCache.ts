// The gateway signs one context header per session and reuses it for a while, so a service sees
// the same header string on request after request. Decoding it (base64, JSON, the schema) is most
// of the check's cost; this remembers the decoded context per exact header string. The signature
// and the age are still judged on every request, so a key dropped from rotation or an expired
// header is refused as before.
import type { RequestContext } from '../../entities/context.ts';
import { contextIsFresh, contextSignatureValid, verifyContext, type ContextSecret } from '../context.ts';

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
    if (!contextSignatureValid(header, secret)) return null;
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
