// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriveFileInputProps } from '@portal/kit/driveFileInput';
import { FAVICON_FALLBACK_NOTE, FaviconField } from './FaviconField.tsx';

vi.mock('@portal/kit/driveFileInput', () => ({
  loadDriveFileInput: () => Promise.reject(new Error('unused')),
}));

afterEach(cleanup);

const seen: DriveFileInputProps[] = [];
function FakeDriveInput(props: DriveFileInputProps) {
  seen.push(props);
  return (
    <button
      type="button"
      onClick={() => props.onChange([...props.value, 'a0000000000000000000000000000001'])}
    >
      {props.label}: {props.value.join(',') || 'none'}
    </button>
  );
}

describe('platform §2 site configuration: the favicon field', () => {
  it("uses mfe_drive's file input, single, filtered to .png, .ico and .jpg (isValidFaviconName)", async () => {
    const onChange = vi.fn();
    render(<FaviconField value={null} onChange={onChange} load={() => Promise.resolve(FakeDriveInput)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Favicon: none' }));
    expect(onChange).toHaveBeenCalledWith('a0000000000000000000000000000001');
    const props = seen[seen.length - 1]!;
    expect(props.single).toBe(true);
    expect(
      ['icon.png', 'icon.ico', 'icon.jpg', 'icon.gif', 'icon.png.txt'].map((fileName) =>
        props.filter!({ fileName }),
      ),
    ).toEqual([true, true, true, false, false]);
  });

  it('falls back to a typed file id when mfe_drive cannot be loaded', async () => {
    const onChange = vi.fn();
    render(<FaviconField value={null} onChange={onChange} load={() => Promise.reject(new Error('502'))} />);
    const input = await screen.findByLabelText('Favicon file ID');
    expect(screen.getByText(FAVICON_FALLBACK_NOTE)).toBeDefined();
    fireEvent.change(input, { target: { value: ' a0000000000000000000000000000002 ' } });
    expect(onChange).toHaveBeenLastCalledWith('a0000000000000000000000000000002');
    cleanup();
    render(
      <FaviconField
        value="a0000000000000000000000000000002"
        onChange={onChange}
        load={() => Promise.reject(new Error('502'))}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Favicon file ID'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
