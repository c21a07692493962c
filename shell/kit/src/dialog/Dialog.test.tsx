// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogButtonSet } from './Dialog.tsx';

// The backdrop is the dialog box's parent; its inline opacity/transition is the fade.
function backdrop(): HTMLElement {
  const box = screen.getByRole('dialog');
  if (!box.parentElement) throw new Error('dialog has no backdrop');
  return box.parentElement;
}

function buttonNames(): string[] {
  return screen.getAllByRole('button').map((b) => b.textContent ?? '');
}

describe('Dialog (platform §2: modal with OK, OK/Cancel, Yes/No/Cancel or custom buttons)', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title, showing its body', () => {
    render(
      <Dialog open title="Delete file" onResult={() => undefined}>
        Are you sure?
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete file' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Are you sure?');
  });

  it.each<[DialogButtonSet, string[]]>([
    ['OK', ['OK']],
    ['OK_CANCEL', ['OK', 'Cancel']],
    ['YES_NO', ['Yes', 'No']],
    ['YES_NO_CANCEL', ['Yes', 'No', 'Cancel']],
  ])('preset %s shows the buttons %j and each reports its own result', (set, names) => {
    const onResult = vi.fn();
    render(<Dialog open title="Question" buttons={set} onResult={onResult} />);
    expect(buttonNames()).toEqual(names);
    for (const name of names) fireEvent.click(screen.getByRole('button', { name }));
    expect(onResult.mock.calls.map((c) => c[0])).toEqual(names.map((n) => n.toLowerCase()));
  });

  it('custom buttons show their labels, report their values, and a disabled one cannot be pressed', () => {
    const onResult = vi.fn();
    render(
      <Dialog
        open
        title="Save changes"
        buttons={[
          { label: 'Save', value: 'save', primary: true },
          { label: 'Discard', value: 'discard' },
          { label: 'Later', value: 'later', disabled: true },
        ]}
        onResult={onResult}
      />,
    );
    expect(buttonNames()).toEqual(['Save', 'Discard', 'Later']);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onResult.mock.calls).toEqual([['discard']]);
    expect((screen.getByRole('button', { name: 'Later' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Escape and a click on the backdrop dismiss with cancel (ok for an OK-only dialog)', () => {
    const onResult = vi.fn();
    const { rerender } = render(<Dialog open title="Q" buttons="YES_NO_CANCEL" onResult={onResult} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(backdrop());
    // A press inside the box is not a backdrop click.
    fireEvent.mouseDown(screen.getByRole('dialog'));
    rerender(<Dialog open title="Q" buttons="OK" onResult={onResult} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onResult.mock.calls).toEqual([['cancel'], ['cancel'], ['ok']]);
  });

  it.each([
    [
      [
        { label: 'Yes', value: 'yes', primary: true },
        { label: 'No', value: 'no' },
      ],
      'no',
    ],
    [
      [
        { label: 'Delete', value: 'delete', primary: true },
        { label: 'Keep', value: 'keep' },
      ],
      'cancel',
    ],
    [
      [
        { label: 'Remove', value: 'remove', primary: true },
        { label: 'Cancel', value: 'cancel' },
      ],
      'cancel',
    ],
    [[{ label: 'Close', value: 'close' }], 'close'],
  ])('dismissing a dialog never answers its confirming button: %j gives %s', (buttons, expected) => {
    const onResult = vi.fn();
    render(<Dialog open title="Q" buttons={buttons} onResult={onResult} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.mouseDown(backdrop());
    expect(onResult.mock.calls).toEqual([[expected], [expected]]);
  });

  it('the YES_NO preset is dismissed with no', () => {
    const onResult = vi.fn();
    render(<Dialog open title="Q" buttons="YES_NO" onResult={onResult} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onResult.mock.calls).toEqual([['no']]);
  });

  it('keyboard (WCAG 2.1.2, 2.4.3): Tab past the last button goes to the first control and Shift+Tab back; focus returns to the opener on close', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Open';
    document.body.append(opener);
    opener.focus();
    const onResult = vi.fn();
    const { rerender } = render(
      <Dialog open title="Rename" buttons="OK_CANCEL" onResult={onResult}>
        <input aria-label="Name" />
      </Dialog>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    // a Tab in the middle is the browser's own
    name.focus();
    fireEvent.keyDown(name, { key: 'Tab' });
    expect(document.activeElement).toBe(name);

    rerender(
      <Dialog open={false} title="Rename" buttons="OK_CANCEL" onResult={onResult}>
        <input aria-label="Name" />
      </Dialog>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('Escape in a dialog inside another closes only the inner one', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Dialog open title="Outer" buttons="OK" onResult={outer}>
        <Dialog open title="Inner" buttons="OK_CANCEL" onResult={inner} />
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Inner' }), { key: 'Escape' });
    expect(inner.mock.calls).toEqual([['cancel']]);
    expect(outer).not.toHaveBeenCalled();
  });

  it('a closed dialog renders nothing', () => {
    render(<Dialog open={false} title="Hidden" onResult={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('modal lists overflow at 400 or 750 px (platform §2)', () => {
    render(
      <Dialog open title="Members" maxBodyHeight={750} onResult={() => undefined}>
        <ul>
          <li>One</li>
        </ul>
      </Dialog>,
    );
    const body = screen.getByRole('list').parentElement as HTMLElement;
    expect(body.style.maxHeight).toBe('750px');
    expect(body.style.overflowY).toBe('auto');
  });
});

describe('Dialog fade (platform §2: fade 250 ms in, 150 ms out)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fades in over 250 ms: starts transparent, then opaque with a 250 ms opacity transition, focusing the first button', () => {
    render(<Dialog open title="Hello" buttons="OK_CANCEL" onResult={() => undefined} />);
    expect(backdrop().style.opacity).toBe('0');
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(backdrop().style.opacity).toBe('1');
    expect(backdrop().style.transition).toBe('opacity 250ms ease');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('a dialog that asks for a value focuses its first field on open, not the OK button', () => {
    render(
      <Dialog open title="Change job" buttons="OK_CANCEL" onResult={() => undefined}>
        <label>
          Job <input defaultValue="Safety" />
        </label>
      </Dialog>,
    );
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Job' }));
  });

  it('fades out over 150 ms: stays on screen transparent for 150 ms, then is removed', () => {
    const { rerender } = render(<Dialog open title="Bye" onResult={() => undefined} />);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    rerender(<Dialog open={false} title="Bye" onResult={() => undefined} />);
    expect(backdrop().style.opacity).toBe('0');
    expect(backdrop().style.transition).toBe('opacity 150ms ease');
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.getByRole('dialog', { name: 'Bye' })).toBeInstanceOf(HTMLElement);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
