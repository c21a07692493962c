// Reuses one signed context header per resolved account+session answer for up to REUSE_MS.
// Signing costs ~40 µs per request (JSON + base64url of a ~2 KB context, then the HMAC); the
// signed payload holds nothing request-specific (the request id travels in x-request-id), so a
// header signed a moment ago says exactly the same. Keyed by the cached answer object itself:
// when the context cache evicts or reloads an entry (logout, TTL), the new answer object has no
// header yet, so an ended session is never signed again from here.
import { signContext, type InternalContextResponse } from './contractsAdapter.ts';

/** How long one signed header is reused; far inside the services' 60 s freshness window. */
export const REUSE_MS = 1000;

interface Signed {
  header: string;
  issuedAt: number;
  accountID: string;
}

export function createSignedContextCache(secret: string, now: () => number = Date.now) {
  const signed = new WeakMap<InternalContextResponse, Signed>();
  return function signedContextFor(accountID: string, resolved: InternalContextResponse): string {
    const time = now();
    const hit = signed.get(resolved);
    if (hit && hit.accountID === accountID && time - hit.issuedAt < REUSE_MS && time >= hit.issuedAt) {
      return hit.header;
    }
    const header = signContext(
      {
        accountID,
        account: resolved.account,
        session: resolved.session,
        member: resolved.member,
        issuedAt: time,
      },
      secret,
    );
    signed.set(resolved, { header, issuedAt: time, accountID });
    return header;
  };
}
