// A box of text that a click selects entirely (platform §2 "output box (400 px) … click selects
// the text"), so the addresses can be copied in one go. Keyboard users focus it and press Enter or
// Space; the box is also an ordinary selectable region for Ctrl+A inside it.
import { useRef } from 'react';

export function SelectableTextBox({ label, text, testId }: { label: string; text: string; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const selectAll = () => {
    const node = box.current;
    const selection = typeof window === 'undefined' ? null : window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  return (
    <div
      ref={box}
      className="adm-es-box"
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      onClick={selectAll}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          selectAll();
        }
      }}
    >
      {text}
    </div>
  );
}
