// Service tests on real PostgreSQL of the finding calls (usability issue: "a shared file cannot be
// found by the person it was shared with"): Shared with me (directly or through a team), a
// file-name search over what the member may read, and a team's files; each judged per file by §6,
// in the caller's account only, paginated.
import { FILE_FINDING_MESSAGES, filePage, type FilePage } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriveHarness,
  MANAGER,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  PLAIN,
  TEAM_MEMBER,
  type DriveHarness,
  type Who,
} from '../drive/testing.ts';

let h: DriveHarness;
const ids = {
  teamPhoto: newID(),
  userPhoto: newID(),
  membersPhoto: newID(),
  privatePhoto: newID(),
  cadetsOwn: newID(),
  pendingPhoto: newID(),
  otherAccount: newID(),
  teamFolder: newID(),
  publicTeamFlyer: newID(),
  percentName: newID(),
};
const text = (word: string) => ({ bytes: Buffer.from(word), contentType: 'text/plain' });

beforeAll(async () => {
  h = await createDriveHarness();
  const owner = OWNER.ref;
  const cadet = TEAM_MEMBER.ref;
  await h.seed({
    id: ids.teamFolder,
    parentID: 'root',
    fileName: 'Team photos',
    owner,
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
  });
  await h.seed({
    id: ids.teamPhoto,
    parentID: ids.teamFolder,
    fileName: 'Airshow photo.txt',
    owner,
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
    ...text('a'),
  });
  await h.seed({
    id: ids.userPhoto,
    parentID: 'root',
    fileName: 'Glider photo.txt',
    owner,
    permissions: [{ type: 'USER', reference: cadet, permission: 5 }],
    ...text('b'),
  });
  await h.seed({
    id: ids.membersPhoto,
    parentID: 'root',
    fileName: 'Unit photo.txt',
    owner,
    permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }],
    ...text('c'),
  });
  await h.seed({
    id: ids.privatePhoto,
    parentID: 'root',
    fileName: 'Private photo.txt',
    owner,
    ...text('d'),
  });
  await h.seed({
    id: ids.cadetsOwn,
    parentID: 'root',
    fileName: 'My photo.txt',
    owner: cadet,
    permissions: [{ type: 'USER', reference: cadet, permission: 1 }],
    ...text('e'),
  });
  await h.seed({
    id: ids.pendingPhoto,
    parentID: 'root',
    fileName: 'Pending photo.txt',
    owner,
    permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
    status: 'pending',
    ...text('f'),
  });
  await h.seed({
    accountID: 'md002',
    id: ids.otherAccount,
    parentID: 'root',
    fileName: 'Elsewhere photo.txt',
    owner: OTHER_ACCOUNT_OWNER.ref,
    permissions: [
      { type: 'TEAM', teamID: 1, permission: 1 },
      { type: 'OTHER', permission: 1 },
    ],
    ...text('g'),
  });
  await h.seed({
    id: ids.publicTeamFlyer,
    parentID: 'root',
    fileName: 'Flyer.txt',
    owner,
    permissions: [
      { type: 'TEAM', teamID: 1, permission: 1 },
      { type: 'OTHER', permission: 1 },
    ],
    ...text('h'),
  });
  await h.seed({
    id: ids.percentName,
    parentID: 'root',
    fileName: '100% photo.txt',
    owner,
    permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }],
    ...text('i'),
  });
  // a fixed upload order, newest first: flyer, user photo, team photo, team folder
  const order = [ids.teamFolder, ids.teamPhoto, ids.userPhoto, ids.publicTeamFlyer];
  for (const [i, id] of order.entries()) {
    await h.db.query(`UPDATE files.files SET created = now() - make_interval(mins => $2) WHERE id = $1`, [
      id,
      10 - i,
    ]);
  }
});
afterAll(() => h?.close());

async function page(url: string, who: Who): Promise<FilePage> {
  const res = await h.call('get', url, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return filePage.parse(res.body);
}
const names = (p: FilePage) => p.files.map((f) => f.fileName);

describe('GET /api/files/shared: Shared with me, directly or through a team', () => {
  it('lists what was shared with the cadet by name and through team 1, newest first, nothing else', async () => {
    const p = await page('/api/files/shared', TEAM_MEMBER);
    expect(names(p)).toEqual(['Flyer.txt', 'Glider photo.txt', 'Airshow photo.txt', 'Team photos']);
    expect(p.nextOffset).toBeNull();
  });

  it('a member on no team with nothing named for them has nothing shared', async () => {
    expect(names(await page('/api/files/shared', PLAIN))).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const first = await page('/api/files/shared?limit=3', TEAM_MEMBER);
    expect(names(first)).toEqual(['Flyer.txt', 'Glider photo.txt', 'Airshow photo.txt']);
    expect(first.nextOffset).toBe(3);
    const second = await page('/api/files/shared?limit=3&offset=3', TEAM_MEMBER);
    expect(names(second)).toEqual(['Team photos']);
    expect(second.nextOffset).toBeNull();
  });

  it('refuses a limit over 100 with our words', async () => {
    const res = await h.call('get', '/api/files/shared?limit=500', TEAM_MEMBER);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILE_FINDING_MESSAGES.invalidLimit);
  });

  it('asks anonymous visitors to sign in (401 Please sign in)', async () => {
    const res = await h.call('get', '/api/files/shared', 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in');
  });
});

describe('GET /api/files/search: by file name within what the member may read', () => {
  it('finds the photos the cadet may read, folders first then by name, not the private one', async () => {
    const p = await page('/api/files/search?q=photo', TEAM_MEMBER);
    expect(names(p)).toEqual([
      'Team photos',
      '100% photo.txt',
      'Airshow photo.txt',
      'Glider photo.txt',
      'My photo.txt',
      'Unit photo.txt',
    ]);
  });

  it('a member off the team finds only what account members may read', async () => {
    expect(names(await page('/api/files/search?q=PHOTO', PLAIN))).toEqual([
      '100% photo.txt',
      'Unit photo.txt',
    ]);
  });

  it('FileManagement FULL finds every ready file of the account, never another account', async () => {
    const found = names(await page('/api/files/search?q=photo', MANAGER));
    expect(found).toContain('Private photo.txt');
    expect(found).not.toContain('Elsewhere photo.txt');
    expect(found).not.toContain('Pending photo.txt');
  });

  it('takes % literally', async () => {
    expect(names(await page('/api/files/search?q=%25', PLAIN))).toEqual(['100% photo.txt']);
  });

  it('pages the results', async () => {
    const p = await page('/api/files/search?q=photo&limit=2&offset=1', TEAM_MEMBER);
    expect(names(p)).toEqual(['100% photo.txt', 'Airshow photo.txt']);
    expect(p.nextOffset).toBe(3);
  });

  it('refuses an empty search with our words', async () => {
    const res = await h.call('get', '/api/files/search?q=%20%20', TEAM_MEMBER);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILE_FINDING_MESSAGES.searchTermRequired);
  });

  it('asks anonymous visitors to sign in', async () => {
    expect((await h.call('get', '/api/files/search?q=photo', 'anonymous')).status).toBe(401);
  });
});

describe("GET /api/files/team/{teamID}: the team page's files", () => {
  it('lists the files shared with team 1 to a member of the team', async () => {
    expect(names(await page('/api/files/team/1', TEAM_MEMBER))).toEqual([
      'Flyer.txt',
      'Airshow photo.txt',
      'Team photos',
    ]);
  });

  it('lists only what a member off the team may read', async () => {
    expect(names(await page('/api/files/team/1', PLAIN))).toEqual(['Flyer.txt']);
  });

  it('lists the public team files to anonymous visitors, never another account', async () => {
    expect(names(await page('/api/files/team/1', 'anonymous'))).toEqual(['Flyer.txt']);
  });

  it('another team lists nothing', async () => {
    expect(names(await page('/api/files/team/2', OWNER))).toEqual([]);
  });

  it('refuses a team id that is not a whole number', async () => {
    const res = await h.call('get', '/api/files/team/abc', OWNER);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FILE_FINDING_MESSAGES.invalidTeamID);
  });
});
