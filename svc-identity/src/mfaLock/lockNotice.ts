// Tells a member by email that their multi-factor sign-in was locked after wrong codes: someone
// who knows their password may be guessing codes. One mail per lock: the job id names the lock.
import type { MemberReference } from '@portal/contracts';
import { displayName, primaryEmail } from '../account/memberEmails.ts';
import { baseURLFor } from '../account/requestFlows.ts';
import type { ServiceDeps } from '../deps.ts';
import { accountNoticeEmail } from '../email/jobs.ts';
import { loadMember } from '../members/repository.ts';

export async function sendMfaLockNotice(
  deps: ServiceDeps,
  lock: {
    accountID: string;
    loginID: number;
    member: MemberReference;
    lockedUntil: number;
    retryAfterSeconds: number;
  },
): Promise<void> {
  const member = await loadMember(deps.pool, lock.accountID, lock.member, deps.clock());
  const to = member ? primaryEmail(member) : null;
  if (!member || !to) return;
  const minutes = Math.ceil(lock.retryAfterSeconds / 60);
  const notice = accountNoticeEmail({
    accountID: lock.accountID,
    to,
    memberName: displayName(member),
    baseURL: baseURLFor(deps, lock.accountID),
    noticeID: `mfalocked-${lock.accountID}-${lock.loginID}-${lock.lockedUntil}`,
    title: 'Multi-factor sign-in locked after wrong codes',
    text: `Your password was entered correctly, then wrong multi-factor codes were given several times, so multi-factor sign-in to your account is locked for ${minutes} minutes. If this was not you, someone knows your password: change it at once and tell your unit administrator.`,
    path: '/passwordreset',
  });
  // the lock already holds: a queue hiccup must not turn the refusal into an error
  await deps
    .enqueueEmail(notice)
    .catch((err: unknown) =>
      deps.logger.error({ err, accountID: lock.accountID }, 'MFA lock notice not queued'),
    );
}
