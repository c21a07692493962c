import { describe, expect, it } from 'vitest';
import { applyFormat, type MarkdownFormat } from './markdownFormat.ts';

/** '|' marks a caret, '[' ... ']' a selection, in both the input and the expected result. */
function run(marked: string, format: MarkdownFormat): string {
  const caret = marked.indexOf('|');
  const start = caret !== -1 ? caret : marked.indexOf('{');
  const end = caret !== -1 ? caret : marked.indexOf('}') - 1;
  const text = marked.replace(/[|{}]/g, '');
  const edit = applyFormat(text, start, end, format);
  const { text: t, selectionStart: s, selectionEnd: e } = edit;
  return s === e ? `${t.slice(0, s)}|${t.slice(s)}` : `${t.slice(0, s)}{${t.slice(s, e)}}${t.slice(e)}`;
}

describe('markdown editor toolbar: wraps or inserts around the selection', () => {
  it.each<[MarkdownFormat, string, string]>([
    ['bold', 'Bring {water} now', 'Bring **{water}** now'],
    ['bold', 'Bring {water }now', 'Bring **{water}** now'],
    ['bold', 'Bring |', 'Bring **{bold text}**'],
    ['italic', 'a {quiet} day', 'a *{quiet}* day'],
    ['italic', '|', '*{italic text}*'],
    ['link', 'see {the map} here', 'see [the map]({url}) here'],
    ['link', 'see |', 'see [link text]({url})'],
    ['link', 'at {https://example.org/x} ok', 'at [{link text}](https://example.org/x) ok'],
    ['bulletList', 'Items:\nca|nteen', 'Items:\n- ca|nteen'],
    ['bulletList', '{canteen\nboots}\nrest', '{- canteen\n- boots}\nrest'],
    ['bulletList', '{canteen\n\nboots\n}rest', '{- canteen\n\n- boots}\nrest'],
    ['bulletList', '{- canteen\n- boots}', '{canteen\nboots}'],
    ['bulletList', '- can|teen', 'can|teen'],
    ['bulletList', '|', '- |'],
  ])('%s: %j -> %j', (format, before, after) => {
    expect(run(before, format)).toBe(after);
  });
});
