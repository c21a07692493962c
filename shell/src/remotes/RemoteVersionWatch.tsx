// A remote redeployed while the page is open is served on the next navigation (runtime
// composition). On every change of path the kit compares the manifests of the remotes this page
// has loaded with the ones served now (a small no-cache fetch each). A federation container cannot
// be initialised again in place (its modules and shared scope are bound for the page's lifetime),
// so when one changed the shell loads the page again at the same URL: the new shell page fetches
// /config/remotes.json, the new manifest and the new remoteEntry.js. The shell itself is not rebuilt
// or restarted; a remote that was never loaded needs nothing (its first load reads the new manifest).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { remotesWithNewVersion } from '@portal/kit/remoteModule';

export interface RemoteVersionWatchProps {
  check?: () => Promise<string[]>;
  reload?: (href: string) => void;
}

export function RemoteVersionWatch({
  check = remotesWithNewVersion,
  reload = (href) => window.location.replace(href),
}: RemoteVersionWatchProps) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the page load itself just read every manifest
      return;
    }
    void check()
      .then((changed) => {
        if (changed.length === 0) return;
        console.info(`A new version of ${changed.join(', ')} is deployed: loading the page again.`);
        reload(window.location.href);
      })
      .catch(() => {}); // a failed check changes nothing: the page keeps what it runs
  }, [pathname]);
  return null;
}
