// /admin: platform §2 "Dashboard widgets" — signed-in only, otherwise 'Please sign in'.
import { mayCreateEventAccount } from '@portal/contracts';
import { RequireSignIn, useSession, type SessionMember } from '@portal/kit';
import { DashboardView } from './DashboardView.tsx';
import { useAccount } from './useAccountType.ts';
import { viewerFromMember } from './viewer.ts';
import { memberDisplayName } from './member.ts';

function SignedInDashboard({ member }: { member: SessionMember }) {
  const account = useAccount();
  // The session check tells whether this is the privileged site user (super user, §6).
  const { superUser } = useSession();
  const viewer = viewerFromMember(member, account?.type ?? null, superUser);
  // §6 event account creation exactly (duty counted if unit-level or in the account's org ids)
  const eventAccounts = superUser || (account !== null && mayCreateEventAccount(member, account, []));
  return (
    <DashboardView
      viewer={viewer}
      memberName={memberDisplayName(member)}
      mayCreateEventAccount={eventAccounts}
    />
  );
}

export function DashboardPage() {
  return <RequireSignIn>{(member) => <SignedInDashboard member={member} />}</RequireSignIn>;
}
