// svc-identity's internal cadet-records calls, consumed by svc-events' promotion calls (§7
// GET /member/promotionrequirements/currentuser and /account). The member import stores each
// member's CAPWATCH cadet rows raw (identity.nhq_cadet_records; svc-identity/src/memberImport);
// svc-identity answers them with the member facts the rules need (platform §3 Member: birth date,
// gender, join and expiry dates, flight, grade, contacts) and svc-events builds the §3 record with
// cadetRecordFromCapwatch. Service to service only (/internal is never routed by the gateway);
// the signed context (session null) names the account, and only that account is ever answered.
import { z } from 'zod';
import { Member } from '../entities/member.ts';
import { perKey } from '../entities/perKey.ts';
import { MemberReference, stringifyMemberReference } from '../entities/memberReference.ts';

/** One raw CAPWATCH row: column name -> text as in the file. */
export const CapwatchRowSchema = z.record(z.string(), z.string());

/** The five CAPWATCH cadet tables a member's rows come from (the member import reads these files). */
export const CADET_RECORD_SOURCES = [
  'CadetAchv',
  'CadetAchvAprs',
  'CadetHFZInformation',
  'OFlight',
  'CadetActivities',
] as const;

/** A member's rows of the five cadet tables, each in file order ([] when none). */
export const CapwatchCadetRowsSchema = z.object(
  perKey(CADET_RECORD_SOURCES, () => z.array(CapwatchRowSchema)),
);
export type CapwatchCadetRowsAnswer = z.infer<typeof CapwatchCadetRowsSchema>;

/** A member and their imported cadet rows (all [] for prospective members and members never imported). */
export const InternalCadetRecords = z.object({
  member: Member,
  rows: CapwatchCadetRowsSchema,
});
export type InternalCadetRecords = z.infer<typeof InternalCadetRecords>;

/** GET: every member of the context's account (cadets and senior members), ordered by type and id. */
export const INTERNAL_ACCOUNT_CADET_RECORDS_PATH = '/internal/cadetrecords';
export const internalAccountCadetRecordsResponse = z.object({ members: z.array(InternalCadetRecords) });
export type InternalAccountCadetRecordsResponse = z.infer<typeof internalAccountCadetRecordsResponse>;

/** GET: one member; 404 when the context's account has no such member. */
export const internalMemberCadetRecordsPath = (member: MemberReference): string =>
  `/internal/members/${encodeURIComponent(stringifyMemberReference(member))}/cadetrecords`;
export const internalMemberCadetRecordsResponse = InternalCadetRecords;
export type InternalMemberCadetRecordsResponse = z.infer<typeof internalMemberCadetRecordsResponse>;

/** No rows at all (a prospective member, or a member the import never brought rows for). */
export function emptyCadetRows(): CapwatchCadetRowsAnswer {
  return perKey(CADET_RECORD_SOURCES, () => []);
}
