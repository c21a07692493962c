// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILE_MESSAGES, isValidFaviconName } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documents,
  driveRoutes,
  fakeNetwork,
  file,
  full,
  ids,
  image,
  owner,
  renderWithSession,
  root,
  text,
} from '../testing/driveTesting.tsx';
import { FileInput } from './FileInput.tsx';
import { FilePicker } from './FilePicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const drive = {
  '/api/files/root/dirty': root,
  '/api/files/root/children': [documents, file('a0000000000000000000000000000009', 'logo.ico')],
  [`/api/files/${ids.documents}/dirty`]: full(documents, [
    { id: 'root', name: 'Drive' },
    { id: ids.documents, name: 'Documents' },
  ]),
  [`/api/files/${ids.documents}/children`]: [text, image],
  [`/api/files/${ids.image}`]: image,
};
const favicon = (f: { fileName: string }) => isValidFaviconName(f.fileName);

describe('platform §2 file picker', () => {
  it('Drive tab: path, Folders and Files; invalid files red with "Invalid file selected", dropped on return', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    const onSelect = vi.fn();
    renderWithSession(<FilePicker open filter={favicon} onSelect={onSelect} onCancel={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Select files' });
    expect(within(dialog).getByRole('tab', { name: 'Drive' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Documents/ }));
    await within(dialog).findByRole('option', { name: 'notes.txt' });
    expect(within(dialog).getByRole('navigation', { name: 'Picker path' }).textContent).toBe(
      'DriveDocuments',
    );
    const notes = within(dialog).getByRole('option', { name: 'notes.txt' });
    fireEvent.click(notes);
    expect(notes.className).toBe('drv-invalid');
    expect(notes.getAttribute('title')).toBe(FILE_MESSAGES.invalidFileSelected);
    fireEvent.click(within(dialog).getByRole('option', { name: 'photo.png' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Drive' }));
    fireEvent.click(await within(dialog).findByRole('option', { name: 'logo.ico' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select Files' }));
    expect(onSelect.mock.calls[0]![0].map((f: { fileName: string }) => f.fileName)).toEqual([
      'photo.png',
      'logo.ico',
    ]);
  });

  it("an empty folder says 'No files to select'; a failed listing says the §2 error", async () => {
    fakeNetwork({ member: owner }, driveRoutes({ ...drive, '/api/files/root/children': [] }));
    renderWithSession(<FilePicker open onSelect={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByText(FILE_MESSAGES.noFilesToSelect)).toBeDefined();
    cleanup();
    fakeNetwork({ member: owner }, driveRoutes({}));
    renderWithSession(<FilePicker open onSelect={() => undefined} onCancel={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_MESSAGES.listError);
  });

  it('clicking a chosen file again removes it; Cancel returns nothing', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    const onSelect = vi.fn();
    const onCancel = vi.fn();
    renderWithSession(<FilePicker open onSelect={onSelect} onCancel={onCancel} />);
    const logo = await screen.findByRole('option', { name: 'logo.ico' });
    fireEvent.click(logo);
    fireEvent.click(logo);
    expect(logo.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('the Upload tab offers the upload area for the current folder', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderWithSession(<FilePicker open onSelect={() => undefined} onCancel={() => undefined} />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Upload' }));
    expect(screen.getByRole('region', { name: 'Upload files' })).toBeDefined();
  });
});

describe('platform §2 file-input control', () => {
  it("'Select or upload files' opens the picker; chosen files merge by id; 'Remove file' drops one", async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    const onChange = vi.fn();
    renderWithSession(<FileInput label="Favicon" value={[ids.image]} onChange={onChange} />);
    const chosen = await screen.findByRole('list', { name: 'Favicon: chosen files' });
    await within(chosen).findByText(/photo\.png/);
    fireEvent.click(screen.getByRole('button', { name: FILE_MESSAGES.selectOrUpload }));
    fireEvent.click(await screen.findByRole('option', { name: 'logo.ico' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Files' }));
    expect(onChange).toHaveBeenLastCalledWith([ids.image, 'a0000000000000000000000000000009']);
    fireEvent.click(within(chosen).getByRole('button', { name: 'Remove file' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("nobody signed in: 'Sign in error' and 'Please sign in'", async () => {
    fakeNetwork({ member: null }, driveRoutes(drive));
    renderWithSession(<FileInput value={[]} onChange={() => undefined} />);
    expect(await screen.findByText(FILE_MESSAGES.signInError)).toBeDefined();
    expect(screen.getByText(FILE_MESSAGES.pleaseSignIn)).toBeDefined();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: FILE_MESSAGES.selectOrUpload })).toBeNull(),
    );
  });
});
