import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FormFieldKeeper, SessionProvider } from '@portal/kit';
import { ErrorBoundary } from './crash/ErrorBoundary.tsx';
import { AccountGate } from './account/AccountGate.tsx';
import { SiteProvider } from './site/SiteContext.tsx';
import { DocumentTitle } from './site/DocumentTitle.tsx';
import { Frame } from './frame/Frame.tsx';
import { ScrollToTopOnPageChange } from './frame/ScrollToTopOnPageChange.tsx';
import { SessionRecheck } from './frame/SessionRecheck.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { RemoteVersionWatch } from './remotes/RemoteVersionWatch.tsx';

function Site() {
  return (
    <SessionProvider>
      <AccountGate>
        <SiteProvider>
          <SessionRecheck />
          <ScrollToTopOnPageChange />
          <DocumentTitle />
          <FormFieldKeeper />
          <RemoteVersionWatch />
          <Frame>
            <AppRoutes />
          </Frame>
        </SiteProvider>
      </AccountGate>
    </SessionProvider>
  );
}

// A data router (one catch-all route; the pages' own <Routes> sit inside) so that forms can use
// react-router's blocker to ask before unsaved changes are lost. The boundary sits inside the route
// too, so a crash shows the shell's crash page rather than the router's default error element.
const siteRoutes = [
  {
    path: '*',
    element: (
      <ErrorBoundary>
        <Site />
      </ErrorBoundary>
    ),
  },
];

export function App() {
  const [router] = useState(() => createBrowserRouter(siteRoutes));
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
    </ErrorBoundary>
  );
}
