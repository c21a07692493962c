// Platform §7 "changelog" and §3 Change log entry: GET /api/changelog (anyone, newest first) and
// POST /api/changelog (the privileged user only; token). Times are ms since the epoch.
import { z } from 'zod';

export const CHANGELOG_TITLE_MAX = 200;
export const CHANGELOG_TEXT_MAX = 20_000;
export const CHANGELOG_TITLE_MESSAGE = 'Note title cannot be empty';
export const CHANGELOG_TEXT_MESSAGE = 'Note text cannot be empty';
/** §8: the change log page when the list cannot be loaded. */
export const CHANGELOG_LOAD_ERROR = 'There was an error getting the changelog list';

/** §3 Change log entry. noteText is markdown (rendered without raw HTML). */
export const changelogEntry = z.object({
  id: z.number().int(),
  /** When the note was written (server time). */
  entryDateTime: z.number(),
  /** Who wrote it: the privileged user's member number. */
  entryCAPID: z.number().int(),
  /** The date the note is about (e.g. the release date), shown on the page. */
  noteDateTime: z.number(),
  noteTitle: z.string(),
  noteText: z.string(),
});
export type ChangelogEntry = z.infer<typeof changelogEntry>;

export const changelogListResponse = z.array(changelogEntry);
export type ChangelogListResponse = z.infer<typeof changelogListResponse>;

/**
 * POST /api/changelog with the spec's fields. entryDateTime and entryCAPID are accepted for the
 * spec's shape but the server writes its own (now, the signed-in member): a client cannot
 * back-date a note or write it in another member's name.
 */
export const newChangelogEntryRequest = z.object({
  entryDateTime: z.number().optional(),
  entryCAPID: z.number().int().optional(),
  noteDateTime: z.number().int().min(0),
  noteTitle: z.string().trim().min(1, CHANGELOG_TITLE_MESSAGE).max(CHANGELOG_TITLE_MAX),
  noteText: z.string().trim().min(1, CHANGELOG_TEXT_MESSAGE).max(CHANGELOG_TEXT_MAX),
});
export type NewChangelogEntryRequest = z.infer<typeof newChangelogEntryRequest>;
