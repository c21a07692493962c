// The demo drive: the tree, the team share, the personal folder, bytes in storage, idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriveHarness, type DriveHarness } from '../drive/testing.ts';
import { DEMO_EVENT_ATTACHMENTS, demoID, seedDemoDrive } from './demoSeed.ts';

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

const cadet = { ref: { type: 'CAPNHQMember' as const, id: 510004 }, teamIDs: [1] };
const senior = {
  ref: { type: 'CAPNHQMember' as const, id: 510005 },
  teamIDs: [],
  name: ['Sydney', 'Senior'] as [string, string],
};

describe('seedDemoDrive', () => {
  it('seeds once; a second run adds nothing', async () => {
    const first = await seedDemoDrive(h.db, h.storage);
    expect(first).toBeGreaterThanOrEqual(10);
    const keys = await h.storedKeys();
    expect(await seedDemoDrive(h.db, h.storage)).toBe(0);
    expect(await h.storedKeys()).toEqual(keys);
  });

  it('shares the roster with the Color Guard team: a member downloads it, a non-member is refused', async () => {
    const roster = demoID('Color Guard Roster.txt');
    expect((await h.call('get', `/api/files/${roster}/download`, cadet)).status).toBe(200);
    expect((await h.call('get', `/api/files/${roster}/download`, senior)).status).toBe(403);
  });

  it("the demo event's attachments: the shared one reads for a member, the private one only for its owner", async () => {
    const admin = { ref: { type: 'CAPNHQMember' as const, id: 510001 }, teamIDs: [] };
    const shared = `/api/files/${DEMO_EVENT_ATTACHMENTS.shared}`;
    const secret = `/api/files/${DEMO_EVENT_ATTACHMENTS.private}`;
    expect((await h.call('get', shared, cadet)).body).toMatchObject({
      fileName: 'Flag Ceremony - Order of Events.pdf',
      parentID: 'events',
    });
    expect((await h.call('get', `${shared}/download`, cadet)).status).toBe(200);
    expect((await h.call('get', shared, 'anonymous')).status).toBe(401);
    expect((await h.call('get', secret, cadet)).status).toBe(403);
    expect((await h.call('get', `${secret}/download`, cadet)).status).toBe(403);
    expect((await h.call('get', secret, admin)).status).toBe(200);
  });

  it('has public banner images with real PNG bytes and thumbnails', async () => {
    const banner = demoID('Banner - Flight line.png');
    const file = await h.call('get', `/api/files/${banner}`, 'anonymous');
    expect(file.body).toMatchObject({ contentType: 'image/png', hasThumbnail: true });
    const thumb = await h.call('get', `/api/files/${banner}/export`, 'anonymous').buffer(true);
    expect(thumb.status).toBe(200);
    expect(
      Buffer.from(thumb.body as Buffer)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it("lists cadet's personal folder with their file", async () => {
    const children = await h.call('get', '/api/files/CAPNHQMember-510004/children', cadet);
    expect(children.body.map((f: { fileName: string }) => f.fileName)).toEqual(['My Notes.txt']);
    const list = await h.call('get', '/api/files/personalfolders/children', {
      ...senior,
      permissions: { FileManagement: 'FULL' },
    });
    expect(list.body.map((f: { id: string; fileName: string }) => [f.id, f.fileName])).toEqual([
      ['CAPNHQMember-510004', 'Casey Cadet'],
      ['CAPNHQMember-510005', 'Sydney Senior'],
    ]);
  });
});
