// Platform §2 route /debug, "Raw member data page": the signed-in member's data as the session
// check gives it, pretty-printed JSON; 'Please sign in' without a member.
import { adoptStyles, Loader, PleaseSignIn, useSession } from '@portal/kit';
import membersCss from './members.css?raw';

adoptStyles('mfe-admin-members', membersCss);

export function DebugPage() {
  const { status, member } = useSession();
  if (status === 'LOADING') return <Loader />;
  if (!member) return <PleaseSignIn />;
  return (
    <div className="mem-debug">
      <h1>Raw member data</h1>
      <pre aria-label="Member data">{JSON.stringify(member, null, 2)}</pre>
    </div>
  );
}
