// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownEditor } from './MarkdownEditor.tsx';

afterEach(cleanup);

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MarkdownEditor label="Comments" value={value} onChange={setValue} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

const area = () => screen.getByLabelText('Comments') as HTMLTextAreaElement;
const stored = () => screen.getByTestId('stored').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });

function select(start: number, end: number) {
  area().focus();
  area().setSelectionRange(start, end);
}

describe('events §2 "The form offers markdown editors for comments, member comments and the sign-up email body"', () => {
  it('is a labelled text area with Write / Preview tabs (aria-selected) and a labelled formatting toolbar', () => {
    render(<Harness initial="" />);
    expect(area().tagName).toBe('TEXTAREA');
    const tabs = within(screen.getByRole('tablist', { name: 'Comments: write or preview' })).getAllByRole(
      'tab',
    );
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Write', 'true'],
      ['Preview', 'false'],
    ]);
    const toolbar = screen.getByRole('toolbar', { name: 'Comments: formatting' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['Bold', 'Italic', 'Link', 'Bulleted list']);
    // one tab stop in the toolbar
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.tabIndex),
    ).toEqual([0, -1, -1, -1]);
  });

  it('the toolbar wraps the selection: bold, italic, link; the wrapped words stay selected', () => {
    render(<Harness initial="Bring water now" />);
    select(6, 11);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(stored()).toBe('Bring **water** now');
    expect([area().selectionStart, area().selectionEnd]).toEqual([8, 13]);
    fireEvent.click(screen.getByRole('button', { name: 'Italic' }));
    expect(stored()).toBe('Bring ***water*** now');
    select(0, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(stored()).toBe('[Bring](url) ***water*** now');
    // 'url' is selected, to type the address over
    expect(area().value.slice(area().selectionStart, area().selectionEnd)).toBe('url');
  });

  it('the bulleted list button makes the selected lines list items; Ctrl+B bolds from the keyboard', () => {
    render(<Harness initial={'canteen\nboots'} />);
    select(0, 13);
    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(stored()).toBe('- canteen\n- boots');
    select(2, 9);
    fireEvent.keyDown(area(), { key: 'b', ctrlKey: true });
    expect(stored()).toBe('- **canteen**\n- boots');
  });

  it('Preview shows the text rendered by the safe renderer; Write brings the text area back', async () => {
    render(<Harness initial={'Bring **water**\n\n- canteen\n\n<i>raw</i>'} />);
    fireEvent.click(tab('Preview'));
    expect(tab('Preview').getAttribute('aria-selected')).toBe('true');
    expect(tab('Write').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    expect((await within(panel).findByText('water')).tagName).toBe('STRONG');
    expect(within(panel).getByText('canteen').tagName).toBe('LI');
    expect(panel.querySelector('i')).toBeNull();
    expect(panel.textContent).toContain('<i>raw</i>');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(area().closest('[hidden]')).not.toBeNull();
    fireEvent.click(tab('Write'));
    expect(area().closest('[hidden]')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Comments: formatting' })).toBeDefined();
  });

  it("arrow keys move between the tabs and select them; an empty preview says 'Nothing to preview'", () => {
    render(<Harness initial="" />);
    tab('Write').focus();
    fireEvent.keyDown(tab('Write'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Preview'));
    expect(tab('Preview').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Nothing to preview')).toBeDefined();
    fireEvent.keyDown(tab('Preview'), { key: 'ArrowLeft' });
    expect(tab('Write').getAttribute('aria-selected')).toBe('true');
  });
});
