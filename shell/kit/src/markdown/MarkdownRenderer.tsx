// The parser half of the kit's markdown entry, loaded on demand by Markdown.tsx so react-markdown and
// its dependencies are their own chunk in whichever bundle uses it (never in the shell's main one).
// Safe by construction: react-markdown builds React elements (no innerHTML); raw HTML in the text
// is turned into plain text (it is shown, never interpreted: no script, no handlers); every URL
// passes its defaultUrlTransform, which empties javascript:, data:, vbscript: and other unsafe
// schemes; such a link is then shown as its text only.
import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';

export interface MarkdownRendererProps {
  text: string;
  /**
   * Levels added to the text's headings ('# x' with 2 -> h3), so a heading inside a page section
   * stays below that section's own heading; capped at h6.
   */
  headingOffset?: number;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;
type HeadingProps = ComponentPropsWithoutRef<'h1'> & { node?: unknown };

function heading(level: Level, offset: number) {
  const Tag = `h${Math.min(6, level + offset)}` as `h${Level}`;
  return function Heading({ node: _node, ...props }: HeadingProps) {
    return <Tag {...props} />;
  };
}

function components(offset: number): Components {
  return {
    a: ({ href, children }) =>
      // an emptied (unsafe) or missing target: the words stay, the link goes
      href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <span>{children}</span>
      ),
    h1: heading(1, offset),
    h2: heading(2, offset),
    h3: heading(3, offset),
    h4: heading(4, offset),
    h5: heading(5, offset),
    h6: heading(6, offset),
  };
}

const noOffset = components(0);

export default function MarkdownRenderer({ text, headingOffset = 0 }: MarkdownRendererProps) {
  return (
    <ReactMarkdown skipHtml={false} components={headingOffset === 0 ? noOffset : components(headingOffset)}>
      {text}
    </ReactMarkdown>
  );
}
