// Impersonation (su) for the privileged user: become this member, then re-authorise from the
// session check (platform §7: "re-authorises the user from the response of the session check
// after ... impersonation (su)").
import type { Member } from '@portal/contracts';
import { useSession } from '@portal/kit';
import { useState } from 'react';
import { signInAs } from './memberCalls.ts';
import { Alert } from '../pageState/Alert.tsx';

export function SignInAsButton({ member }: { member: Member }) {
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInAs(member);
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span>
      <button
        type="button"
        className="kit-button"
        disabled={busy}
        aria-label={`Sign in as ${member.nameFirst} ${member.nameLast}`}
        onClick={() => void onClick()}
      >
        Sign in as
      </button>
      <Alert message={error} className="mem-error" as="span" />
    </span>
  );
}
