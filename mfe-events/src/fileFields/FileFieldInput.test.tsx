// @vitest-environment happy-dom
// A file custom field's editor (§3 "File", value a list of file ids): the drive's file input when it
// loads (the ids it picks become the value), else the chosen files as download links and a note.
import type { DriveFileInput } from '@portal/kit/driveFileInput';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_FIELD_FALLBACK_NOTE, FileFieldInput } from './FileFieldInput.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '0123456789abcdef0123456789abcdef';
const PICKED = 'fedcba9876543210fedcba9876543210';

describe('§3 "FILE (value is a list)": the file field takes the drive\'s file input', () => {
  it('renders the drive control with the field title and the chosen ids; what it picks is the value', async () => {
    const Drive: DriveFileInput = (props) => (
      <button type="button" onClick={() => props.onChange([...props.value, PICKED])}>
        {props.label}: {props.value.join(',')}
      </button>
    );
    const onChange = vi.fn();
    render(
      <FileFieldInput
        label="Medical form"
        value={[ID]}
        onChange={onChange}
        load={() => Promise.resolve(Drive)}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: `Medical form: ${ID}` }));
    expect(onChange).toHaveBeenCalledWith([ID, PICKED]);
  });

  it('when the drive cannot be loaded: the chosen files as download links, and the note', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 })),
    );
    render(
      <FileFieldInput
        label="Medical form"
        value={[ID]}
        onChange={() => undefined}
        load={() => Promise.reject(new Error('down'))}
      />,
    );
    expect(await screen.findByText(FILE_FIELD_FALLBACK_NOTE)).toBeDefined();
    expect(screen.getByRole('link', { name: ID }).getAttribute('href')).toBe(`/api/files/${ID}/download`);
  });
});
