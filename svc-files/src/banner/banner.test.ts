// Service tests of GET /api/banner (platform §7 "GET /banner (slideshow image ids)") on real
// PostgreSQL: only ready png/jpeg/gif/webp files anonymous visitors may read (an OTHER entry with
// READ), newest first, at most 20, the host account's only, the same answer for every viewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_MAX_IMAGES, photoBannerResponse, type FilePermission } from '@portal/contracts';
import { createDriveHarness, MANAGER, newID, OWNER, PLAIN, type DriveHarness } from '../drive/testing.ts';

const PUBLIC: FilePermission[] = [{ type: 'OTHER', permission: 1 }];
let h: DriveHarness;
let minutesAgo = 1000;

/** A drive file created `minutesAgo` minutes ago (later seeds are newer). */
async function image(
  fileName: string,
  options: {
    contentType?: string;
    permissions?: FilePermission[];
    status?: 'ready' | 'pending' | 'failed';
    accountID?: string;
    parentID?: string;
  } = {},
): Promise<string> {
  const id = newID();
  const accountID = options.accountID ?? 'md001';
  await h.seed({
    accountID,
    id,
    parentID: options.parentID ?? 'root',
    fileName,
    owner: OWNER.ref,
    bytes: Buffer.from(fileName),
    contentType: options.contentType ?? 'image/png',
    permissions: options.permissions ?? PUBLIC,
    status: options.status,
  });
  minutesAgo -= 1;
  await h.db.query(
    `UPDATE files.files SET created = now() - make_interval(mins => $3) WHERE account_id = $1 AND id = $2`,
    [accountID, id, minutesAgo],
  );
  return id;
}

const banner = async (who: Parameters<DriveHarness['call']>[2] = 'anonymous', accountID?: string) => {
  const res = await h.call(
    'get',
    '/api/banner',
    who === 'anonymous' || !accountID ? who : { ...who, accountID },
  );
  expect(res.status).toBe(200);
  return photoBannerResponse.parse(res.body).images;
};

beforeAll(async () => {
  h = await createDriveHarness();
});

afterAll(async () => {
  await h.close();
});

describe('GET /api/banner (platform §7 "GET /banner (slideshow image ids)")', () => {
  it('answers { images: [] } for a drive with no public image', async () => {
    const res = await h.call('get', '/api/banner', 'anonymous');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ images: [] });
  });

  it('lists the public png, jpeg, gif and webp images, newest first, and nothing else', async () => {
    const folder = newID();
    await h.seed({ id: folder, parentID: 'root', fileName: 'Photos', owner: OWNER.ref, permissions: PUBLIC });
    const png = await image('a.png');
    await image('notes.pdf', { contentType: 'application/pdf' });
    await image('drawing.svg', { contentType: 'image/svg+xml' });
    const jpeg = await image('b.jpg', { contentType: 'image/jpeg', parentID: folder });
    // §6: readability is the file's own entries; members-only and private photos stay out
    await image('members.png', { permissions: [{ type: 'SIGNEDIN', permission: 1 }] });
    await image('unit.png', { permissions: [{ type: 'ACCOUNTMEMBER', permission: 1 }] });
    await image('private.png', { permissions: [] });
    await image('team.png', { permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }] });
    // an OTHER entry without the READ bit does not let anonymous visitors read it
    await image('modify-only.png', { permissions: [{ type: 'OTHER', permission: 4 }] });
    await image('none.png', { permissions: [{ type: 'OTHER', permission: 0 }] });
    // uploads not finished have no bytes to show
    await image('pending.png', { status: 'pending' });
    await image('failed.png', { status: 'failed' });
    const gif = await image('c.gif', { contentType: 'image/gif' });
    const webp = await image('d.webp', {
      contentType: 'image/webp',
      permissions: [{ type: 'OTHER', permission: 5 }],
    });
    await image('other-account.png', { accountID: 'md002' });

    expect(await banner()).toEqual([webp, gif, jpeg, png]);
  });

  it('answers every viewer the same: signed-in members and managers see no private photo on it', async () => {
    const anonymous = await banner();
    expect(await banner(PLAIN)).toEqual(anonymous);
    expect(await banner(MANAGER)).toEqual(anonymous);
  });

  it("answers the host account's images only", async () => {
    const own = await image('md003.png', { accountID: 'md003' });
    expect(await banner(PLAIN, 'md003')).toEqual([own]);
  });

  it('the images anonymous visitors get can be downloaded by them', async () => {
    const [first] = await banner();
    const res = await h.call('get', `/api/files/${first}/download`, 'anonymous');
    expect(res.status).toBe(200);
  });

  it('answers at most 20, the newest', async () => {
    const added: string[] = [];
    for (let i = 0; i < BANNER_MAX_IMAGES + 3; i += 1)
      added.push(await image(`many-${i}.png`, { accountID: 'md004' }));
    const images = await banner(PLAIN, 'md004');
    expect(images).toHaveLength(20);
    expect(images).toEqual(added.reverse().slice(0, 20));
  });
});
