// A change-log note's markdown, rendered safely: react-markdown builds React elements (no
// innerHTML), raw HTML in the text is not interpreted (it shows as text: no script, no handlers),
// and link targets pass its URL filter (javascript: and other unsafe schemes are dropped).
// Loaded on demand (React.lazy in ChangelogView), so the markdown parser is its own chunk.
import ReactMarkdown from 'react-markdown';

export default function Markdown({ text }: { text: string }) {
  return (
    <ReactMarkdown
      skipHtml={false}
      components={{
        // links in notes open safely in a new tab
        a: ({ href, children }) => (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ),
      }}
    >
      {text}
    </ReactMarkdown>
  );
}
