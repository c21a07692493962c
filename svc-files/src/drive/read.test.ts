// Service tests of GET /api/files/{id}, /dirty, /children, /children/dirty on real PostgreSQL:
// §6 read for each kind of viewer, the special and personal folders, folderPath, account scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriveHarness,
  MANAGER,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  PLAIN,
  SUPER,
  TEAM_MEMBER,
  type DriveHarness,
  type Who,
} from './testing.ts';

let h: DriveHarness;
const docs = newID();
const report = newID();
const teamFile = newID();
const publicFile = newID();
const sub = newID();
const deep = newID();
const otherAccountFile = newID();

beforeAll(async () => {
  h = await createDriveHarness();
  const owner = OWNER.ref;
  await h.seed({
    id: docs,
    parentID: 'root',
    fileName: 'Documents',
    owner,
    permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }],
  });
  await h.seed({
    id: report,
    parentID: docs,
    fileName: 'report.txt',
    owner,
    bytes: Buffer.from('report'),
    contentType: 'text/plain',
  });
  await h.seed({
    id: teamFile,
    parentID: docs,
    fileName: 'roster.txt',
    owner,
    bytes: Buffer.from('roster'),
    contentType: 'text/plain',
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
  });
  await h.seed({
    id: publicFile,
    parentID: docs,
    fileName: 'flyer.txt',
    owner,
    bytes: Buffer.from('flyer'),
    contentType: 'text/plain',
    permissions: [{ type: 'OTHER', permission: 1 }],
  });
  await h.seed({ id: sub, parentID: docs, fileName: 'Sub', owner });
  await h.seed({
    id: deep,
    parentID: sub,
    fileName: 'deep.txt',
    owner,
    bytes: Buffer.from('deep'),
    contentType: 'text/plain',
  });
  await h.seed({
    accountID: 'md002',
    id: otherAccountFile,
    parentID: 'root',
    fileName: 'theirs.txt',
    owner,
    bytes: Buffer.from('x'),
    contentType: 'text/plain',
    permissions: [{ type: 'OTHER', permission: 255 }],
  });
});
afterAll(() => h?.close());

describe('GET /api/files/{id}: §6 read', () => {
  const matrix: [string, () => string, Who, number][] = [
    ['anonymous visitors are asked to sign in for a private file', () => report, 'anonymous', 401],
    ['a plain member without an entry is refused', () => report, PLAIN, 403],
    ['the owner reads', () => report, OWNER, 200],
    ['FileManagement FULL reads everything', () => report, MANAGER, 200],
    ['the privileged user reads everything', () => report, SUPER, 200],
    ['a team member reads a file shared with the team (TEAM entry)', () => teamFile, TEAM_MEMBER, 200],
    ['a non-member of the team is refused the team file', () => teamFile, PLAIN, 403],
    ['anonymous visitors read a public file (OTHER)', () => publicFile, 'anonymous', 200],
    ['account members read a folder shared with ACCOUNTMEMBER', () => docs, PLAIN, 200],
    ["another account's file is not found, even when public", () => otherAccountFile, OWNER, 404],
    [
      "another account's viewer does not find this account's file",
      () => publicFile,
      OTHER_ACCOUNT_OWNER,
      404,
    ],
  ];
  it.each(matrix)('%s', async (_rule, id, who, status) => {
    const response = await h.call('get', `/api/files/${id()}`, who);
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body.id).toBe(id());
    if (status === 404) expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    if (status === 403) expect(response.body.message).toBe('You do not have permission to do that');
    if (status === 401) expect(response.body.message).toBe('Please sign in');
  });

  it('answers the §3 fields, the status and no storage internals', async () => {
    const response = await h.call('get', `/api/files/${report}`, OWNER);
    expect(response.body).toMatchObject({
      id: report,
      accountID: 'md001',
      fileName: 'report.txt',
      contentType: 'text/plain',
      parentID: docs,
      owner: OWNER.ref,
      comments: '',
      permissions: [],
      size: 6,
      hasThumbnail: false,
      status: 'ready',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/storage|checksum/);
  });

  it('refuses a malformed id with 400 and a clear message', async () => {
    const response = await h.call('get', '/api/files/not-an-id', OWNER);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message: 'Invalid file ID' });
  });
});

describe('GET /api/files/{id}/dirty: folderPath from the root (recursive query)', () => {
  it('runs from Drive down to the file itself', async () => {
    const response = await h.call('get', `/api/files/${deep}/dirty`, OWNER);
    expect(response.status).toBe(200);
    expect(response.body.folderPath).toEqual([
      { id: 'root', name: 'Drive' },
      { id: docs, name: 'Documents' },
      { id: sub, name: 'Sub' },
      { id: deep, name: 'deep.txt' },
    ]);
  });

  it('is only the root for the root', async () => {
    const response = await h.call('get', '/api/files/root/dirty', PLAIN);
    expect(response.body).toMatchObject({
      id: 'root',
      owner: null,
      parentID: null,
      folderPath: [{ id: 'root', name: 'Drive' }],
    });
  });

  it('needs read like GET {id}', async () => {
    expect((await h.call('get', `/api/files/${deep}/dirty`, PLAIN)).status).toBe(403);
  });
});

describe('special folders (root, events, personalfolders)', () => {
  it('root and events are readable by account members but not anonymous visitors', async () => {
    expect((await h.call('get', '/api/files/root', PLAIN)).status).toBe(200);
    expect((await h.call('get', '/api/files/events', PLAIN)).body).toMatchObject({
      id: 'events',
      parentID: 'root',
      owner: null,
    });
    expect((await h.call('get', '/api/files/root/children', 'anonymous')).status).toBe(401);
  });

  it("root's children: the virtual folders first, then folders, then files, by name", async () => {
    const other = newID();
    await h.seed({
      id: other,
      parentID: 'root',
      fileName: 'a-note.txt',
      owner: OWNER.ref,
      bytes: Buffer.from('n'),
      contentType: 'text/plain',
    });
    const response = await h.call('get', '/api/files/root/children', OWNER);
    expect(response.status).toBe(200);
    expect(response.body.map((f: { id: string }) => f.id)).toEqual([
      'events',
      'personalfolders',
      docs,
      other,
    ]);
  });
});

describe('GET /api/files/{id}/children: read on the folder shows the items the viewer may read', () => {
  it('lists the readable items of a readable folder, folders first, with their status', async () => {
    const pending = newID();
    await h.seed({
      id: pending,
      parentID: docs,
      fileName: 'big.bin',
      owner: PLAIN.ref,
      bytes: Buffer.from('x'),
      status: 'pending',
    });
    const response = await h.call('get', `/api/files/${docs}/children`, MANAGER);
    expect(response.status).toBe(200);
    expect(response.body.map((f: { fileName: string }) => f.fileName)).toEqual([
      'Sub',
      'big.bin',
      'flyer.txt',
      'report.txt',
      'roster.txt',
    ]);
    expect(response.body.find((f: { id: string }) => f.id === pending).status).toBe('pending');
    // a plain member sees their own upload and the public file, not the owner's private items
    const plain = await h.call('get', `/api/files/${docs}/children`, PLAIN);
    expect(plain.body.map((f: { fileName: string }) => f.fileName)).toEqual(['big.bin', 'flyer.txt']);
  });

  it('refuses the items of a folder the viewer may not read', async () => {
    expect((await h.call('get', `/api/files/${sub}/children`, PLAIN)).status).toBe(403);
    expect((await h.call('get', `/api/files/${sub}/children`, 'anonymous')).status).toBe(401);
    expect((await h.call('get', `/api/files/${sub}/children`, MANAGER)).status).toBe(200);
  });

  it("answers 404 for another account's folder", async () => {
    expect((await h.call('get', `/api/files/${docs}/children`, OTHER_ACCOUNT_OWNER)).status).toBe(404);
  });

  it('refuses the items of a file with 400', async () => {
    const response = await h.call('get', `/api/files/${report}/children`, OWNER);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only folders have items');
  });

  it('children/dirty gives each child its path', async () => {
    const response = await h.call('get', `/api/files/${sub}/children/dirty`, OWNER);
    expect(response.body).toHaveLength(1);
    expect(response.body[0].folderPath).toEqual([
      { id: 'root', name: 'Drive' },
      { id: docs, name: 'Documents' },
      { id: sub, name: 'Sub' },
      { id: deep, name: 'deep.txt' },
    ]);
  });
});

describe('personal folders', () => {
  const plainFolder = 'CAPNHQMember-510002';

  it("a member's personal folder is theirs: they read it, others do not, FileManagement FULL does", async () => {
    const own = await h.call('get', `/api/files/${plainFolder}`, PLAIN);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: plainFolder,
      owner: PLAIN.ref,
      parentID: 'personalfolders',
      fileName: 'Pat Plain',
    });
    expect((await h.call('get', `/api/files/${plainFolder}`, TEAM_MEMBER)).status).toBe(403);
    expect((await h.call('get', `/api/files/${plainFolder}`, MANAGER)).status).toBe(200);
  });

  it('personalfolders lists one folder per member who has items or opened theirs, filtered to what the viewer may read', async () => {
    await h.seed({
      id: newID(),
      parentID: 'CAPNHQMember-510003',
      fileName: 'mine.txt',
      owner: TEAM_MEMBER.ref,
      bytes: Buffer.from('m'),
      contentType: 'text/plain',
    });
    await h.call('get', `/api/files/${plainFolder}/children`, PLAIN); // Pat "asks for" theirs
    const manager = await h.call('get', '/api/files/personalfolders/children', MANAGER);
    expect(manager.body.map((f: { id: string; fileName: string }) => [f.id, f.fileName])).toEqual([
      ['CAPNHQMember-510003', 'CAPNHQMember-510003'],
      ['CAPNHQMember-510004', 'Max Manager'],
      [plainFolder, 'Pat Plain'],
    ]);
    const plain = await h.call('get', '/api/files/personalfolders/children', PLAIN);
    expect(plain.body.map((f: { id: string }) => f.id)).toEqual([plainFolder]);
  });

  it('a personal folder path runs through personalfolders', async () => {
    const response = await h.call('get', `/api/files/${plainFolder}/dirty`, PLAIN);
    expect(response.body.folderPath).toEqual([
      { id: 'root', name: 'Drive' },
      { id: 'personalfolders', name: 'Personal folders' },
      { id: plainFolder, name: 'Pat Plain' },
    ]);
  });

  it('a non-canonical member reference is not a folder', async () => {
    expect((await h.call('get', '/api/files/CAPNHQMember-0510002', PLAIN)).status).toBe(404);
  });
});
