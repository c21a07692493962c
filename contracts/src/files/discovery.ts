// Finding files (our design; the spec's drive has no such calls, written down in svc-files/README):
//   GET /api/files/shared?limit&offset          -> filePage: files and folders shared with the
//       signed-in member directly (a USER entry) or through a team they are on (a TEAM entry)
//   GET /api/files/search?q&limit&offset        -> filePage: files and folders of the caller's
//       account whose name contains q (case-insensitive) and that the caller may read (§6)
//   GET /api/files/team/{teamID}?limit&offset   -> filePage: files and folders shared with that
//       team that the caller may read (the team page's file list)
// Every item is judged on the server with canReadFile; the browser only shows the page it gets.
import { z } from 'zod';
import { areMemberReferencesEqual } from '../entities/memberReference.ts';
import { canReadFile, type FileAccessSubject, type FileViewer } from './access.ts';
import { DriveFile, FILE_PERMISSION_BITS } from './file.ts';

export const FILE_PAGE_DEFAULT_LIMIT = 50;
export const FILE_PAGE_MAX_LIMIT = 100;
export const FILE_SEARCH_MAX = 100;

/** Words of ours for the finding calls' refusals and empty states. */
export const FILE_FINDING_MESSAGES = {
  searchTermRequired: 'Enter a file name to search for',
  searchTermTooLong: `A search can be at most ${FILE_SEARCH_MAX} characters`,
  invalidLimit: `limit must be a whole number from 1 to ${FILE_PAGE_MAX_LIMIT}`,
  invalidOffset: 'offset must be a whole number of 0 or more',
  invalidTeamID: 'Invalid team ID',
  nothingShared: 'Nothing has been shared with you yet',
  noSearchResults: 'No files you may open match that name',
  noTeamFiles: 'No files are shared with this team',
} as const;

const pageFields = {
  limit: z.coerce
    .number({ error: FILE_FINDING_MESSAGES.invalidLimit })
    .int(FILE_FINDING_MESSAGES.invalidLimit)
    .min(1, FILE_FINDING_MESSAGES.invalidLimit)
    .max(FILE_PAGE_MAX_LIMIT, FILE_FINDING_MESSAGES.invalidLimit)
    .default(FILE_PAGE_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: FILE_FINDING_MESSAGES.invalidOffset })
    .int(FILE_FINDING_MESSAGES.invalidOffset)
    .min(0, FILE_FINDING_MESSAGES.invalidOffset)
    .default(0),
};

/** Query of GET /api/files/shared and /api/files/team/{teamID}. */
export const filePageQuery = z.object(pageFields);
export type FilePageQuery = z.infer<typeof filePageQuery>;

/** Query of GET /api/files/search: q is trimmed and must keep at least one character. */
export const fileSearchQuery = z.object({
  q: z
    .string({ error: FILE_FINDING_MESSAGES.searchTermRequired })
    .trim()
    .min(1, FILE_FINDING_MESSAGES.searchTermRequired)
    .max(FILE_SEARCH_MAX, FILE_FINDING_MESSAGES.searchTermTooLong),
  ...pageFields,
});
export type FileSearchQuery = z.infer<typeof fileSearchQuery>;

/**
 * teamID of GET /api/files/team/{teamID}: a team id is a whole number (0 is the cadet staff),
 * written in decimal digits only (Number() would also take '0x1', '1e3' or '-00').
 */
export const teamFilesParam = z
  .string({ error: FILE_FINDING_MESSAGES.invalidTeamID })
  .regex(/^\d{1,10}$/, FILE_FINDING_MESSAGES.invalidTeamID)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, FILE_FINDING_MESSAGES.invalidTeamID));

/** One page of files: newest first for shared lists, by name for a search; nextOffset null at the end. */
export const filePage = z.object({
  files: z.array(DriveFile),
  nextOffset: z.number().int().nonnegative().nullable(),
});
export type FilePage = z.infer<typeof filePage>;

const grantsRead = (bits: number) => (bits & FILE_PERMISSION_BITS.READ) === FILE_PERMISSION_BITS.READ;

/**
 * "Shared with me": the viewer may read the file AND a USER entry naming them or a TEAM entry of a
 * team they are on grants READ. Their own files, and files open to every member or the public
 * only, are not "shared with" them: those are found by browsing or search.
 */
export function isSharedWith(file: FileAccessSubject, viewer: FileViewer): boolean {
  const { member } = viewer;
  if (!member) return false;
  if (file.owner && areMemberReferencesEqual(file.owner, member)) return false;
  const named = file.permissions.some(
    (entry) =>
      grantsRead(entry.permission) &&
      ((entry.type === 'USER' && areMemberReferencesEqual(entry.reference, member)) ||
        (entry.type === 'TEAM' && viewer.teamIDs.includes(entry.teamID))),
  );
  return named && canReadFile(file, viewer);
}

/** A team page lists a file when a TEAM entry of that team grants READ and the viewer may read it. */
export function isSharedWithTeam(file: FileAccessSubject, teamID: number, viewer: FileViewer): boolean {
  const forTeam = file.permissions.some(
    (entry) => entry.type === 'TEAM' && entry.teamID === teamID && grantsRead(entry.permission),
  );
  return forTeam && canReadFile(file, viewer);
}

/** The drive's shared marker: some entry grants anything to someone besides the owner. */
export const isShared = (file: Pick<FileAccessSubject, 'permissions'>): boolean =>
  file.permissions.some((entry) => entry.permission > 0);
