// What the markdown editor's toolbar does to the text: pure functions of (text, selection), so the
// component only applies the result and puts the selection back. Each returns the new text and the
// new selection: the words the user had selected (or a placeholder to type over).

export type MarkdownFormat = 'bold' | 'italic' | 'link' | 'bulletList';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export const FORMAT_PLACEHOLDERS = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
  url: 'url',
};

/**
 * Wraps the selection in `before`/`after`. Spaces at the selection's ends stay outside the markers
 * ('**word **' is not bold in markdown; a double click often selects the trailing space).
 */
function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string) {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from]!)) from += 1;
  while (to > from && /\s/.test(text[to - 1]!)) to -= 1;
  const words = text.slice(from, to) || placeholder;
  return {
    text: text.slice(0, from) + before + words + after + text.slice(to),
    selectionStart: from + before.length,
    selectionEnd: from + before.length + words.length,
  };
}

/** '[words](url)': the selection becomes the link text and 'url' is selected to type the address
 * over; a selected address becomes the target and 'link text' is selected instead. */
function link(text: string, start: number, end: number): TextEdit {
  const selected = text.slice(start, end).trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(selected)) {
    const inserted = `[${FORMAT_PLACEHOLDERS.link}](${selected})`;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      selectionStart: start + 1,
      selectionEnd: start + 1 + FORMAT_PLACEHOLDERS.link.length,
    };
  }
  const edit = wrap(text, start, end, '[', '](', FORMAT_PLACEHOLDERS.link);
  const urlStart = edit.selectionEnd + 2;
  return {
    text: edit.text.slice(0, urlStart) + FORMAT_PLACEHOLDERS.url + ')' + edit.text.slice(urlStart),
    selectionStart: urlStart,
    selectionEnd: urlStart + FORMAT_PLACEHOLDERS.url.length,
  };
}

const BULLET = '- ';

/**
 * Every line the selection touches becomes a '- ' item (blank lines stay blank); if all of them
 * already are items the markers are taken off again, so the button toggles.
 */
function bulletList(text: string, start: number, end: number): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  // a selection ending just after a line break does not take in the next line
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const newline = text.indexOf('\n', last);
  const lineEnd = newline === -1 ? text.length : newline;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const filled = lines.filter((line) => line.trim() !== '');
  const remove = filled.length > 0 && filled.every((line) => line.startsWith(BULLET));
  const changed = lines.map((line) => {
    if (remove) return line.startsWith(BULLET) ? line.slice(BULLET.length) : line;
    return line.trim() === '' && lines.length > 1 ? line : BULLET + line;
  });
  const block = changed.join('\n');
  const result = text.slice(0, lineStart) + block + text.slice(lineEnd);
  // a caret on one line stays a caret (after the marker); a selection covers the changed lines
  if (start === end && lines.length === 1) {
    const caret = Math.max(lineStart, start + (block.length - (lineEnd - lineStart)));
    return { text: result, selectionStart: caret, selectionEnd: caret };
  }
  return { text: result, selectionStart: lineStart, selectionEnd: lineStart + block.length };
}

export function applyFormat(text: string, start: number, end: number, format: MarkdownFormat): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  switch (format) {
    case 'bold':
      return wrap(text, from, to, '**', '**', FORMAT_PLACEHOLDERS.bold);
    case 'italic':
      return wrap(text, from, to, '*', '*', FORMAT_PLACEHOLDERS.italic);
    case 'link':
      return link(text, from, to);
    case 'bulletList':
      return bulletList(text, from, to);
  }
}
