// A remote's standalone page for its own team's development: the same App the shell mounts,
// wrapped in the providers the shell would give it (session, router and the account's time zone).
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
// By package name, not a relative path: the remote's build shares '@portal/kit' as a singleton, and
// App's useSession() must read the same SessionProvider module this page mounts.
import { AccountZoneProvider, SessionProvider, useAccountZone } from '@portal/kit';

/** The account's zone for the page's times, as the shell gives it (loaded from the registry). */
function AccountZone({ children }: { children: ReactNode }) {
  return <AccountZoneProvider zone={useAccountZone()}>{children}</AccountZoneProvider>;
}

export function mountStandalone(App: ComponentType): void {
  const container = document.createElement('div');
  document.body.append(container);
  // a data router, as the shell's, so a page's unsaved-changes guard can block moves here too
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <AccountZone>
          <RouterProvider router={router} />
        </AccountZone>
      </SessionProvider>
    </StrictMode>,
  );
}
