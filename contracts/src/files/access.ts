// Platform §6 Files and §5 Drive drop as pure functions: svc-files decides with them, mfe-drive
// uses them only to decide what to offer. Table tests: access.test.ts.
import { areMemberReferencesEqual, type MemberReference } from '../entities/memberReference.ts';
import type { PermissionSet } from '../permissions/permissionSet.ts';
import { hasPermission } from '../permissions/presets.ts';
import { FILE_PERMISSION_BITS, isOrdinaryFileID, isPersonalFolderID, type DriveFile } from './file.ts';

/** Who is asking: nobody (anonymous), or a signed-in member of the host's account. */
export interface FileViewer {
  member: (MemberReference & { permissions: PermissionSet }) | null;
  /** The privileged user of §6 (bypasses every check). */
  superUser: boolean;
  /** The teams the member is on or leads (svc-identity's internal call). */
  teamIDs: readonly number[];
}

export type FileAccessSubject = Pick<DriveFile, 'owner' | 'permissions'>;

/**
 * The permission bits the viewer holds on a file: the owner and the privileged user have full
 * control; so does a holder of FileManagement FULL (they manage the unit's drive: our reading of
 * §6, written down in svc-files/README); everyone else gets the OR of the entries that apply:
 * OTHER (also anonymous), SIGNEDIN and ACCOUNTMEMBER (a signed-in member of this account: sessions
 * belong to one account, so the two coincide here), TEAM (a team the member is on), USER (them).
 */
export function fileAccessBits(file: FileAccessSubject, viewer: FileViewer): number {
  const { member } = viewer;
  if (viewer.superUser) return FILE_PERMISSION_BITS.FULLCONTROL;
  if (member && file.owner && areMemberReferencesEqual(file.owner, member)) {
    return FILE_PERMISSION_BITS.FULLCONTROL;
  }
  if (member && hasPermission(member, 'FileManagement', 'FULL')) return FILE_PERMISSION_BITS.FULLCONTROL;
  let bits = 0;
  for (const entry of file.permissions) {
    const applies =
      entry.type === 'OTHER' ||
      ((entry.type === 'SIGNEDIN' || entry.type === 'ACCOUNTMEMBER') && member !== null) ||
      (entry.type === 'TEAM' && member !== null && viewer.teamIDs.includes(entry.teamID)) ||
      (entry.type === 'USER' && member !== null && areMemberReferencesEqual(entry.reference, member));
    if (applies) bits |= entry.permission;
  }
  return bits;
}

const holds = (bits: number, wanted: number) => (bits & wanted) === wanted;

/** §6 read: download the file, see the items in the folder. */
export const canReadFile = (file: FileAccessSubject, viewer: FileViewer): boolean =>
  holds(fileAccessBits(file, viewer), FILE_PERMISSION_BITS.READ);

/**
 * §6 read applied to a folder's listing: only the items the viewer may read on their own, so a
 * listing never shows the name, owner, size, sharing or comments of a file the viewer is refused.
 */
export const readableItems = <T extends FileAccessSubject>(items: readonly T[], viewer: FileViewer): T[] =>
  items.filter((item) => canReadFile(item, viewer));

/** §6 modify: change comments; for a folder also upload into it. */
export const canModifyFile = (file: FileAccessSubject, viewer: FileViewer): boolean =>
  holds(fileAccessBits(file, viewer), FILE_PERMISSION_BITS.MODIFY);

/** §6: delete and sharing need MODIFY on the file or on its parent (null: no parent known). */
export const canDeleteOrShareFile = (
  file: FileAccessSubject,
  parent: FileAccessSubject | null,
  viewer: FileViewer,
): boolean => canModifyFile(file, viewer) || (parent !== null && canModifyFile(parent, viewer));

/**
 * §6 "Folder creation ... is not allowed in personal folders": the personal folders list, a
 * member's personal folder, and any folder below one (its folderPath passes through
 * 'personalfolders'). Without a folderPath only the folder's own id is known.
 */
export function isInPersonalFolders(folder: {
  id: string;
  folderPath?: readonly { id: string }[] | undefined;
}): boolean {
  if (folder.id === 'personalfolders' || isPersonalFolderID(folder.id)) return true;
  return (folder.folderPath ?? []).some((entry) => entry.id === 'personalfolders');
}

/**
 * §6: creating a folder needs FileManagement FULL or MODIFY on the parent, and is not allowed in
 * personal folders (for anyone, the privileged user included). Pass the parent's folderPath so a
 * folder deep inside a personal folder is recognised.
 */
export function canCreateFolderIn(
  parent: FileAccessSubject & { id: string; folderPath?: readonly { id: string }[] | undefined },
  viewer: FileViewer,
): boolean {
  if (isInPersonalFolders(parent)) return false;
  if (viewer.superUser) return true;
  if (viewer.member && hasPermission(viewer.member, 'FileManagement', 'FULL')) return true;
  return canModifyFile(parent, viewer);
}

/**
 * §5 drive drop: what is dropped must carry a 32-hex id, and the target must be neither the item's
 * current parent nor the item itself. (MODIFY on the target is checked with canModifyFile; that the
 * target is not inside the item is the server's check, which knows the tree.)
 */
export function isValidDrop(droppedID: string, currentParentID: string | null, targetID: string): boolean {
  return isOrdinaryFileID(droppedID) && droppedID !== targetID && currentParentID !== targetID;
}
