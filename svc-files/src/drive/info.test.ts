// Service tests of GET /api/files/info (dashboard widget 5) on real PostgreSQL: signed-in members
// only, exact counts of the account's ready files and folders whoever may read them, and another
// account's files never counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveInfoResponse } from '@portal/contracts';
import {
  createDriveHarness,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  PLAIN,
  type DriveHarness,
} from './testing.ts';

let h: DriveHarness;

beforeAll(async () => {
  h = await createDriveHarness();
  const owner = OWNER.ref;
  const docs = newID();
  const privateFolder = newID();
  await h.seed({ id: docs, parentID: 'root', fileName: 'Documents', owner });
  // no entries: only the owner may read it, still part of the unit's drive
  await h.seed({ id: privateFolder, parentID: docs, fileName: 'Private', owner });
  await h.seed({ id: newID(), parentID: docs, fileName: 'a.txt', owner, bytes: Buffer.from('12345') });
  await h.seed({ id: newID(), parentID: privateFolder, fileName: 'b.txt', owner, bytes: Buffer.from('123') });
  await h.seed({ id: newID(), parentID: 'root', fileName: 'c.png', owner, bytes: Buffer.alloc(10) });
  // uploads not finished are not counted
  await h.seed({
    id: newID(),
    parentID: 'root',
    fileName: 'p.txt',
    owner,
    bytes: Buffer.alloc(7),
    status: 'pending',
  });
  await h.seed({
    id: newID(),
    parentID: 'root',
    fileName: 'f.txt',
    owner,
    bytes: Buffer.alloc(9),
    status: 'failed',
  });
  // another account's drive
  await h.seed({ accountID: 'md002', id: newID(), parentID: 'root', fileName: 'x', owner });
  await h.seed({
    accountID: 'md002',
    id: newID(),
    parentID: 'root',
    fileName: 'y.txt',
    owner,
    bytes: Buffer.alloc(100),
  });
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/files/info', () => {
  it('refuses anonymous visitors: 401 Please sign in', async () => {
    const res = await h.call('get', '/api/files/info', 'anonymous');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: expect.any(String), message: 'Please sign in' });
  });

  it('counts every ready file and folder of the account, even those the viewer may not read', async () => {
    const res = await h.call('get', '/api/files/info', PLAIN);
    expect(res.status).toBe(200);
    expect(driveInfoResponse.parse(res.body)).toEqual({ files: 3, folders: 2, bytes: 18 });
  });

  it("does not count another account's files", async () => {
    const res = await h.call('get', '/api/files/info', OTHER_ACCOUNT_OWNER);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ files: 1, folders: 1, bytes: 100 });
  });

  it('answers zeros for an account with an empty drive', async () => {
    const res = await h.call('get', '/api/files/info', { ...PLAIN, accountID: 'md003' });
    expect(res.body).toEqual({ files: 0, folders: 0, bytes: 0 });
  });
});
