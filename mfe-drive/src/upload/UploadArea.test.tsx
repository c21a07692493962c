// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FILE_MESSAGES } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, file, folder, full, owner, renderWithSession } from '../testing/driveTesting.tsx';
import { createFakeXhr, FakeXhr } from '../testing/fakeXhr.ts';
import { UploadArea } from './UploadArea.tsx';

beforeEach(() => {
  FakeXhr.sent = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const makeFile = (name: string, size: number, relative = '') => {
  const f = new File(['x'.repeat(size)], name, { type: 'text/plain' });
  if (relative) Object.defineProperty(f, 'webkitRelativePath', { value: relative });
  return f;
};
const created = (name: string, n: number) =>
  full(file(`b00000000000000000000000000000${String(n).padStart(2, '0')}`, name), []);

function setup(foldersAllowed = true) {
  const onUploaded = vi.fn();
  const net = fakeNetwork({ member: owner }, (url, init) => {
    const m = /createfolder\/(.+)$/.exec(url);
    if (init.method === 'POST' && m) {
      const name = decodeURIComponent(m[1]!);
      return {
        status: 201,
        body: full(
          folder(`c0000000000000000000000000000${name.length.toString().padStart(3, '0')}`, name),
          [],
        ),
      };
    }
    return undefined;
  });
  renderWithSession(
    <UploadArea
      parentID="root"
      foldersAllowed={foldersAllowed}
      onUploaded={onUploaded}
      createRequest={createFakeXhr}
    />,
  );
  return { onUploaded, ...net };
}

const choose = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files } });

describe('platform §2 upload area', () => {
  it('posts one multipart part per file named file-{name} with the x-csrf-token header', async () => {
    const { onUploaded } = setup();
    choose('Files to upload', [makeFile('a.txt', 10), makeFile('b.txt', 10)]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/files/upload/root');
    expect(xhr.headers['x-csrf-token']).toBe('csrf');
    expect([...xhr.body!.keys()]).toEqual(['file-a.txt', 'file-b.txt']);
    const answer = [created('a.txt', 1), created('b.txt', 2)];
    act(() => xhr.respond(201, answer));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(answer));
    expect(screen.queryByText(FILE_MESSAGES.uploadWarning)).toBeNull();
  });

  it('while uploading: the warning, at most three pending entries then "...", per-file percents', async () => {
    setup();
    choose(
      'Files to upload',
      ['1', '2', '3', '4'].map((n) => makeFile(`${n}.txt`, 100)),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(screen.getByText(FILE_MESSAGES.uploadWarning)).toBeDefined();
    const list = () => within(screen.getByRole('list', { name: 'Pending uploads' })).getAllByRole('listitem');
    expect(list().map((li) => li.textContent)).toEqual(['1.txt (0%)', '2.txt (0%)', '3.txt (0%)', '...']);
    act(() => FakeXhr.sent[0]!.progress(150, 400));
    expect(list().map((li) => li.textContent)).toEqual(['1.txt (100%)', '2.txt (50%)', '3.txt (0%)', '...']);
  });

  it("a failure shows the server's message in red and clears the queue", async () => {
    const { onUploaded } = setup();
    choose('Files to upload', [makeFile('big.bin', 10)]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(400, { code: 'TOO_LARGE', message: FILE_MESSAGES.tooLarge }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FILE_MESSAGES.tooLarge);
    expect(alert.className).toBe('drv-message');
    expect(screen.queryByRole('list', { name: 'Pending uploads' })).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('a folder selection creates the folders first, then uploads their contents into them', async () => {
    const { calls } = setup();
    choose('Folder to upload', [makeFile('a.png', 5, 'trip/a.png'), makeFile('b.txt', 5, 'trip/b.txt')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/files/root/createfolder/trip',
    ]);
    expect(FakeXhr.sent[0]!.url).toBe('/api/files/upload/c0000000000000000000000000000004');
    expect([...FakeXhr.sent[0]!.body!.keys()]).toEqual(['file-a.png', 'file-b.txt']);
  });

  it("§2 'drag and drop': a dropped folder uploads its contents, folders first, paths kept as with Select folder", async () => {
    const { calls } = setup();
    // the browser's entries (webkitGetAsEntry): trip/ with a.png and 'day 1'/b.txt, plus a loose file
    const fileEntry = (f: File) => ({
      name: f.name,
      isFile: true,
      isDirectory: false,
      file: (ok: (x: File) => void) => ok(f),
    });
    const dirEntry = (name: string, children: object[]) => {
      const batches = [children, []];
      return {
        name,
        isFile: false,
        isDirectory: true,
        createReader: () => ({ readEntries: (ok: (x: object[]) => void) => ok(batches.shift() ?? []) }),
      };
    };
    const trip = dirEntry('trip', [
      fileEntry(makeFile('a.png', 5)),
      dirEntry('day 1', [fileEntry(makeFile('b.txt', 5))]),
    ]);
    const loose = makeFile('loose.txt', 2);
    const item = (entry: object) => ({ kind: 'file', webkitGetAsEntry: () => entry });
    const dataTransfer = { files: [loose], items: [item(trip), item(fileEntry(loose))], types: ['Files'] };
    fireEvent.drop(screen.getByRole('region', { name: 'Upload files' }), { dataTransfer });
    // the uploads go one after another: answer each
    for (let n = 1; n <= 3; n++) {
      await waitFor(() => expect(FakeXhr.sent).toHaveLength(n));
      act(() => FakeXhr.sent[n - 1]!.respond(201, []));
    }
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/files/root/createfolder/trip',
      '/api/files/c0000000000000000000000000000004/createfolder/day%201',
    ]);
    const sent = FakeXhr.sent.map((x) => [x.url, [...x.body!.keys()]]);
    expect(sent).toEqual([
      ['/api/files/upload/c0000000000000000000000000000004', ['file-a.png']],
      ['/api/files/upload/c0000000000000000000000000000005', ['file-b.txt']],
      ['/api/files/upload/root', ['file-loose.txt']],
    ]);
  });

  it("§6 folder creation 'is not allowed in personal folders': no Select folder there, a folder upload is refused", async () => {
    const { calls } = setup(false);
    expect(screen.queryByRole('button', { name: 'Select folder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Select files' })).toBeDefined();
    choose('Folder to upload', [makeFile('a.png', 5, 'trip/a.png')]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Folder creation is not allowed in personal folders',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
    choose('Files to upload', [makeFile('b.txt', 5)]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });

  it('files dropped on the area are uploaded', async () => {
    setup();
    const dataTransfer = { files: [makeFile('dropped.txt', 3)], types: ['Files'] };
    fireEvent.drop(screen.getByRole('region', { name: 'Upload files' }), { dataTransfer });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect([...FakeXhr.sent[0]!.body!.keys()]).toEqual(['file-dropped.txt']);
  });
});
