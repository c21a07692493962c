// Platform §3 File and its sharing entries; §5 drive drop; §2 Drive messages. Owner: svc-files.
import { z } from 'zod';
import { MemberReference, parseMemberReference } from '../entities/memberReference.ts';

/** §3: ordinary files and folders have 32 lower-case hex characters as id. */
export const ORDINARY_FILE_ID = /^[0-9a-f]{32}$/;
export const isOrdinaryFileID = (id: string): boolean => ORDINARY_FILE_ID.test(id);

/** §3 special folder ids. 'personalfolders' holds one personal folder per member. */
export const SPECIAL_FOLDER_IDS = ['root', 'events', 'personalfolders'] as const;
export type SpecialFolderID = (typeof SPECIAL_FOLDER_IDS)[number];
export const isSpecialFolderID = (id: string): id is SpecialFolderID =>
  (SPECIAL_FOLDER_IDS as readonly string[]).includes(id);

/**
 * A member's personal folder (§2 `/drive/{member reference}`) has the member reference's string
 * form as its id, e.g. 'CAPNHQMember-510020' (a design choice: the spec shows the route only).
 */
export const isPersonalFolderID = (id: string): boolean => parseMemberReference(id).ok;

/** Any id a file call accepts: ordinary, special, or a personal folder. */
export const FileID = z
  .string()
  .max(120)
  .refine((id) => isOrdinaryFileID(id) || isSpecialFolderID(id) || isPersonalFolderID(id), {
    message: 'Invalid file ID',
  });
export type FileID = z.infer<typeof FileID>;

export const FOLDER_CONTENT_TYPE = 'application/folder';

/** §3 permission bits. */
export const FILE_PERMISSION_BITS = { READ: 1, WRITE: 2, MODIFY: 4, FULLCONTROL: 255 } as const;
/** §2 sharing dialog levels: none, view (READ), view-and-modify (MODIFY, which includes READ). */
export const SHARING_LEVELS = { none: 0, view: 1, viewAndModify: 1 | 4 } as const;

export const FilePermissionBits = z.number().int().min(0).max(255);

/** §3 permission entries: type OTHER (also anonymous), SIGNEDIN, ACCOUNTMEMBER, TEAM, USER. */
export const FilePermission = z.discriminatedUnion('type', [
  z.object({ type: z.literal('OTHER'), permission: FilePermissionBits }),
  z.object({ type: z.literal('SIGNEDIN'), permission: FilePermissionBits }),
  z.object({ type: z.literal('ACCOUNTMEMBER'), permission: FilePermissionBits }),
  z.object({
    type: z.literal('TEAM'),
    teamID: z.number().int().nonnegative(),
    permission: FilePermissionBits,
  }),
  z.object({ type: z.literal('USER'), reference: MemberReference, permission: FilePermissionBits }),
]);
export type FilePermission = z.infer<typeof FilePermission>;

/** §3 folderPath: the chain from the root to the file, each with id and name. */
export const FolderPathEntry = z.object({ id: z.string(), name: z.string() });
export type FolderPathEntry = z.infer<typeof FolderPathEntry>;

/**
 * §3 File as the server answers it. Beyond the spec (written down in svc-files/README): size in
 * bytes, created time, and hasThumbnail (images whose upload job made one). Folders have size 0.
 * `owner` is null only for the special folders, which belong to the account.
 */
export const DriveFile = z.object({
  id: z.string(),
  accountID: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  parentID: z.string().nullable(),
  owner: MemberReference.nullable(),
  uploader: MemberReference.nullable(),
  comments: z.string(),
  permissions: z.array(FilePermission),
  size: z.number().int().nonnegative(),
  created: z.number().int(),
  hasThumbnail: z.boolean(),
  /** Absent or 'ready' for finished files; 'pending' while the upload job runs, 'failed' after it gave up. */
  status: z.enum(['pending', 'ready', 'failed']).optional(),
});
export type DriveFile = z.infer<typeof DriveFile>;

/** The "dirty" (full) form: the file plus its folderPath for the breadcrumbs. */
export const FullDriveFile = DriveFile.extend({ folderPath: z.array(FolderPathEntry) });
export type FullDriveFile = z.infer<typeof FullDriveFile>;

export const isFolder = (file: Pick<DriveFile, 'contentType'>): boolean =>
  file.contentType === FOLDER_CONTENT_TYPE;

/** Messages of platform §2, §5 and §8 for the drive, word for word where the spec gives them. */
export const FILE_MESSAGES = {
  listError: 'An error occurred requesting a listing of files',
  goToFolderError: 'Could not go to folder',
  noFilesToSelect: 'No files to select',
  invalidFileSelected: 'Invalid file selected',
  signInError: 'Sign in error',
  pleaseSignIn: 'Please sign in',
  uploadWarning:
    'Please do not navigate away from this webpage, or else it will cause issues with your upload',
  selectOrUpload: 'Select or upload files',
  // not given by the spec: our wording
  folderNameRequired: 'A folder needs a name',
  notFound: 'File not found',
  noPermission: 'You do not have permission to do that',
  // §6 "Folder creation ... is not allowed in personal folders"
  noFoldersInPersonal: 'Folder creation is not allowed in personal folders',
  invalidDrop: 'That item cannot be moved there',
  tooLarge: 'The file is too large',
  typeMismatch: "The file's contents do not match its extension",
} as const;
