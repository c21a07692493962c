// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILE_MESSAGES } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  archive,
  cadet,
  documents,
  driveRoutes,
  fakeDataTransfer,
  fakeNetwork,
  full,
  ids,
  image,
  owner,
  renderAt,
  root,
  text,
} from '../testing/driveTesting.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const documentsFull = full(documents, [
  { id: 'root', name: 'Drive' },
  { id: ids.documents, name: 'Documents' },
]);
const drive = {
  '/api/files/root/dirty': root,
  '/api/files/root/children': [documents, archive],
  [`/api/files/${ids.documents}/dirty`]: documentsFull,
  [`/api/files/${ids.documents}/children`]: [text, image],
};

const grid = () => screen.findByRole('listbox', { name: 'Folders and files' });
const item = async (name: string) =>
  within(await grid())
    .getByText(name)
    .closest('li')!;

describe('platform §2 Drive browsing', () => {
  it('/drive is the root: its items in a grid of four columns, folders first, with breadcrumbs', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt('/drive');
    const list = await grid();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.querySelector('.drv-name')!.textContent),
    ).toEqual(['Archive', 'Documents']);
    expect(list.className).toBe('drv-grid');
    expect(document.head.innerHTML + document.body.innerHTML).toContain('grid-template-columns:repeat(4');
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByText('Drive').getAttribute('aria-current')).toBe('page');
  });

  it('/filemanagement/{id}: the last segment is the folder; thumbnails for images; breadcrumbs link up', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt(`/filemanagement/${ids.documents}`);
    const photo = await item('photo.png');
    expect(within(photo).getByRole('img').getAttribute('src')).toBe(`/api/files/${ids.image}/export`);
    expect(within(await item('notes.txt')).queryByRole('img')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(crumbs).getByRole('link', { name: 'Drive' }).getAttribute('href')).toBe('/filemanagement');
  });

  it('click selects; double-click and Enter open a folder', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt('/drive');
    const docs = await item('Documents');
    fireEvent.click(docs);
    expect(docs.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/drive');
    fireEvent.doubleClick(docs);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/drive/${ids.documents}`));
    await item('notes.txt');
    cleanup();

    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt('/drive');
    fireEvent.keyDown(await item('Documents'), { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/drive/${ids.documents}`));
  });

  it('a selected file shows its Download link (/api/files/{id}/download)', async () => {
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt(`/drive/${ids.documents}`);
    fireEvent.click(await item('notes.txt'));
    const panel = screen.getByRole('region', { name: 'Selected item' });
    expect(within(panel).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/files/${ids.text}/download`,
    );
  });

  it(`a failed listing says '${FILE_MESSAGES.listError}'`, async () => {
    fakeNetwork({ member: owner }, (url) =>
      url === '/api/files/root/dirty'
        ? { body: root }
        : { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } },
    );
    renderAt('/drive');
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_MESSAGES.listError);
  });

  it(`an unknown folder or a bad segment says '${FILE_MESSAGES.goToFolderError}' with the reason`, async () => {
    fakeNetwork({ member: owner }, driveRoutes({}));
    renderAt('/drive/a0000000000000000000000000000009');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${FILE_MESSAGES.goToFolderError}: File not found`,
    );
    cleanup();
    fakeNetwork({ member: owner }, driveRoutes(drive));
    renderAt('/drive/nonsense');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${FILE_MESSAGES.goToFolderError}: Invalid file ID`,
    );
  });

  it(`a folder the member may not read says '${FILE_MESSAGES.goToFolderError}: ${FILE_MESSAGES.noPermission}'`, async () => {
    fakeNetwork({ member: cadet }, (url) =>
      url.startsWith(`/api/files/${ids.documents}`)
        ? { status: 403, body: { code: 'FORBIDDEN', message: FILE_MESSAGES.noPermission } }
        : driveRoutes(drive)(url, {}),
    );
    renderAt(`/drive/${ids.documents}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${FILE_MESSAGES.goToFolderError}: ${FILE_MESSAGES.noPermission}`,
    );
    // trying again would not help: the page points to what was shared with the member instead
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the files shared with you' }).getAttribute('href')).toBe(
      '/drive/shared',
    );
  });

  it(`the files service away: '${FILE_MESSAGES.goToFolderError}' with Try again, which loads the folder once it is back`, async () => {
    let serviceUp = false;
    const up = driveRoutes(drive);
    const { calls } = fakeNetwork({ member: owner }, (url, init) =>
      serviceUp
        ? up(url, init)
        : {
            status: 503,
            body: {
              code: 'SERVICE_UNAVAILABLE',
              message: 'The files service is not available right now. Please try again shortly.',
            },
          },
    );
    renderAt('/drive');
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_MESSAGES.goToFolderError);
    const before = calls.length;
    serviceUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await item('Documents');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(calls.slice(before).map((c) => c.url)).toContain('/api/files/root/dirty');
  });

  it('nobody signed in: what the server allows plus a sign-in hint; no upload or new folder', async () => {
    const publicFile = { ...text, permissions: [{ type: 'OTHER', permission: 1 }] };
    fakeNetwork(
      { member: null },
      driveRoutes({ ...drive, [`/api/files/${ids.documents}/children`]: [publicFile] }),
    );
    renderAt(`/drive/${ids.documents}`);
    await item('notes.txt');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Upload files' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'New folder' })).toBeNull();
  });
});

describe('platform §2 new folder (canCreateFolderIn)', () => {
  it('needs a name, then POST /api/files/{parent}/createfolder/{name} and a fresh listing', async () => {
    const created = full({ ...archive, id: 'a0000000000000000000000000000010', fileName: 'Trips' }, []);
    const { calls } = fakeNetwork({ member: owner }, (url, init) =>
      init.method === 'POST' ? { status: 201, body: created } : driveRoutes(drive)(url, init),
    );
    renderAt('/drive');
    const form = await screen.findByRole('form', { name: 'New folder' });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_MESSAGES.folderNameRequired);
    fireEvent.change(within(form).getByLabelText('New folder name'), { target: { value: 'Trips' } });
    fireEvent.submit(form);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/files/root/createfolder/Trips')).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/files/root/children').length).toBe(2));
  });

  it("§6 'not allowed in personal folders': not offered in a folder inside the member's own personal folder", async () => {
    const inPersonal = { ...documents, parentID: 'CAPNHQMember-510001' };
    fakeNetwork(
      { member: owner },
      driveRoutes({
        ...drive,
        [`/api/files/${ids.documents}/dirty`]: full(inPersonal, [
          { id: 'root', name: 'Drive' },
          { id: 'personalfolders', name: 'Personal folders' },
          { id: 'CAPNHQMember-510001', name: 'Alex Administrator' },
          { id: ids.documents, name: 'Documents' },
        ]),
      }),
    );
    renderAt(`/drive/${ids.documents}`);
    await item('notes.txt');
    expect(screen.queryByRole('form', { name: 'New folder' })).toBeNull();
  });

  it('is not offered without FileManagement FULL or MODIFY on the folder', async () => {
    fakeNetwork({ member: cadet }, driveRoutes(drive));
    renderAt('/drive');
    await grid();
    expect(screen.queryByRole('form', { name: 'New folder' })).toBeNull();
  });
});

describe('platform §2 delete with a confirm dialog', () => {
  it('Delete asks first; OK sends DELETE /api/files/{id}', async () => {
    const { calls } = fakeNetwork({ member: owner }, (url, init) =>
      init.method === 'DELETE' ? { status: 204 } : driveRoutes(drive)(url, init),
    );
    renderAt(`/drive/${ids.documents}`);
    fireEvent.click(await item('notes.txt'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/files/${ids.text}`)).toBe(true),
    );
  });
});

describe('platform §5 drive drop: moving by drag and drop and by keyboard', () => {
  const moveRoutes = (url: string, init: RequestInit) =>
    init.method === 'POST'
      ? { body: full(text, []) }
      : driveRoutes({
          ...drive,
          '/api/files/root/children': [documents, archive, { ...text, parentID: 'root' }],
        })(url, init);

  it('dropping a file on a folder posts {childid} to /api/files/{folder}/children', async () => {
    const { calls } = fakeNetwork({ member: owner }, moveRoutes);
    renderAt('/drive');
    const dataTransfer = fakeDataTransfer();
    fireEvent.dragStart(await item('notes.txt'), { dataTransfer });
    expect(dataTransfer.data['text/plain']).toBe(ids.text);
    const target = await item('Archive');
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/files/${ids.archive}/children`,
        body: { childid: ids.text, token: 'csrf' },
      }),
    );
  });

  it('a drop that is not a 32-hex id, or onto the item itself, sends nothing', async () => {
    const { calls } = fakeNetwork({ member: owner }, moveRoutes);
    renderAt('/drive');
    const target = await item('Archive');
    const bad = fakeDataTransfer();
    bad.setData('text/plain', 'root');
    fireEvent.drop(target, { dataTransfer: bad });
    const self = fakeDataTransfer();
    self.setData('text/plain', ids.archive);
    fireEvent.drop(target, { dataTransfer: self });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keyboard: M on the selected item opens "Move to…", choosing a folder moves it', async () => {
    const { calls } = fakeNetwork({ member: owner }, moveRoutes);
    renderAt('/drive');
    fireEvent.keyDown(await item('notes.txt'), { key: 'm' });
    const dialog = await screen.findByRole('dialog', { name: 'Move notes.txt to…' });
    expect(within(dialog).getByRole('button', { name: 'Move' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('Documents'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/files/${ids.documents}/children`,
        body: { childid: ids.text },
      }),
    );
  });
});

describe('platform §6: a folder closed to visitors', () => {
  it("answers 401: the page says 'Please sign in' beside the sign-in hint", async () => {
    fakeNetwork({ member: null }, () => ({
      status: 401,
      body: { code: 'SIGNIN_REQUIRED', message: 'Please sign in' },
    }));
    renderAt('/drive');
    expect((await screen.findByRole('alert')).textContent).toBe(FILE_MESSAGES.pleaseSignIn);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeDefined();
  });
});
