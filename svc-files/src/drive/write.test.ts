// Service tests of createfolder, POST {fileid} (comments, sharing) and DELETE {fileid}: §6 rules per
// viewer, the CSRF token, validation messages, account scope, and a folder delete removing its
// descendants and their bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePermission } from '@portal/contracts';
import {
  createDriveHarness,
  MANAGER,
  newID,
  OTHER_ACCOUNT_OWNER,
  OWNER,
  PLAIN,
  SUPER,
  TEAM_MEMBER,
  tokenFor,
  type DriveHarness,
  type Who,
} from './testing.ts';

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

const accountRead: FilePermission[] = [{ type: 'ACCOUNTMEMBER', permission: 1 }];
const teamModify: FilePermission[] = [{ type: 'TEAM', teamID: 1, permission: 5 }];

async function folder(parentID = 'root', permissions = accountRead, owner = OWNER.ref): Promise<string> {
  return h.seed({ id: newID(), parentID, fileName: 'Folder', owner, permissions });
}
async function file(parentID: string, permissions: FilePermission[] = accountRead): Promise<string> {
  return h.seed({
    id: newID(),
    parentID,
    fileName: 'f.txt',
    owner: OWNER.ref,
    bytes: Buffer.from('hello'),
    contentType: 'text/plain',
    permissions,
  });
}

describe('POST /api/files/{parentid}/createfolder/{name}', () => {
  const matrix: [string, () => Promise<string>, Who, number][] = [
    ['FileManagement FULL creates in root', async () => 'root', MANAGER, 201],
    ['a plain member may not create in root (READ only)', async () => 'root', PLAIN, 403],
    ['anonymous visitors must sign in', async () => 'root', 'anonymous', 401],
    ['the owner of a folder creates in it', () => folder(), OWNER, 201],
    ['MODIFY through a TEAM entry is enough', () => folder('root', teamModify), TEAM_MEMBER, 201],
    ['READ on the parent is not enough', () => folder(), PLAIN, 403],
    ['the privileged user creates anywhere', () => folder(), SUPER, 201],
    ["another account's folder is not found", () => folder(), OTHER_ACCOUNT_OWNER, 404],
  ];
  it.each(matrix)('%s', async (_rule, parent, who, status) => {
    const parentID = await parent();
    const response = await h.call('post', `/api/files/${parentID}/createfolder/New%20folder`, who);
    expect(response.status).toBe(status);
    if (status === 201) {
      expect(response.body).toMatchObject({
        fileName: 'New folder',
        contentType: 'application/folder',
        parentID,
      });
      expect(response.body.id).toMatch(/^[0-9a-f]{32}$/);
      expect(response.body.folderPath.at(-1)).toEqual({ id: response.body.id, name: 'New folder' });
    }
  });

  // platform §6: "Folder creation needs FileManagement FULL or MODIFY, and is not allowed in
  // personal folders": the list, a member's own folder, and any folder below one, for anyone
  it.each<[string, () => Promise<string>, Who]>([
    ['the personal folders list, even with FileManagement FULL', async () => 'personalfolders', MANAGER],
    ["a member's own personal folder", async () => 'CAPNHQMember-510002', PLAIN],
    ["someone else's personal folder", async () => 'CAPNHQMember-510001', PLAIN],
    [
      "a folder inside a member's personal folder, by that member",
      () => folder('CAPNHQMember-510002', accountRead, PLAIN.ref),
      PLAIN,
    ],
    [
      'a folder two levels down a personal folder, by the privileged user',
      async () => folder(await folder('CAPNHQMember-510002', accountRead, PLAIN.ref), accountRead, PLAIN.ref),
      SUPER,
    ],
  ])("'not allowed in personal folders': %s -> 400", async (_where, parent, who) => {
    const parentID = await parent();
    const response = await h.call('post', `/api/files/${parentID}/createfolder/X`, who);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Folder creation is not allowed in personal folders');
  });

  it.each([
    ['a name is required (blank)', '%20%20', 'A folder needs a name'],
    ['a name is required (missing)', '', 'A folder needs a name'],
    ['no control characters (newline)', 'a%0Ab', 'A folder name cannot contain control characters'],
    ['at most 200 characters', 'x'.repeat(201), 'A folder name can be at most 200 characters'],
  ])('%s', async (_rule, name, message) => {
    const response = await h.call('post', `/api/files/root/createfolder/${name}`, MANAGER);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('a folder cannot be created inside a file', async () => {
    const response = await h.call('post', `/api/files/${await file('root')}/createfolder/X`, OWNER);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Items can only be put into folders');
  });

  it('needs the CSRF token: missing or wrong is 403 TOKEN_INVALID and nothing is written', async () => {
    const before = await h.db.query('SELECT count(*) FROM files.files');
    const missing = await h.call('post', '/api/files/root/createfolder/NoToken', MANAGER, { token: null });
    expect(missing.status).toBe(403);
    expect(missing.body.code).toBe('TOKEN_INVALID');
    const wrong = await h.call('post', '/api/files/root/createfolder/NoToken', MANAGER, {
      token: tokenFor(PLAIN),
    });
    expect(wrong.status).toBe(403);
    const after = await h.db.query('SELECT count(*) FROM files.files');
    expect(after.rows[0].count).toBe(before.rows[0].count);
  });

  it('accepts the token in the body field too', async () => {
    const response = await h
      .call('post', '/api/files/root/createfolder/BodyToken', MANAGER, { token: null })
      .send({ token: tokenFor(MANAGER) });
    expect(response.status).toBe(201);
  });
});

describe('POST /api/files/{fileid}: comments (MODIFY) and sharing (MODIFY on the file or its parent)', () => {
  it('the owner changes comments and sharing', async () => {
    const id = await file(await folder());
    const response = await h
      .call('post', `/api/files/${id}`, OWNER)
      .send({ comments: 'Read me', permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      comments: 'Read me',
      permissions: [{ type: 'TEAM', teamID: 1, permission: 1 }],
    });
    expect(response.body.folderPath).toHaveLength(3);
  });

  it('a viewer with READ only may not change comments', async () => {
    const id = await file(await folder());
    const response = await h.call('post', `/api/files/${id}`, PLAIN).send({ comments: 'no' });
    expect(response.status).toBe(403);
    expect((await h.call('get', `/api/files/${id}`, OWNER)).body.comments).toBe('');
  });

  it('MODIFY on the parent allows sharing but not comments on a file without MODIFY', async () => {
    const parent = await folder('root', teamModify);
    const id = await file(parent, accountRead);
    const share = await h
      .call('post', `/api/files/${id}`, TEAM_MEMBER)
      .send({ permissions: [{ type: 'OTHER', permission: 1 }] });
    expect(share.status).toBe(200);
    const comment = await h.call('post', `/api/files/${id}`, TEAM_MEMBER).send({ comments: 'x' });
    expect(comment.status).toBe(403);
  });

  it('MODIFY on the file (TEAM entry) allows comments', async () => {
    const id = await file(await folder(), teamModify);
    expect((await h.call('post', `/api/files/${id}`, TEAM_MEMBER).send({ comments: 'ok' })).status).toBe(200);
    expect((await h.call('post', `/api/files/${id}`, PLAIN).send({ comments: 'no' })).status).toBe(403);
  });

  it('FileManagement FULL changes anything', async () => {
    const id = await file(await folder());
    expect((await h.call('post', `/api/files/${id}`, MANAGER).send({ comments: 'managed' })).status).toBe(
      200,
    );
  });

  it("another account's file is not found; anonymous visitors must sign in", async () => {
    const id = await file(await folder());
    expect(
      (await h.call('post', `/api/files/${id}`, OTHER_ACCOUNT_OWNER).send({ comments: 'x' })).status,
    ).toBe(404);
    expect((await h.call('post', `/api/files/${id}`, 'anonymous').send({ comments: 'x' })).status).toBe(401);
  });

  it.each([
    ['neither comments nor permissions', {}, 'comments or permissions is required'],
    ['an unknown entry type', { permissions: [{ type: 'EVERYONE', permission: 1 }] }, undefined],
    ['permission bits above 255', { permissions: [{ type: 'OTHER', permission: 256 }] }, undefined],
    ['comments longer than 5000', { comments: 'x'.repeat(5001) }, undefined],
  ])('refuses %s with 400 VALIDATION', async (_rule, body, message) => {
    const id = await file(await folder());
    const response = await h.call('post', `/api/files/${id}`, OWNER).send(body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(typeof response.body.message).toBe('string');
    if (message) expect(response.body.message).toBe(message);
  });

  it('the special folders cannot be changed', async () => {
    const response = await h.call('post', '/api/files/root', MANAGER).send({ comments: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The special folders cannot be changed, moved or deleted');
  });
});

describe('DELETE /api/files/{fileid}', () => {
  it('a folder goes with everything in it, and their bytes leave storage after the commit', async () => {
    const top = await folder();
    const inner = await folder(top);
    const a = await file(top);
    const b = await h.seed({
      id: newID(),
      parentID: inner,
      fileName: 'p.png',
      owner: OWNER.ref,
      bytes: Buffer.from('png'),
      contentType: 'image/png',
      thumbnail: Buffer.from('thumb'),
    });
    const keep = await file('root');
    const keysBefore = await h.storedKeys();
    expect(keysBefore).toEqual(
      expect.arrayContaining([`md001/files/${a}`, `md001/files/${b}`, `md001/thumbnails/${b}.png`]),
    );

    const response = await h.call('delete', `/api/files/${top}`, OWNER);
    expect(response.status).toBe(204);
    const left = await h.db.query('SELECT id FROM files.files WHERE id = ANY($1::text[])', [
      [top, inner, a, b, keep],
    ]);
    expect(left.rows.map((row) => row.id)).toEqual([keep]);
    const keysAfter = await h.storedKeys();
    expect(keysAfter).not.toContain(`md001/files/${a}`);
    expect(keysAfter).not.toContain(`md001/files/${b}`);
    expect(keysAfter).not.toContain(`md001/thumbnails/${b}.png`);
    expect(keysAfter).toContain(`md001/files/${keep}`);
  });

  const matrix: [string, () => Promise<string>, Who, number][] = [
    ['the owner deletes', async () => file(await folder()), OWNER, 204],
    ['READ only may not delete', async () => file(await folder()), PLAIN, 403],
    ['MODIFY on the parent is enough', async () => file(await folder('root', teamModify)), TEAM_MEMBER, 204],
    ['FileManagement FULL deletes', async () => file(await folder()), MANAGER, 204],
    ['anonymous visitors must sign in', async () => file(await folder()), 'anonymous', 401],
    ["another account's file is not found", async () => file(await folder()), OTHER_ACCOUNT_OWNER, 404],
  ];
  it.each(matrix)('%s', async (_rule, make, who, status) => {
    const id = await make();
    expect((await h.call('delete', `/api/files/${id}`, who)).status).toBe(status);
    const exists = await h.db.query('SELECT 1 FROM files.files WHERE id = $1', [id]);
    expect(exists.rowCount).toBe(status === 204 ? 0 : 1);
  });

  it('the special and personal folders cannot be deleted', async () => {
    expect((await h.call('delete', '/api/files/root', MANAGER)).status).toBe(400);
    expect((await h.call('delete', '/api/files/CAPNHQMember-510002', PLAIN)).status).toBe(400);
  });

  it('needs the CSRF token', async () => {
    const id = await file(await folder());
    expect((await h.call('delete', `/api/files/${id}`, OWNER, { token: 'nope' })).status).toBe(403);
    expect((await h.db.query('SELECT 1 FROM files.files WHERE id = $1', [id])).rowCount).toBe(1);
  });
});
