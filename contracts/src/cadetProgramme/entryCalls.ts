// svc-identity's cadet record calls for the manager's editor ("a manager can also
// enter them"); the gateway sends /api/member/* to svc-identity. All need PromotionManagement FULL
// (rules/entryRules.ts mayEnterCadetRecords) and answer only cadets of the caller's account.
//   GET    /api/member/cadetrecords                          -> cadetRecordCadetsResponse
//   GET    /api/member/cadetrecords/{member}                 -> cadetRecordEditorResponse
//   POST   /api/member/cadetrecords/{member}/entries         CadetRecordEntryInput + token -> 201 CadetRecordEntry
//   DELETE /api/member/cadetrecords/{member}/entries/{id}    { token } -> 204
// Refusals are { code, message }: 401 'Please sign in'; 403 'You do not have permission to do that';
// 404 'Could not find the member' (not of this account) / 'Could not find the entry'; 400 with the
// messages of entries.ts (CADET_ENTRY_MESSAGES). {member} is the reference string 'CAPNHQMember-510004'.
import { z } from 'zod';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';
import { namedMemberFields } from '../entities/namedMember.ts';
import { CadetRequirementsRecord } from './entities.ts';
import { CadetRecordEntry } from './entries.ts';
import { CapwatchCadetRowsSchema } from './internalCadetRecords.ts';

export const CADET_RECORDS_PATH = '/api/member/cadetrecords';
export const cadetRecordPath = (member: MemberReference): string =>
  `${CADET_RECORDS_PATH}/${encodeURIComponent(stringifyMemberReference(member))}`;
export const cadetRecordEntriesPath = (member: MemberReference): string =>
  `${cadetRecordPath(member)}/entries`;
export const cadetRecordEntryPath = (member: MemberReference, id: number): string =>
  `${cadetRecordEntriesPath(member)}/${id}`;

/** A cadet as the editor's picker shows them. */
export const CadetRecordCadet = z.object({
  /** name: 'C/A1C Doe, Jane' */
  ...namedMemberFields,
  flight: z.string().nullable(),
});
export type CadetRecordCadet = z.infer<typeof CadetRecordCadet>;

/** GET /api/member/cadetrecords: the national cadets of the account, by last and first name. */
export const cadetRecordCadetsResponse = z.object({ cadets: z.array(CadetRecordCadet) });
export type CadetRecordCadetsResponse = z.infer<typeof cadetRecordCadetsResponse>;

/**
 * GET /api/member/cadetrecords/{member}: the imported CAPWATCH rows as stored, the manager's entries
 * (oldest first), and the §3 record built from both (what the home panel and the reports show).
 */
export const cadetRecordEditorResponse = z.object({
  cadet: CadetRecordCadet,
  imported: CapwatchCadetRowsSchema,
  entries: z.array(CadetRecordEntry),
  record: CadetRequirementsRecord,
});
export type CadetRecordEditorResponse = z.infer<typeof cadetRecordEditorResponse>;

/** POST .../entries answers the stored entry (201). */
export const createCadetRecordEntryResponse = CadetRecordEntry;
