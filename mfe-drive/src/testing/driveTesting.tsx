// Test data and a fake network for mfe-drive's component tests (browser side only): the kit's client
// talks to a stubbed global fetch; GET /api/check and /api/token are answered here, the rest by the
// test's route function. Files follow the §3 schema (parsed, so a wrong fixture fails loudly).
import { render } from '@testing-library/react';
import {
  DriveFile,
  emptyContact,
  FullDriveFile,
  presetFor,
  type FilePermission,
  type Member,
} from '@portal/contracts';
import { SessionProvider } from '@portal/kit';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import App from '../App.tsx';

export function testMember(
  id: number,
  nameFirst: string,
  nameLast: string,
  fields: Partial<Member> = {},
): Member {
  return {
    type: 'CAPNHQMember',
    id,
    nameFirst,
    nameMiddle: '',
    nameLast,
    nameSuffix: '',
    memberRank: 'Capt',
    squadron: 'MER-MD-001',
    flight: null,
    gender: null,
    dateOfBirth: null,
    joined: null,
    expirationDate: null,
    seniorMember: true,
    hasNHQReference: true,
    orgid: 9001,
    dutyPositions: [],
    permissions: presetFor('Member', 'CAPSQUADRON'),
    teamIDs: [],
    absenteeInformation: null,
    contact: emptyContact(),
    ...fields,
  } as Member;
}

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

export type Answer = { status?: number; body?: unknown } | undefined;
export type FakeRoute = (url: string, init: RequestInit) => Answer;

export function fakeNetwork(check: { member: Member | null; superUser?: boolean }, route: FakeRoute) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url: input, method, body });
    const json = (status: number, value: unknown) =>
      new Response(value === undefined ? null : JSON.stringify(value), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (input === '/api/check') {
      return json(200, {
        error: check.member ? 'NONE' : 'INVALID_SESSION_ID',
        member: check.member,
        ...(check.superUser ? { superUser: true } : {}),
      });
    }
    if (input === '/api/token') return json(200, { token: 'csrf' });
    const answer = route(input, init);
    if (!answer) return json(404, { code: 'NOT_FOUND', message: 'File not found' });
    return json(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
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
