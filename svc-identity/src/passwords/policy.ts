// The password policy lives in contracts (one source of truth for browser and server).
import { isPasswordValid, PASSWORD_POLICY_EFFECTIVE as EFFECTIVE_MS } from '@portal/contracts';

export const passwordMeetsPolicy = isPasswordValid;
/** §5: the policy is effective January 1st 2024; older passwords must be replaced. */
export const PASSWORD_POLICY_EFFECTIVE = new Date(EFFECTIVE_MS);
