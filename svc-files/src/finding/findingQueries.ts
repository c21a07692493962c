// The finding calls' queries on files.files. Each takes the caller's account id and filters by it,
// and pre-selects in SQL by the same §6 read rule as contracts' fileAccessBits (so a page's limit
// counts readable rows); the routes still judge every row with the contracts' pure rule.
import { FOLDER_CONTENT_TYPE } from '@portal/contracts';
import type { Pool } from 'pg';
import type { DriveViewer } from '../drive/viewer.ts';
import type { DriveRow } from '../drive/repository.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The viewer's side of the read rule as query parameters ($2..$5 of every query below). */
function viewerParams(viewer: DriveViewer, fullControl: boolean): unknown[] {
  return [
    viewer.ref ? JSON.stringify(viewer.ref) : null,
    [...viewer.teamIDs],
    viewer.member !== null,
    fullControl,
  ];
}

/** An entry of `f.permissions` (aliased e) that grants READ. */
const GRANTS_READ = `((e->>'permission')::int & 1) = 1`;

/** §6 read, as fileAccessBits: full control ($5), the owner, or an entry that applies and holds READ. */
const MAY_READ = `($5::boolean OR f.owner = $2::jsonb OR EXISTS (
   SELECT 1 FROM jsonb_array_elements(f.permissions) e
    WHERE ${GRANTS_READ} AND (
      e->>'type' = 'OTHER'
      OR (e->>'type' IN ('SIGNEDIN', 'ACCOUNTMEMBER') AND $4::boolean)
      OR (e->>'type' = 'TEAM' AND (e->>'teamID')::int = ANY($3::int[]))
      OR (e->>'type' = 'USER' AND e->'reference' = $2::jsonb))))`;

/** One row more than the page, so the route knows whether another page follows. */
const WINDOW = (first: number) => `LIMIT $${first} OFFSET $${first + 1}`;

/** Files and folders shared with the member by a USER entry or a TEAM entry of their teams; newest first. */
export async function sharedWithRows(db: Pool, viewer: DriveViewer, page: PageWindow): Promise<DriveRow[]> {
  const { rows } = await db.query<DriveRow>(
    `SELECT f.* FROM files.files f
      WHERE f.account_id = $1 AND f.status = 'ready' AND f.owner <> $2::jsonb
        AND EXISTS (
          SELECT 1 FROM jsonb_array_elements(f.permissions) e
           WHERE ${GRANTS_READ} AND (
             (e->>'type' = 'USER' AND e->'reference' = $2::jsonb)
             OR (e->>'type' = 'TEAM' AND (e->>'teamID')::int = ANY($3::int[]))))
        AND ${MAY_READ}
      ORDER BY f.created DESC, f.id
      ${WINDOW(6)}`,
    [viewer.accountID, ...viewerParams(viewer, false), page.limit + 1, page.offset],
  );
  return rows;
}

/** `\`, `%` and `_` are LIKE's own characters: a search for them finds them literally. */
const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Files and folders whose name contains `term` and that the viewer may read; folders first, by name. */
export async function searchRows(
  db: Pool,
  viewer: DriveViewer,
  fullControl: boolean,
  term: string,
  page: PageWindow,
): Promise<DriveRow[]> {
  const { rows } = await db.query<DriveRow>(
    `SELECT f.* FROM files.files f
      WHERE f.account_id = $1 AND f.status = 'ready'
        AND lower(f.file_name) LIKE $6 ESCAPE '\\'
        AND ${MAY_READ}
      ORDER BY (f.content_type = $7) DESC, lower(f.file_name), f.id
      ${WINDOW(8)}`,
    [
      viewer.accountID,
      ...viewerParams(viewer, fullControl),
      likePattern(term),
      FOLDER_CONTENT_TYPE,
      page.limit + 1,
      page.offset,
    ],
  );
  return rows;
}

/** Files and folders a TEAM entry of `teamID` lets read, among those the viewer may read; newest first. */
export async function teamRows(
  db: Pool,
  viewer: DriveViewer,
  fullControl: boolean,
  teamID: number,
  page: PageWindow,
): Promise<DriveRow[]> {
  const { rows } = await db.query<DriveRow>(
    `SELECT f.* FROM files.files f
      WHERE f.account_id = $1 AND f.status = 'ready'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(f.permissions) e
                     WHERE ${GRANTS_READ} AND e->>'type' = 'TEAM' AND (e->>'teamID')::int = $6::int)
        AND ${MAY_READ}
      ORDER BY f.created DESC, f.id
      ${WINDOW(7)}`,
    [viewer.accountID, ...viewerParams(viewer, fullControl), teamID, page.limit + 1, page.offset],
  );
  return rows;
}
