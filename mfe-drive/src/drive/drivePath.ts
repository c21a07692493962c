// Platform §2 drive routes: '/drive' and '/filemanagement' alone are the root folder; otherwise the
// last path segment names the folder (an ordinary 32-hex id, a special folder, or a member
// reference for a member's personal drive). Pure, so the route table stays testable.
import { FileID } from '@portal/contracts';

export type DriveBase = 'drive' | 'filemanagement';

export type ParsedDrivePath =
  { ok: true; base: DriveBase; folderID: string } | { ok: false; base: DriveBase; segment: string };

export function parseDrivePath(pathname: string): ParsedDrivePath {
  const segments = pathname.split('/').filter((s) => s !== '');
  const base: DriveBase = segments[0] === 'filemanagement' ? 'filemanagement' : 'drive';
  const last = segments.length > 1 ? decodeURIComponent(segments[segments.length - 1]!) : 'root';
  return FileID.safeParse(last).success
    ? { ok: true, base, folderID: last }
    : { ok: false, base, segment: last };
}

/** The page of a folder under the same base the user came in by ('root' is the bare base). */
export function folderHref(base: DriveBase, folderID: string): string {
  return folderID === 'root' ? `/${base}` : `/${base}/${encodeURIComponent(folderID)}`;
}

/** The drive's finding views: /drive/shared (Shared with me) and /drive/search?q= (no file has these ids). */
export type FindingView = 'shared' | 'search';

export function findingViewOf(pathname: string): FindingView | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length !== 2) return null;
  return segments[1] === 'shared' || segments[1] === 'search' ? segments[1] : null;
}

export const sharedHref = (base: DriveBase) => `/${base}/shared`;
export const searchHref = (base: DriveBase, term: string) => `/${base}/search?q=${encodeURIComponent(term)}`;
