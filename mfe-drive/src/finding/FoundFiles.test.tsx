// @vitest-environment happy-dom
// "A shared file cannot be found by the person it was shared with": the drive's
// Shared with me view, its search by file name, the shared marker and the confirmation after Save.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILE_FINDING_MESSAGES, type FilePermission } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cadet,
  documents,
  driveRoutes,
  fakeNetwork,
  file,
  full,
  ids,
  owner,
  renderAt,
  root,
  text,
} from '../testing/driveTesting.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const teamRead: FilePermission[] = [{ type: 'TEAM', teamID: 1, permission: 1 }];
const photo = file('b0000000000000000000000000000001', 'airshow.jpg', {
  contentType: 'image/jpeg',
  hasThumbnail: true,
  permissions: teamRead,
});
const album = { ...documents, fileName: 'Airshow album', permissions: teamRead };

describe('Shared with me', () => {
  it('lists what was shared with the cadet: a file opens by its name (download), a folder in the drive', async () => {
    fakeNetwork(
      { member: cadet },
      driveRoutes({ '/api/files/shared': { files: [photo, album], nextOffset: null } }),
    );
    renderAt('/drive/shared');
    const list = await screen.findByRole('list', { name: 'Shared with me' });
    const link = within(list).getByRole('link', { name: 'airshow.jpg' });
    expect(link.getAttribute('href')).toBe(`/api/files/${photo.id}/download`);
    expect(within(list).getByRole('link', { name: 'Airshow album' }).getAttribute('href')).toBe(
      `/drive/${ids.documents}`,
    );
    const views = screen.getByRole('navigation', { name: 'Drive views' });
    expect(within(views).getByRole('link', { name: 'Shared with me' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('says so when nothing is shared, and pages with Show more', async () => {
    fakeNetwork({ member: cadet }, driveRoutes({ '/api/files/shared': { files: [], nextOffset: null } }));
    renderAt('/drive/shared');
    expect((await screen.findByText(FILE_FINDING_MESSAGES.nothingShared)).textContent).toBe(
      FILE_FINDING_MESSAGES.nothingShared,
    );
    cleanup();

    const { calls } = fakeNetwork(
      { member: cadet },
      driveRoutes({
        '/api/files/shared': { files: [photo], nextOffset: 1 },
        '/api/files/shared?offset=1': { files: [album], nextOffset: null },
      }),
    );
    renderAt('/drive/shared');
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Airshow album' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/files/shared?offset=1');
  });
});

describe('search by file name', () => {
  it('the search box asks GET /api/files/search?q= and lists what the member may read', async () => {
    const { calls } = fakeNetwork(
      { member: cadet },
      driveRoutes({
        '/api/files/root/dirty': root,
        '/api/files/root/children': [],
        '/api/files/search?q=airshow%20photo': { files: [photo], nextOffset: null },
      }),
    );
    renderAt('/drive');
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByLabelText('Search files by name'), {
      target: { value: ' airshow photo ' },
    });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/drive/search'));
    const list = await screen.findByRole('list', { name: 'Search results for “airshow photo”' });
    expect(within(list).getByRole('link', { name: 'airshow.jpg' }).tagName).toBe('A');
    expect(calls.map((c) => c.url)).toContain('/api/files/search?q=airshow%20photo');
  });

  it('no match says so; the server refusing shows its words', async () => {
    fakeNetwork(
      { member: cadet },
      driveRoutes({ '/api/files/search?q=zzz': { files: [], nextOffset: null } }),
    );
    renderAt('/drive/search?q=zzz');
    expect((await screen.findByText(FILE_FINDING_MESSAGES.noSearchResults)).textContent).toBe(
      FILE_FINDING_MESSAGES.noSearchResults,
    );
    cleanup();
    fakeNetwork({ member: cadet }, () => ({
      status: 400,
      body: { code: 'VALIDATION', message: FILE_FINDING_MESSAGES.searchTermTooLong },
    }));
    renderAt('/drive/search?q=xx');
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_FINDING_MESSAGES.searchTermTooLong);
  });

  it('anonymous visitors get no search box', async () => {
    fakeNetwork(
      { member: null },
      driveRoutes({ '/api/files/root/dirty': root, '/api/files/root/children': [] }),
    );
    renderAt('/drive');
    await screen.findByText(/Sign in/);
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('the shared marker and the confirmation after Save', () => {
  const documentsFull = full(documents, [
    { id: 'root', name: 'Drive' },
    { id: ids.documents, name: 'Documents' },
  ]);

  it('a shared file shows the Shared marker; a file shared with nobody does not', async () => {
    const sharedText = { ...text, permissions: teamRead };
    const privateOne = file('b0000000000000000000000000000002', 'private.txt', { parentID: ids.documents });
    fakeNetwork(
      { member: owner },
      driveRoutes({
        [`/api/files/${ids.documents}/dirty`]: documentsFull,
        [`/api/files/${ids.documents}/children`]: [sharedText, privateOne],
      }),
    );
    renderAt(`/drive/${ids.documents}`);
    const grid = await screen.findByRole('listbox', { name: 'Folders and files' });
    const itemOf = (name: string) => within(grid).getByText(name).closest('li')!;
    expect(within(itemOf('notes.txt')).getByText('Shared').textContent).toBe('Shared');
    expect(within(itemOf('private.txt')).queryByText('Shared')).toBeNull();
  });

  it('after Save in the sharing dialog the panel confirms the file is shared', async () => {
    const { calls } = fakeNetwork({ member: owner }, (url, init) => {
      if (init.method === 'POST') return { body: full({ ...text, permissions: teamRead }, []) };
      if (url === '/api/team') return { body: [] };
      if (url === '/api/member/list') return { body: [] };
      return driveRoutes({
        [`/api/files/${ids.documents}/dirty`]: documentsFull,
        [`/api/files/${ids.documents}/children`]: [text],
      })(url, init);
    });
    renderAt(`/drive/${ids.documents}`);
    const grid = await screen.findByRole('listbox', { name: 'Folders and files' });
    fireEvent.click(within(grid).getByText('notes.txt'));
    fireEvent.click(screen.getByRole('button', { name: 'Sharing settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharing settings for notes.txt' });
    fireEvent.change(within(dialog).getByLabelText('Account members'), { target: { value: 'view' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const panel = screen.getByRole('region', { name: 'Selected item' });
    const status = await within(panel).findByRole('status');
    expect(status.textContent).toBe('Sharing settings saved: notes.txt is shared.');
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/files/${text.id}`)).toBe(true);
  });
});
