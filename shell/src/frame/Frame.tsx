import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Header } from './Header.tsx';
import { SideNav } from './SideNav.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { isEmbedded } from './embed.ts';
import { GlobalNotificationBanner } from '../notifications/GlobalNotificationBanner.tsx';
import { UnreadCountsProvider } from '../notifications/UnreadCounts.tsx';

/** The page frame of platform §2; embed mode shows only the content. */
export function Frame({ children }: { children: ReactNode }) {
  const { search } = useLocation();
  if (isEmbedded(search)) {
    return (
      <main className="embedded-main" id="main">
        {children}
      </main>
    );
  }
  // the side menu and the home page share one read of the unread counts
  return (
    <UnreadCountsProvider>
      <div className="site" id="top" tabIndex={-1}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header />
        <GlobalNotificationBanner />
        <div className="site-body">
          <SideNav />
          <main className="site-main" id="main" tabIndex={-1}>
            <Breadcrumbs />
            <div className="page">{children}</div>
          </main>
        </div>
        <Footer />
      </div>
    </UnreadCountsProvider>
  );
}
