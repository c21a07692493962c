// Service tests of POST /api/files/{parentid}/children {childid} (move) and DELETE
// /api/files/{parentid}/children/{childid}: §5 drop rules, the cycle check, §6 rights, scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilePermission } from '@portal/contracts';
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
} from './testing.ts';

let h: DriveHarness;
beforeAll(async () => {
  h = await createDriveHarness();
});
afterAll(() => h?.close());

type Entries = FilePermission[];
const accountRead: Entries = [{ type: 'ACCOUNTMEMBER', permission: 1 }];
const teamModify: Entries = [{ type: 'TEAM', teamID: 1, permission: 5 }];

const folder = (parentID = 'root', permissions: Entries = accountRead) =>
  h.seed({ id: newID(), parentID, fileName: 'Folder', owner: OWNER.ref, permissions });
const file = (parentID: string, permissions: Entries = accountRead) =>
  h.seed({
    id: newID(),
    parentID,
    fileName: 'f.txt',
    owner: OWNER.ref,
    bytes: Buffer.from('x'),
    contentType: 'text/plain',
    permissions,
  });
const parentOf = async (id: string) =>
  (await h.db.query<{ parent_id: string }>('SELECT parent_id FROM files.files WHERE id = $1', [id])).rows[0]
    ?.parent_id;
const move = (target: string, childid: unknown, who: Who = OWNER) =>
  h.call('post', `/api/files/${target}/children`, who).send({ childid });

describe('POST /api/files/{parentid}/children: move', () => {
  it('moves a file into a folder and answers it with its new path', async () => {
    const from = await folder();
    const to = await folder();
    const id = await file(from);
    const response = await move(to, id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, parentID: to });
    expect(response.body.folderPath.map((e: { id: string }) => e.id)).toEqual(['root', to, id]);
    expect(await parentOf(id)).toBe(to);
  });

  it('refuses a folder moved into its own descendant (cycle) and leaves it where it was', async () => {
    const top = await folder();
    const middle = await folder(top);
    const bottom = await folder(middle);
    const response = await move(bottom, top);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('A folder cannot be moved into itself or one of its own folders');
    expect(await parentOf(top)).toBe('root');
  });

  it.each([
    ['the child must carry a 32-hex id', async () => ['root', 'events'], 'That item cannot be moved there'],
    [
      'not into the item itself',
      async () => {
        const f = await folder();
        return [f, f];
      },
      'A folder cannot be moved into itself or one of its own folders',
    ],
    [
      'not into its current parent',
      async () => {
        const f = await folder();
        return [f, await file(f)];
      },
      'The item is already in that folder',
    ],
    [
      'only into folders',
      async () => [await file('root'), await file('root')],
      'Items can only be put into folders',
    ],
    [
      'never into the personal folders list',
      async () => ['personalfolders', await file('root')],
      'Items can only be put into folders',
    ],
  ])('400: %s', async (_rule, make, message) => {
    const [target, child] = await make();
    const response = await move(target!, child, MANAGER);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('400 when childid is missing or not a string', async () => {
    const response = await move('root', 42);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
  });

  const matrix: [string, () => Promise<[string, string]>, Who, number][] = [
    [
      'a plain member without MODIFY on the target is refused',
      async () => [await folder(), await file(await folder('root', teamModify))],
      PLAIN,
      403,
    ],
    [
      'MODIFY on the target and on the old parent (TEAM) is enough',
      async () => [await folder('root', teamModify), await file(await folder('root', teamModify))],
      TEAM_MEMBER,
      200,
    ],
    [
      'MODIFY on the target but not on the child or its parent is refused',
      async () => [await folder('root', teamModify), await file(await folder())],
      TEAM_MEMBER,
      403,
    ],
    [
      'FileManagement FULL moves into events',
      async () => ['events', await file(await folder())],
      MANAGER,
      200,
    ],
    [
      'a plain member cannot move into events',
      async () => ['events', await file(await folder('root', teamModify))],
      TEAM_MEMBER,
      403,
    ],
    [
      'a member moves their own file into their personal folder',
      async () => [
        'CAPNHQMember-510002',
        await h.seed({
          id: newID(),
          parentID: 'root',
          fileName: 'mine',
          owner: PLAIN.ref,
          bytes: Buffer.from('m'),
        }),
      ],
      PLAIN,
      200,
    ],
    [
      'anonymous visitors must sign in',
      async () => [await folder(), await file(await folder())],
      'anonymous',
      401,
    ],
    [
      "another account's items are not found",
      async () => [await folder(), await file(await folder())],
      OTHER_ACCOUNT_OWNER,
      404,
    ],
  ];
  it.each(matrix)('%s', async (_rule, make, who, status) => {
    const [target, child] = await make();
    const before = await parentOf(child);
    expect((await move(target, child, who)).status).toBe(status);
    expect(await parentOf(child)).toBe(status === 200 ? target : before);
  });

  it('an unknown child is not found', async () => {
    expect((await move(await folder(), newID())).status).toBe(404);
  });
});

describe('DELETE /api/files/{parentid}/children/{childid}', () => {
  it('deletes a child of that folder', async () => {
    const parent = await folder();
    const child = await file(parent);
    expect((await h.call('delete', `/api/files/${parent}/children/${child}`, OWNER)).status).toBe(204);
    expect(await parentOf(child)).toBeUndefined();
  });

  it('answers 404 when the item is not in that folder', async () => {
    const child = await file(await folder());
    const response = await h.call('delete', `/api/files/${await folder()}/children/${child}`, OWNER);
    expect(response.status).toBe(404);
    expect(await parentOf(child)).toBeDefined();
  });

  it('needs MODIFY on the child or the folder', async () => {
    const parent = await folder();
    const child = await file(parent);
    expect((await h.call('delete', `/api/files/${parent}/children/${child}`, PLAIN)).status).toBe(403);
    expect(
      (await h.call('delete', `/api/files/${parent}/children/${child}`, OTHER_ACCOUNT_OWNER)).status,
    ).toBe(404);
    expect(await parentOf(child)).toBe(parent);
  });
});
