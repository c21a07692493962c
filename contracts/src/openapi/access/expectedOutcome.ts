// What the matrix expects a role to get from a call: a pure function of the
// access table, so the full-stack test and the table test read the same decision.
import type { CallDescription } from '../types.ts';
import { ACCESS_TABLE } from './accessTable.ts';
import { viewerOf, type AccessRole } from './roles.ts';
import { ruleAllows, type AccessRule } from './rules.ts';

export type AccessOutcome = 'allowed' | 'unauthenticated' | 'forbidden';

export const callKey = (call: Pick<CallDescription, 'method' | 'path'>): string =>
  `${call.method} ${call.path}`;

/** The call's rule; throws for a call without one (the table test lists them all). */
export function accessRuleOf(call: Pick<CallDescription, 'method' | 'path'>): AccessRule {
  const found = ACCESS_TABLE[callKey(call)];
  if (!found)
    throw new Error(`no access rule for ${callKey(call)} (contracts/src/openapi/access/accessTable.ts)`);
  return found;
}

/**
 * Anonymous visitors and the other account's member (their session belongs to another account, so
 * on this host they are nobody) pass public calls only; a signed-in member of the account passes
 * what the rule allows them. Internal calls are never routed: 'forbidden' for everyone.
 */
export function expectedOutcome(
  call: Pick<CallDescription, 'method' | 'path'>,
  role: AccessRole,
): AccessOutcome {
  const accessRule = accessRuleOf(call);
  if (accessRule.kind === 'internal') return 'forbidden';
  if (accessRule.kind === 'anyone') return 'allowed';
  if (accessRule.kind === 'pendingSession') return 'unauthenticated';
  if (role === 'anonymous' || role === 'otherAccount') return 'unauthenticated';
  return ruleAllows(accessRule, viewerOf(role)) ? 'allowed' : 'forbidden';
}

/** The status a refusal of this call carries: 404 where the rule hides existence, else 403. */
export function refusalStatusOf(call: Pick<CallDescription, 'method' | 'path'>): 403 | 404 {
  const accessRule = accessRuleOf(call);
  return 'refusal' in accessRule && accessRule.refusal === 404 ? 404 : 403;
}
