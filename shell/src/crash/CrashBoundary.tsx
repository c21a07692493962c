import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from './reportCrash.ts';

export interface CrashBoundaryProps {
  children: ReactNode;
  /** Shown in place of the children after a crash; `reset` renders them again. */
  fallback(reset: () => void): ReactNode;
}

/** Keeps a crash below it in its place: shows `fallback` and reports the crash to the server. */
export class CrashBoundary extends Component<CrashBoundaryProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportCrash(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return this.props.fallback(() => this.setState({ crashed: false }));
  }
}
