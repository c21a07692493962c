// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DriveFileInputProps } from '@portal/kit/driveFileInput';
import { FILES_FALLBACK_NOTE, FilesField } from './FilesField.tsx';
import { fromLocalInput, TimeInput, toLocalInput } from '../inputs/formInputs.tsx';

afterEach(cleanup);

function FakeDriveInput({ label, value, onChange }: DriveFileInputProps) {
  return (
    <button type="button" onClick={() => onChange([...value, 'file-2'])}>
      {label}: {value.join(',')}
    </button>
  );
}

describe('events §2 File Attachments', () => {
  it("uses mfe-drive's FileInput when it loads (value in, chosen ids out)", async () => {
    let ids: string[] = [];
    render(
      <FilesField
        value={['file-1']}
        onChange={(v) => (ids = v)}
        load={() => Promise.resolve(FakeDriveInput)}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Event files: file-1' }));
    expect(ids).toEqual(['file-1', 'file-2']);
  });

  it('falls back to a typed list of ids when the drive cannot be loaded', async () => {
    let ids: string[] = [];
    render(
      <FilesField value={[]} onChange={(v) => (ids = v)} load={() => Promise.reject(new Error('offline'))} />,
    );
    const area = await screen.findByLabelText('Event file IDs');
    expect(screen.getByText(FILES_FALLBACK_NOTE)).toBeDefined();
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    fireEvent.change(area, { target: { value: `${a}\n\n${b} ` } });
    expect(ids).toEqual([a, b]);
    fireEvent.change(area, { target: { value: `${a}\nnot-an-id` } });
    expect(screen.getByText('Invalid file ID')).toBeDefined();
    expect(ids).toEqual([a, b]);
  });
});

describe('events §5 time picker', () => {
  it('reads the picker as America/New_York wall time on the 15-minute grid, across DST', () => {
    expect(fromLocalInput('01/15/2026 09:08')).toBe(Date.UTC(2026, 0, 15, 14, 15));
    expect(fromLocalInput('07/15/2026 09:07')).toBe(Date.UTC(2026, 6, 15, 13, 0));
    expect(toLocalInput(Date.UTC(2026, 0, 15, 14, 15))).toBe('01/15/2026 09:15');
    expect(fromLocalInput('')).toBeNull();
  });

  it('steps by 15 minutes (ArrowUp, ArrowDown) and shows the zone note when the zones differ', () => {
    const changes: Array<number | null> = [];
    const at = Date.UTC(2026, 0, 15, 14, 15);
    render(<TimeInput label="Meet" value={at} onChange={(ms) => changes.push(ms)} />);
    fireEvent.keyDown(screen.getByLabelText('Meet'), { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByLabelText('Meet'), { key: 'ArrowDown' });
    expect(changes).toEqual([at + 15 * 60_000, at - 15 * 60_000]);
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const note = screen.queryByText(/^Times are entered in America\/New_York/);
    // the note depends on the machine's zone: present unless it already keeps New York time
    if (local === 'America/New_York') expect(note).toBeNull();
    else expect(note?.textContent).toContain('09:15');
  });
});
