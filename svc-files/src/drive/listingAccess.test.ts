// Service tests on real PostgreSQL: a folder listing (GET /api/files/{id}/children and
// /children/dirty) shows only the items the viewer may read by the same §6 rule as reading one
// file (contracts' readableItems), so no name, owner, size, sharing or comments of a file the
// viewer would be refused leaks through the folder it sits in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriveHarness,
  MANAGER,
  newID,
  OWNER,
  PLAIN,
  TEAM_MEMBER,
  type DriveHarness,
  type Who,
} from './testing.ts';

let h: DriveHarness;
const shared = newID(); // a folder every account member may read, and anonymous visitors too
const forOwnerOnly = newID();
const forTeamOnly = newID();
const forPlainOnly = newID();
const forEveryone = newID();
const forMembers = newID();
const privateFolder = newID();

beforeAll(async () => {
  h = await createDriveHarness();
  const owner = OWNER.ref;
  const text = (word: string) => ({ bytes: Buffer.from(word), contentType: 'text/plain' });
  await h.seed({
    id: shared,
    parentID: 'root',
    fileName: 'Shared',
    owner,
    permissions: [{ type: 'OTHER', permission: 1 }],
  });
  await h.seed({
    id: forOwnerOnly,
    parentID: shared,
    fileName: 'salaries.txt',
    owner,
    comments: 'confidential',
    ...text('secret'),
  });
  await h.seed({
    id: forTeamOnly,
    parentID: shared,
    fileName: 'team-roster.txt',
    owner,
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
    ...text('roster'),
  });
  await h.seed({
    id: forPlainOnly,
    parentID: shared,
    fileName: 'for-pat.txt',
    owner,
    permissions: [{ type: 'USER', reference: PLAIN.ref, permission: 1 }],
    ...text('pat'),
  });
  await h.seed({
    id: forEveryone,
    parentID: shared,
    fileName: 'flyer.txt',
    owner,
    permissions: [{ type: 'OTHER', permission: 1 }],
    ...text('flyer'),
  });
  await h.seed({
    id: forMembers,
    parentID: shared,
    fileName: 'minutes.txt',
    owner,
    permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }],
    ...text('minutes'),
  });
  await h.seed({ id: privateFolder, parentID: shared, fileName: 'Private', owner });
});
afterAll(() => h?.close());

const listed = async (path: string, who: Who) => {
  const response = await h.call('get', `/api/files/${shared}/${path}`, who);
  expect(response.status).toBe(200);
  return response.body as { id: string; fileName: string; folderPath?: { id: string }[] }[];
};
const names = (items: { fileName: string }[]) => items.map((item) => item.fileName);

describe.each(['children', 'children/dirty'])('GET /api/files/{id}/%s: items by §6 read', (path) => {
  it('a member does not see a file shared with someone else only (USER entry for another member)', async () => {
    const items = await listed(path, TEAM_MEMBER);
    expect(names(items)).not.toContain('for-pat.txt');
    expect(JSON.stringify(items)).not.toMatch(/for-pat|salaries|confidential|Private/);
    expect(names(items)).toEqual(['flyer.txt', 'minutes.txt', 'team-roster.txt']);
  });

  it('the member it is shared with sees it, and nothing shared with a team they are not on', async () => {
    expect(names(await listed(path, PLAIN))).toEqual(['flyer.txt', 'for-pat.txt', 'minutes.txt']);
  });

  it('an anonymous visitor sees only public items (OTHER entries)', async () => {
    const items = await listed(path, 'anonymous');
    expect(names(items)).toEqual(['flyer.txt']);
    expect(items.map((item) => item.id)).toEqual([forEveryone]);
  });

  it('the owner and FileManagement FULL see every item, folders first', async () => {
    const all = ['Private', 'flyer.txt', 'for-pat.txt', 'minutes.txt', 'salaries.txt', 'team-roster.txt'];
    expect(names(await listed(path, OWNER))).toEqual(all);
    expect(names(await listed(path, MANAGER))).toEqual(all);
  });

  it('every listed item is one the same viewer may read on its own (GET /api/files/{id} is 200)', async () => {
    for (const who of [PLAIN, TEAM_MEMBER, 'anonymous'] as const) {
      for (const item of await listed(path, who)) {
        expect((await h.call('get', `/api/files/${item.id}`, who)).status).toBe(200);
      }
    }
  });
});
