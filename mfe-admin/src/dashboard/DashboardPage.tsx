// /admin: platform §2 "Dashboard widgets" — signed-in only, otherwise 'Please sign in'.
import { RequireSignIn } from '@portal/kit';
import { DashboardView } from './DashboardView.tsx';
import { useAccountType } from './useAccountType.ts';
import { viewerFromMember, type SessionMemberLike } from './viewer.ts';
import { memberDisplayName, isPrivilegedUser } from './member.ts';

function SignedInDashboard({ member }: { member: SessionMemberLike }) {
  const accountType = useAccountType();
  const viewer = viewerFromMember(member, accountType, isPrivilegedUser(member));
  return <DashboardView viewer={viewer} memberName={memberDisplayName(member)} />;
}

export function DashboardPage() {
  return <RequireSignIn>{(member) => <SignedInDashboard member={member} />}</RequireSignIn>;
}
