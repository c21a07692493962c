// The HTML of a markdown body written by a manager (the event's sign-up email body, events §5).
// micromark is the CommonMark parser under the kit's <Markdown> (react-markdown), so the mail reads
// as the form's preview does. Safe by its defaults: raw HTML in the text is escaped (shown, never
// interpreted) and javascript:, data:, vbscript: and other unsafe link targets are emptied.
import { micromark } from 'micromark';

export function markdownToSafeHTML(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
}
