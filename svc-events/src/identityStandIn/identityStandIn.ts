// Tests only: what every stand-in for svc-identity's internal calls shares (src/*/testing.ts). The
// real clients are built over the stand-in's fetch with a secret of its own, and the stand-in
// answers only the account of the signed context a call carries, as svc-identity does.
import { CONTEXT_HEADER, verifyContext, type IdentityClientOptions } from '@portal/contracts/server';

export function identityStandIn(secret: string) {
  return {
    /** The signed context's account, or null when the call carries none (or a bad one). */
    accountOf: (init: RequestInit | undefined): string | null =>
      verifyContext(new Headers(init?.headers).get(CONTEXT_HEADER), secret)?.accountID ?? null,
    /** A real client's options, fetching through the stand-in. */
    clientOptions: (fetchStandIn: typeof fetch): IdentityClientOptions => ({
      identityUrl: 'http://svc-identity.test',
      contextSecret: secret,
      fetch: fetchStandIn,
    }),
  };
}
