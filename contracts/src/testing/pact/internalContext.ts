// The signed context header of a service-to-service pact. The example is fixed, so the pact file does
// not change from run to run; its signature cannot match the provider's secret, so the provider's
// request filter re-signs it (account md001).
import { regex } from '@pact-foundation/pact/src/v3/matchers.js';
import { CONTEXT_HEADER } from '../../headers.ts';
import { signContext } from '../../server/context.ts';

const EXAMPLE_CONTEXT = signContext(
  { accountID: 'md001', account: null, session: null, member: null, issuedAt: 1_800_000_000_000 },
  'example-secret',
);

/** The context header of an internal call: a signed context of md001, matched by its form. */
export const internalContextHeader = {
  [CONTEXT_HEADER]: regex('^[A-Za-z0-9_-]+\\.[0-9a-f]{64}$', EXAMPLE_CONTEXT),
};
