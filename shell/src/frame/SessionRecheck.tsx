import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@portal/kit';

/** Platform §4: the session is re-checked whenever a signed-in member changes path or hash. */
export function SessionRecheck() {
  const { pathname, hash } = useLocation();
  const { member, refresh } = useSession();
  const first = useRef(true);
  const signedIn = member !== null;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (signedIn) void refresh();
    // Only a change of place triggers the check, not a change of member.
  }, [pathname, hash]);
  return null;
}
