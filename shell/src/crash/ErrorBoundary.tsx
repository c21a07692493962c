import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CRASH_PAGE_MESSAGE } from '@portal/contracts';
import { reportCrash } from './reportCrash.ts';

interface State {
  crashed: boolean;
}

/** Platform §2: a page crash shows the crash page with a refresh link and reports to the server. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { crashed: false };

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportCrash(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
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
}
