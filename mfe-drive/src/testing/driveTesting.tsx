// Test data and a fake network for mfe-drive's component tests (browser side only): the kit's client
// talks to a stubbed global fetch; GET /api/check and /api/token are answered here, the rest by the
// test's route function. Files follow the §3 schema (parsed, so a wrong fixture fails loudly).
import { render } from '@testing-library/react';
import { DriveFile, FILE_MESSAGES, FullDriveFile, presetFor, type FilePermission } from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import {
  fakeNetwork as kitFakeNetwork,
  testMember,
  type FakeCheck,
  type FakeRoute,
} from '@portal/kit/testing';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import App from '../App.tsx';

export const owner = testMember(510001, 'Alex', 'Administrator', {
  permissions: { ...presetFor('Member', 'CAPSQUADRON'), FileManagement: 'FULL' },
});
export const cadet = testMember(510004, 'Casey', 'Cadet', { teamIDs: [1] });
const ownerRef = { type: 'CAPNHQMember' as const, id: owner.id };

export function file(id: string, fileName: string, fields: Partial<DriveFile> = {}): DriveFile {
  return DriveFile.parse({
    id,
    accountID: 'md001',
    fileName,
    contentType: fileName.endsWith('.png') ? 'image/png' : 'text/plain',
    parentID: 'root',
    owner: ownerRef,
    uploader: ownerRef,
    comments: '',
    permissions: [],
    size: 1234,
    created: 1_700_000_000_000,
    hasThumbnail: fileName.endsWith('.png'),
    ...fields,
  });
}

export const folder = (id: string, fileName: string, fields: Partial<DriveFile> = {}) =>
  file(id, fileName, { contentType: 'application/folder', size: 0, hasThumbnail: false, ...fields });

export function full(f: DriveFile, folderPath: Array<{ id: string; name: string }>): FullDriveFile {
  return FullDriveFile.parse({ ...f, folderPath });
}

export const ids = {
  documents: 'f0000000000000000000000000000001',
  image: 'f0000000000000000000000000000002',
  text: 'f0000000000000000000000000000003',
  archive: 'f0000000000000000000000000000004',
};

export const accountRead: FilePermission[] = [{ type: 'ACCOUNTMEMBER', permission: 1 }];
export const root = full(folder('root', 'Drive', { parentID: null, owner: null, permissions: accountRead }), [
  { id: 'root', name: 'Drive' },
]);
export const documents = folder(ids.documents, 'Documents');
export const archive = folder(ids.archive, 'Archive');
export const image = file(ids.image, 'photo.png', { parentID: ids.documents });
export const text = file(ids.text, 'notes.txt', { parentID: ids.documents });

export { testMember, type FakeRoute };

/** The kit's fake network; a request no route answers gets the files service's 404. */
export function fakeNetwork(check: FakeCheck, route: FakeRoute) {
  return kitFakeNetwork(
    check,
    (url, init) =>
      route(url, init) ?? { status: 404, body: { code: 'NOT_FOUND', message: FILE_MESSAGES.notFound } },
  );
}

/** A drive of GET answers by path: '/api/files/root/dirty' -> root, '/api/files/root/children' -> [...]. */
export function driveRoutes(answers: Record<string, unknown>): FakeRoute {
  return (url, init) =>
    (init.method ?? 'GET') === 'GET' && url in answers ? { body: answers[url] } : undefined;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </SessionProvider>,
  );
}

export function renderWithSession(node: ReactNode) {
  return render(
    <SessionProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </SessionProvider>,
  );
}

/** A DataTransfer stand-in for fireEvent drag events (happy-dom has none to construct). */
export function fakeDataTransfer(files: File[] = []) {
  const data: Record<string, string> = {};
  return {
    data,
    files,
    get types() {
      return files.length > 0 ? ['Files'] : Object.keys(data);
    },
    effectAllowed: 'all',
    dropEffect: 'none',
    setData: (type: string, value: string) => {
      data[type] = value;
    },
    getData: (type: string) => data[type] ?? '',
  };
}
