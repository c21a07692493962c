import { BrowserRouter } from 'react-router-dom';
import { FormFieldKeeper, SessionProvider } from '@portal/kit';
import { ErrorBoundary } from './crash/ErrorBoundary.tsx';
import { AccountGate } from './account/AccountGate.tsx';
import { SiteProvider } from './site/SiteContext.tsx';
import { DocumentTitle } from './site/DocumentTitle.tsx';
import { Frame } from './frame/Frame.tsx';
import { SessionRecheck } from './frame/SessionRecheck.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';
import { RemoteVersionWatch } from './remotes/RemoteVersionWatch.tsx';

export function App() {
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <SessionProvider>
          <AccountGate>
            <SiteProvider>
              <SessionRecheck />
              <DocumentTitle />
              <FormFieldKeeper />
              <RemoteVersionWatch />
              <Frame>
                <AppRoutes />
              </Frame>
            </SiteProvider>
          </AccountGate>
        </SessionProvider>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
