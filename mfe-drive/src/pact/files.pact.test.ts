// Pact consumer: every call mfe-drive makes to svc-files (mfe-drive/src/drive/fileCalls.ts, through
// the real call modules) -> contracts/pacts/mfe-drive-svc-files.json. Provider states and fixed ids:
// svc-files' provider harness (svc-files/src/pact/providerStates.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { FILE_MESSAGES } from '@portal/contracts';
import { createApiClient, isApiError } from '@portal/kit';
import { describe, expect, it } from 'vitest';
import {
  createFolder,
  deleteFile,
  downloadHref,
  loadChildren,
  loadFile,
  loadFullFile,
  loadQuota,
  moveFile,
  saveComments,
  savePermissions,
  thumbnailHref,
  uploadFiles,
} from '../drive/fileCalls.ts';
import {
  cadetCookie,
  clientFor,
  drivePact,
  driveFile,
  fullDriveFile,
  IDS,
  json,
  jsonBody,
  memberCookie,
  STATES,
  tokenField,
} from './drivePact.ts';
import { FetchXhr } from './fetchXhr.ts';

const { like, eachLike, regex, integer } = MatchersV3;
const pact = drivePact();
const PACT_BOUNDARY = 'pact-upload-boundary-0001';
const mutating = { ...memberCookie, ...jsonBody };
const folder = { id: IDS.folder, fileName: 'Documents', contentType: 'application/folder', parentID: 'root' };
const image = { id: IDS.image, fileName: 'photo.png', contentType: 'image/png', parentID: IDS.folder };
const text = { id: IDS.text, fileName: 'notes.txt', contentType: 'text/plain', parentID: IDS.folder };

describe('mfe-drive file calls -> svc-files', () => {
  it('GET /api/files/{id}/dirty (loadFullFile): the folder with its folderPath', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a full folder request from a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.folder}/dirty`, headers: memberCookie })
      .willRespondWith({ status: 200, headers: json, body: fullDriveFile(folder) });
    await pact.executeTest(async (mock) => {
      const file = await loadFullFile(IDS.folder, clientFor(mock.url));
      expect(file.folderPath.length).toBeGreaterThan(0);
    });
  });

  it('GET /api/files/{id}/children (loadChildren): the items the member may read', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a folder listing request from a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.folder}/children`, headers: memberCookie })
      .willRespondWith({ status: 200, headers: json, body: eachLike(driveFile(image)) });
    await pact.executeTest(async (mock) => {
      const items = await loadChildren(IDS.folder, clientFor(mock.url));
      expect(items[0]?.id).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  it("GET /api/files/quota (loadQuota, the drive's storage line): the member's and the account's usage", async () => {
    const usage = (used: number, quota: number) => ({ used: integer(used), quota: integer(quota) });
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a storage quota request from a signed-in member')
      .withRequest({ method: 'GET', path: '/api/files/quota', headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { member: usage(1234, 2147483648), account: usage(5678, 53687091200) },
      });
    await pact.executeTest(async (mock) => {
      const quota = await loadQuota(clientFor(mock.url));
      expect(quota.member.quota).toBeGreaterThan(0);
      expect(quota.account.used).toBeGreaterThanOrEqual(0);
    });
  });

  it("GET /api/files/root/children without a session: 401 'Please sign in' (root is for account members)", async () => {
    pact
      .given(STATES.noSession)
      .uponReceiving('a root listing request from an anonymous visitor')
      .withRequest({ method: 'GET', path: '/api/files/root/children' })
      .willRespondWith({
        status: 401,
        headers: json,
        body: { code: 'SIGNIN_REQUIRED', message: like(FILE_MESSAGES.pleaseSignIn) },
      });
    await pact.executeTest(async (mock) => {
      const error = await loadChildren('root', createApiClient({ baseUrl: mock.url })).catch(
        (e: unknown) => e,
      );
      expect(isApiError(error) && error.status).toBe(401);
    });
  });

  it('GET /api/files/{id} (loadFile, the file-input control): the file', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a file request from a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.image}`, headers: memberCookie })
      .willRespondWith({ status: 200, headers: json, body: driveFile(image) });
    await pact.executeTest(async (mock) => {
      expect((await loadFile(IDS.image, clientFor(mock.url))).fileName).toBe('photo.png');
    });
  });

  it('POST /api/files/{parent}/createfolder/{name} (createFolder): 201 and the new folder', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a folder created by a signed-in member')
      .withRequest({
        method: 'POST',
        path: `/api/files/${IDS.folder}/createfolder/Trips`,
        headers: mutating,
        body: tokenField,
      })
      .willRespondWith({
        status: 201,
        headers: json,
        body: fullDriveFile({
          ...folder,
          id: 'a0000000000000000000000000000001',
          fileName: 'Trips',
          parentID: IDS.folder,
        }),
      });
    await pact.executeTest(async (mock) => {
      expect((await createFolder(IDS.folder, 'Trips', clientFor(mock.url))).fileName).toBe('Trips');
    });
  });

  it('POST /api/files/{id} {comments} (saveComments): the updated file', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('comments saved by a signed-in member')
      .withRequest({
        method: 'POST',
        path: `/api/files/${IDS.text}`,
        headers: mutating,
        body: { comments: 'Read before the meeting', ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { ...fullDriveFile(text), comments: 'Read before the meeting' },
      });
    await pact.executeTest(async (mock) => {
      const saved = await saveComments(IDS.text, 'Read before the meeting', clientFor(mock.url));
      expect(saved.comments).toBe('Read before the meeting');
    });
  });

  it('POST /api/files/{id} {permissions} (savePermissions): sharing with team 1 and account members', async () => {
    const permissions = [
      { type: 'ACCOUNTMEMBER' as const, permission: 1 },
      { type: 'TEAM' as const, teamID: 1, permission: 5 },
    ];
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('sharing settings saved by a signed-in member')
      .withRequest({
        method: 'POST',
        path: `/api/files/${IDS.text}`,
        headers: mutating,
        body: { permissions, ...tokenField },
      })
      .willRespondWith({ status: 200, headers: json, body: { ...fullDriveFile(text), permissions } });
    await pact.executeTest(async (mock) => {
      const saved = await savePermissions(IDS.text, permissions, clientFor(mock.url));
      expect(saved.permissions).toEqual(permissions);
    });
  });

  it('POST /api/files/{parent}/children {childid} (moveFile, §5 drive drop): the moved file', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .given(STATES.anotherFolder)
      .uponReceiving('a file moved by a signed-in member')
      .withRequest({
        method: 'POST',
        path: `/api/files/${IDS.target}/children`,
        headers: mutating,
        body: { childid: IDS.text, ...tokenField },
      })
      .willRespondWith({
        status: 200,
        headers: json,
        body: { ...fullDriveFile(text), parentID: IDS.target },
      });
    await pact.executeTest(async (mock) => {
      expect((await moveFile(IDS.text, IDS.target, clientFor(mock.url))).parentID).toBe(IDS.target);
    });
  });

  it('DELETE /api/files/{id} (deleteFile): 204', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a file deleted by a signed-in member')
      .withRequest({ method: 'DELETE', path: `/api/files/${IDS.text}`, headers: mutating, body: tokenField })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (mock) => {
      await expect(deleteFile(IDS.text, clientFor(mock.url))).resolves.toBeUndefined();
    });
  });

  it('GET /api/files/{id}/download (the Download link): the bytes as an attachment', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a download by a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.text}/download`, headers: memberCookie })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex('text/plain.*', 'text/plain'),
          'Content-Disposition': regex('attachment.*', 'attachment; filename="notes.txt"'),
        },
        body: 'Hello drive\n',
      });
    await pact.executeTest(async (mock) => {
      const res = await fetch(mock.url + downloadHref(IDS.text), {
        headers: { cookie: 'sessionid=pact-session-admin' },
      });
      expect(await res.text()).toBe('Hello drive\n');
    });
  });

  it('GET /api/files/{id}/download by a member of the team it is shared with (cadet, team 1)', async () => {
    pact
      .given(STATES.cadet)
      .given(STATES.teamFile)
      .uponReceiving('a download of a team-shared file by a team member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.teamFile}/download`, headers: cadetCookie })
      .willRespondWith({
        status: 200,
        headers: { 'Content-Disposition': regex('attachment.*', 'attachment; filename="roster.txt"') },
      });
    await pact.executeTest(async (mock) => {
      const res = await fetch(mock.url + downloadHref(IDS.teamFile), {
        headers: { cookie: 'sessionid=pact-session-cadet' },
      });
      expect(res.status).toBe(200);
    });
  });

  it('GET /api/files/{id}/export (thumbnails): a PNG', async () => {
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('a thumbnail request from a signed-in member')
      .withRequest({ method: 'GET', path: `/api/files/${IDS.image}/export`, headers: memberCookie })
      .willRespondWith({ status: 200, headers: { 'Content-Type': regex('image/png.*', 'image/png') } });
    await pact.executeTest(async (mock) => {
      const res = await fetch(mock.url + thumbnailHref(IDS.image), {
        headers: { cookie: 'sessionid=pact-session-admin' },
      });
      expect(res.headers.get('content-type')).toMatch(/^image\/png/);
    });
  });

  it("POST /api/files/upload/{parent} (uploadFiles): multipart part 'file-notes.txt', x-csrf-token; 201 the files", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drive-pact-'));
    const sample = path.join(dir, 'notes.txt');
    fs.writeFileSync(sample, 'Uploaded notes\n');
    pact
      .given(STATES.member)
      .given(STATES.folder)
      .uponReceiving('an upload of one file by a signed-in member')
      .withRequestMultipartFileUpload(
        {
          method: 'POST',
          path: `/api/files/upload/${IDS.folder}`,
          headers: { ...memberCookie, 'x-csrf-token': like('session-csrf-token') },
        },
        'text/plain',
        sample,
        'file-notes.txt',
        // fixed, so the pact file's body and Content-Type stay the same from run to run (the pact's
        // content hash is what can-i-deploy records); the real upload's FormData boundary differs,
        // the provider side matches the header by regex and the body part by part
        PACT_BOUNDARY,
      )
      .willRespondWith({
        status: 201,
        headers: json,
        body: eachLike({ ...fullDriveFile({ ...text, id: 'a0000000000000000000000000000002' }) }),
      });
    await pact.executeTest(async (mock) => {
      const client = clientFor(mock.url);
      const file = new File(['Uploaded notes\n'], 'notes.txt', { type: 'text/plain' });
      const created = await uploadFiles(IDS.folder, [file], {
        client,
        baseUrl: mock.url,
        createRequest: () =>
          new FetchXhr({ cookie: 'sessionid=pact-session-admin' }) as unknown as XMLHttpRequest,
      });
      expect(created[0]?.fileName).toBe('notes.txt');
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
