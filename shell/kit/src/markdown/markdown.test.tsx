// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './index.ts';

afterEach(cleanup);

/** Renders and waits for the lazily loaded parser (the plain-text fallback has no <strong>). */
async function show(text: string, headingOffset?: number) {
  const view = render(<Markdown text={`**ready**\n\n${text}`} headingOffset={headingOffset} />);
  expect((await screen.findByText('ready')).tagName).toBe('STRONG');
  return view.container;
}

describe('kit <Markdown>: the one safe markdown renderer (events §2 "comments (markdown)")', () => {
  it('renders emphasis, bulleted lists and links; links open in a new tab with rel="noopener noreferrer"', async () => {
    const root = await show('Some *italic* text.\n\n- Canteen\n- Boots\n\n[Site](https://example.org/a)');
    expect(screen.getByText('italic').tagName).toBe('EM');
    const items = root.querySelectorAll('ul > li');
    expect([...items].map((li) => li.textContent)).toEqual(['Canteen', 'Boots']);
    const link = screen.getByRole('link', { name: 'Site' });
    expect(link.getAttribute('href')).toBe('https://example.org/a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('raw HTML is shown as text, never interpreted (no script, no element, no handler)', async () => {
    const html = '<script>window.hacked = true</script>';
    const root = await show(`${html}\n\nA <img src=x onerror="window.hacked=true"> picture`);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain(html);
    expect(root.textContent).toContain('<img src=x onerror="window.hacked=true">');
  });

  it('unsafe link schemes are dropped: javascript:, data:, vbscript: keep their words, lose the link', async () => {
    const root = await show(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(1)) [three](data:text/html,x) [four](vbscript:x) [safe](mailto:a@example.org)',
    );
    for (const words of ['one', 'two', 'three', 'four']) {
      const shown = screen.getByText(words);
      expect(shown.tagName).toBe('SPAN');
      expect(shown.closest('a')).toBeNull();
    }
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:a@example.org',
    ]);
  });

  it('headings move down by headingOffset (capped at h6) so they stay below the page section heading', async () => {
    await show('# Top\n\n###### Deep', 2);
    expect(screen.getByRole('heading', { name: 'Top' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Deep' }).tagName).toBe('H6');
  });

  it('wraps the text in a <div> of the class given, keeping its words', () => {
    const { container } = render(<Markdown text={'line one\nline two'} className="evt-markdown" />);
    const wrapper = container.firstElementChild!;
    expect(wrapper.className).toBe('evt-markdown');
    expect(wrapper.textContent).toBe('line one\nline two');
  });
});
