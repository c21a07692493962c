// /admin: platform §2 "Dashboard widgets" — signed-in only, otherwise 'Please sign in'.
import { RequireSignIn, useSession } from '@portal/kit';
import { DashboardView } from './DashboardView.tsx';
import { useAccountType } from './useAccountType.ts';
import { viewerFromMember, type SessionMemberLike } from './viewer.ts';
import { memberDisplayName } from './member.ts';

function SignedInDashboard({ member }: { member: SessionMemberLike }) {
  const accountType = useAccountType();
  // The session check tells whether this is the privileged site user (super user, §6).
  const { superUser } = useSession();
  const viewer = viewerFromMember(member, accountType, superUser);
  return <DashboardView viewer={viewer} memberName={memberDisplayName(member)} />;
}

export function DashboardPage() {
  return <RequireSignIn>{(member) => <SignedInDashboard member={member} />}</RequireSignIn>;
}
