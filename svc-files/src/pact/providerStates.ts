// Provider states of the pacts whose provider is svc-files (names and ids in
// @portal/contracts/testing, shared with the consumers). Every state seeds the same fixture drive, through the
// seed functions of the demo and the tests, with FIXED ids the consumer may also pin; the viewer
// states choose who the request filter signs the context for.
import { FILES_DOCUMENT, FILES_IDS, FILES_STATES } from '@portal/contracts/testing';
import { documentFileID } from '../internal/documentRoutes.ts';
import type { Pool } from 'pg';
import type { Viewer, Who } from '../drive/testing.ts';
import { generatedPng, thumbnailOf } from '../seed/png.ts';
import { seedItem } from '../seed/seedFiles.ts';
import type { FileStorage } from '../storage/storage.ts';

/** A file of another account (md002), never counted for md001. */
const OTHER_ACCOUNT_FILE_ID = 'f00000000000000000000000000000d2';

/** The viewers of the pacts, by the session id the states hand out (also the cookie value). */
export const PACT_VIEWERS: Record<string, Viewer> = {
  'pact-session-admin': {
    ref: { type: 'CAPNHQMember', id: 510001 },
    permissions: { FileManagement: 'FULL' },
    name: ['Alex', 'Administrator'],
  },
  'pact-session-cadet': { ref: { type: 'CAPNHQMember', id: 510004 }, teamIDs: [1], name: ['Casey', 'Cadet'] },
};

export interface PactScope {
  who: Who;
}

export function providerStates(deps: { db: Pool; storage: FileStorage }, scope: PactScope) {
  const admin = PACT_VIEWERS['pact-session-admin']!.ref;

  /** Each interaction starts from the same drive: what an earlier one moved or deleted is reset. */
  async function seedDrive(): Promise<void> {
    await deps.db.query("DELETE FROM files.files WHERE account_id = 'md001'");
    await deps.db.query("DELETE FROM files.personal_folders WHERE account_id = 'md001'");
    const image = await generatedPng(320, 200, 205);
    const items = [
      {
        id: FILES_IDS.folder,
        parentID: 'root',
        fileName: 'Documents',
        permissions: [{ type: 'ACCOUNTMEMBER' as const, permission: 1 }],
      },
      {
        id: FILES_IDS.image,
        parentID: FILES_IDS.folder,
        fileName: 'photo.png',
        bytes: image,
        contentType: 'image/png',
        thumbnail: await thumbnailOf(image),
      },
      {
        id: FILES_IDS.text,
        parentID: FILES_IDS.folder,
        fileName: 'notes.txt',
        bytes: Buffer.from('Hello drive\n'),
        contentType: 'text/plain',
      },
      { id: FILES_IDS.target, parentID: 'root', fileName: 'Archive' },
      {
        id: FILES_IDS.teamFile,
        parentID: FILES_IDS.folder,
        fileName: 'roster.txt',
        bytes: Buffer.from('Color Guard roster\n'),
        contentType: 'text/plain',
        permissions: [{ type: 'TEAM' as const, teamID: 1, permission: 1 }],
      },
    ];
    for (const item of items)
      await seedItem(deps.db, deps.storage, { accountID: 'md001', owner: admin, ...item });
  }

  const signIn = (sessionID: string) => async () => {
    await seedDrive();
    scope.who = PACT_VIEWERS[sessionID]!;
    return { sessionID };
  };

  return {
    [FILES_STATES.member]: signIn('pact-session-admin'),
    [FILES_STATES.cadet]: signIn('pact-session-cadet'),
    [FILES_STATES.noSession]: async () => {
      await seedDrive();
      scope.who = 'anonymous';
      return {};
    },
    [FILES_STATES.folder]: async () => {
      await seedDrive();
      return { folderID: FILES_IDS.folder, imageID: FILES_IDS.image, textID: FILES_IDS.text };
    },
    [FILES_STATES.anotherFolder]: async () => {
      await seedDrive();
      return { targetID: FILES_IDS.target };
    },
    [FILES_STATES.teamFile]: async () => {
      await seedDrive();
      return { fileID: FILES_IDS.teamFile };
    },
    // mfe-events' home page photo banner (GET /api/banner, anonymous visitors too): the fixture
    // drive's photo.png is for members only; this image is shared with everyone (OTHER, READ)
    [FILES_STATES.publicPhoto]: async () => {
      await seedDrive();
      const image = await generatedPng(320, 200, 90);
      await seedItem(deps.db, deps.storage, {
        accountID: 'md001',
        id: FILES_IDS.publicImage,
        parentID: FILES_IDS.folder,
        fileName: 'bivouac.png',
        owner: admin,
        bytes: image,
        contentType: 'image/png',
        thumbnail: await thumbnailOf(image),
        permissions: [{ type: 'OTHER', permission: 1 }],
      });
      return { imageID: FILES_IDS.publicImage };
    },
    // svc-events' signed permission slips (POST /internal/files/documents): none stored yet
    [FILES_STATES.documentsTaken]: async () => {
      await seedDrive();
      return {};
    },
    // ... and the same signature's document stored already, in its folder under Events
    [FILES_STATES.documentStored]: async () => {
      await seedDrive();
      const folderID = documentFileID('md001', 'folder', FILES_DOCUMENT.folderKey);
      await seedItem(deps.db, deps.storage, {
        accountID: 'md001',
        id: folderID,
        parentID: 'events',
        fileName: FILES_DOCUMENT.folderName,
        owner: admin,
      });
      await seedItem(deps.db, deps.storage, {
        accountID: 'md001',
        id: documentFileID('md001', 'file', FILES_DOCUMENT.key),
        parentID: folderID,
        fileName: FILES_DOCUMENT.fileName,
        owner: admin,
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
        contentType: 'application/pdf',
      });
      return {};
    },
    // mfe-admin's drive information widget (GET /api/files/info): the fixture drive of md001 holds
    // 3 files and 2 folders; a file of another account is added to show it is not counted.
    [FILES_STATES.drive]: async () => {
      await seedDrive();
      await seedItem(deps.db, deps.storage, {
        accountID: 'md002',
        id: OTHER_ACCOUNT_FILE_ID,
        parentID: 'root',
        fileName: 'elsewhere.txt',
        owner: admin,
        bytes: Buffer.from('another account\n'),
        contentType: 'text/plain',
      });
      return { files: 3, folders: 2 };
    },
  };
}
