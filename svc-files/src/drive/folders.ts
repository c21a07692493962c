// The folders that are not rows (platform §3 special ids, §2 personal drives) and the lookup of any
// file id. 'root' and 'events' belong to the account (owner null): account members may read them
// and FileManagement FULL holders modify them (fileAccessBits gives those full control).
// 'personalfolders' lists the personal folders. A member's personal folder has the member
// reference string as id ('CAPNHQMember-510004'), belongs to that member and has no entries, so
// only they (and FileManagement FULL, and the privileged user) may read or modify it.
import {
  FILE_PERMISSION_BITS,
  FOLDER_CONTENT_TYPE,
  isOrdinaryFileID,
  isSpecialFolderID,
  parseMemberReference,
  stringifyMemberReference,
  type DriveFile,
  type FolderPathEntry,
  type MemberReference,
  type SpecialFolderID,
} from '@portal/contracts';
import type { Pool, PoolClient } from 'pg';
import { personalFolderName } from './personalFolders.ts';
import { ancestorChain, findRow, rowToFile, type DriveRow } from './repository.ts';

type Queryable = Pool | PoolClient;

export const SPECIAL_FOLDER_NAMES: Record<SpecialFolderID, string> = {
  root: 'Drive',
  events: 'Events',
  personalfolders: 'Personal folders',
};

const SPECIAL_PARENT: Record<SpecialFolderID, string | null> = {
  root: null,
  events: 'root',
  personalfolders: 'root',
};

function virtualFolder(
  accountID: string,
  id: string,
  fields: Pick<DriveFile, 'fileName' | 'parentID' | 'owner' | 'permissions'>,
): DriveFile {
  return {
    id,
    accountID,
    contentType: FOLDER_CONTENT_TYPE,
    uploader: null,
    comments: '',
    size: 0,
    created: 0,
    hasThumbnail: false,
    status: 'ready',
    ...fields,
  };
}

export function specialFolder(accountID: string, id: SpecialFolderID): DriveFile {
  return virtualFolder(accountID, id, {
    fileName: SPECIAL_FOLDER_NAMES[id],
    parentID: SPECIAL_PARENT[id],
    owner: null,
    permissions: [{ type: 'ACCOUNTMEMBER', permission: FILE_PERMISSION_BITS.READ }],
  });
}

/** The member of a personal folder id, only in its canonical form (one folder, one id). */
export function personalFolderOwner(id: string): MemberReference | null {
  const parsed = parseMemberReference(id);
  return parsed.ok && stringifyMemberReference(parsed.value) === id ? parsed.value : null;
}

export function personalFolder(accountID: string, owner: MemberReference, name: string | null): DriveFile {
  const id = stringifyMemberReference(owner);
  return virtualFolder(accountID, id, {
    fileName: name ?? id,
    parentID: 'personalfolders',
    owner,
    permissions: [],
  });
}

export interface ResolvedFile {
  file: DriveFile;
  /** The row behind an ordinary file; null for the virtual folders. */
  row: DriveRow | null;
}

/** Any file id of the host's account, or null (unknown id, another account's id, bad format). */
export async function resolveFile(
  db: Queryable,
  accountID: string,
  id: string,
): Promise<ResolvedFile | null> {
  if (isSpecialFolderID(id)) return { file: specialFolder(accountID, id), row: null };
  if (isOrdinaryFileID(id)) {
    const row = await findRow(db, accountID, id);
    return row ? { file: rowToFile(row), row } : null;
  }
  const owner = personalFolderOwner(id);
  if (!owner) return null;
  return { file: personalFolder(accountID, owner, await personalFolderName(db, accountID, id)), row: null };
}

/** The path of a virtual folder, from the root down to it. */
async function virtualPath(db: Queryable, accountID: string, id: string): Promise<FolderPathEntry[]> {
  const root = { id: 'root', name: SPECIAL_FOLDER_NAMES.root };
  if (id === 'root') return [root];
  if (isSpecialFolderID(id)) return [root, { id, name: SPECIAL_FOLDER_NAMES[id] }];
  if (!personalFolderOwner(id)) return [];
  const name = (await personalFolderName(db, accountID, id)) ?? id;
  return [root, { id: 'personalfolders', name: SPECIAL_FOLDER_NAMES.personalfolders }, { id, name }];
}

/**
 * §3 folderPath: from { id: 'root', name: 'Drive' } down to the file itself (inclusive), the
 * ordinary part read with one recursive query. An orphan (its top parent is gone) starts at its
 * topmost surviving folder.
 */
export async function folderPathOf(db: Queryable, file: DriveFile): Promise<FolderPathEntry[]> {
  if (!isOrdinaryFileID(file.id)) return virtualPath(db, file.accountID, file.id);
  const chain = await ancestorChain(db, file.accountID, file.id);
  const top = chain[0]?.parent_id;
  const prefix = top && !isOrdinaryFileID(top) ? await virtualPath(db, file.accountID, top) : [];
  return [...prefix, ...chain.map((entry) => ({ id: entry.id, name: entry.file_name }))];
}
