// '@portal/kit/markdown': a separate kit entry (not re-exported from '@portal/kit'), so only the
// parts that show markdown bundle it, and the parser itself stays a lazily loaded chunk.
export { Markdown, preloadMarkdown, type MarkdownProps } from './Markdown.tsx';
