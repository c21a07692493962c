// Service test of GET /internal/files/{id}/info against the real database: what svc-identity reads
// to check §2 "Favicon must be a file ending .png, .ico or .jpg" when the registry is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriveHarness,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  type DriveHarness,
} from '../drive/testing.ts';

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

const seedFile = (fileName: string, contentType: string, status: 'ready' | 'pending' = 'ready') =>
  h.seed({
    id: newID(),
    parentID: 'root',
    fileName,
    owner: OWNER.ref,
    bytes: Buffer.from('x'),
    contentType,
    status,
    permissions: [],
  });

describe('GET /internal/files/{id}/info (the favicon check of svc-identity)', () => {
  it("answers a finished file's name and stored type, whoever's file it is", async () => {
    const id = await seedFile('icon.png', 'image/png');
    const answer = await h.call('get', `/internal/files/${id}/info`, 'anonymous');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, fileName: 'icon.png', contentType: 'image/png' });
  });

  it('a folder, a file still being checked, another account or a bad id is 404', async () => {
    const folder = await h.seed({ id: newID(), parentID: 'root', fileName: 'Folder', owner: OWNER.ref });
    const pending = await seedFile('late.png', 'image/png', 'pending');
    const ready = await seedFile('icon.ico', 'image/x-icon');
    expect((await h.call('get', `/internal/files/${folder}/info`, 'anonymous')).status).toBe(404);
    expect((await h.call('get', `/internal/files/${pending}/info`, 'anonymous')).status).toBe(404);
    expect((await h.call('get', `/internal/files/${ready}/info`, OTHER_ACCOUNT_OWNER)).status).toBe(404);
    expect((await h.call('get', '/internal/files/root/info', 'anonymous')).status).toBe(404);
  });
});
