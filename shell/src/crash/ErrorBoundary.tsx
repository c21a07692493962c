import type { ReactNode } from 'react';
import { CRASH_PAGE_MESSAGE } from '@portal/contracts';
import { CrashBoundary } from './CrashBoundary.tsx';

/** Platform §2: a page crash shows the crash page with a refresh link and reports to the server. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return <CrashBoundary fallback={() => <CrashPage />}>{children}</CrashBoundary>;
}

function CrashPage() {
  return (
    <main className="standalone-message crash-page" id="main">
      <h1>{CRASH_PAGE_MESSAGE}</h1>
      <p>The problem has been reported to the site's administrators.</p>
      <p>
        <a
          href={window.location.href}
          onClick={(e) => {
            e.preventDefault();
            window.location.reload();
          }}
        >
          Refresh the page
        </a>
      </p>
    </main>
  );
}
