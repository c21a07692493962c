// <Markdown text="..."/>: the one safe markdown renderer of the portal (event comments, the sign-up
// email preview, change-log notes). The parser (MarkdownRenderer.tsx, react-markdown) is loaded
// with React.lazy on first use, so it is a separate chunk. Until it has loaded, and if loading it
// fails (network), the text is shown as it was typed with its line breaks: the words are always
// there and a failed chunk never takes the page down.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { MarkdownRendererProps } from './MarkdownRenderer.tsx';

const load = () => import('./MarkdownRenderer.tsx');
const MarkdownRenderer = lazy(load);

export interface MarkdownProps extends MarkdownRendererProps {
  /** Class of the wrapping <div> (default 'kit-markdown'). */
  className?: string;
}

function PlainText({ text }: { text: string }) {
  return <div style={{ whiteSpace: 'pre-line' }}>{text}</div>;
}

class PlainOnError extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PlainText text={this.props.text} /> : this.props.children;
  }
}

export function Markdown({ text, headingOffset, className = 'kit-markdown' }: MarkdownProps) {
  return (
    <div className={className}>
      <PlainOnError text={text}>
        <Suspense fallback={<PlainText text={text} />}>
          <MarkdownRenderer text={text} headingOffset={headingOffset} />
        </Suspense>
      </PlainOnError>
    </div>
  );
}

/** Starts loading the parser ahead of need (an editor, before its Preview tab is chosen). */
export function preloadMarkdown(): void {
  load().catch(() => undefined); // a failure shows again, and falls back, when rendering
}
