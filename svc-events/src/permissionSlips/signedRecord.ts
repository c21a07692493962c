// The signed slip's record: a PDF of the CAPF 60-80 with the guardian's answer and its audit,
// stored through svc-files in a folder of the drive's Events folder, and its drive id kept on the
// slip (`fileID` in the list).
//
// The signature is committed first, on its own; the PDF is made and stored after that commit. A
// failed store (svc-files down, a timeout) loses nothing: the slip stays signed with no file, and
// a later read of the event's slips tries again (signedRecorder.ts). The drive id derives from the
// slip and its signature (time and content hash), so a retry, two readers at once or a redelivered
// answer store one file; a new signature (re-signing) is a new file, and the slip then links that
// one. Who may read it is the drive's rule: the cadet and the event's internal points of contact
// (USER READ), the event's author (its owner), FileManagement FULL and the privileged user.
import {
  areMemberReferencesEqual,
  EVENT_TIME_ZONE,
  eventViewerPath,
  formatEventID,
  type InternalDocumentRequest,
  type MemberReference,
} from '@portal/contracts';
import { slipDocumentEventOf } from '@portal/contracts/documents';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { findEvent } from '../events/repository.ts';
import { signedSlipPdf } from './signedSlipPdf.ts';
import type { SlipFilesClient } from './slipFilesClient.ts';
import { memberOfRow, setSlipFile, type SlipRow } from './slipRepository.ts';

export interface SignedRecordDeps {
  db: Pool;
  /** null: svc-files not configured (slips are signed without a PDF until it is). */
  files: Pick<SlipFilesClient, 'storeDocument'> | null;
  baseURL: (accountID: string) => string;
  logger: Logger;
}

/** A signature standing (or the last one, before re-signing) whose PDF is not stored yet. */
export const needsRecord = (row: SlipRow): boolean =>
  (row.state === 'SIGNED' || row.state === 'NEEDS_RESIGNING') &&
  row.file_id === null &&
  row.signed_at !== null &&
  row.content_hash !== null &&
  row.signed_fields !== null;

/** The business key of one signature: the same signature, the same drive file. */
export const signedRecordKey = (row: SlipRow): string =>
  [
    'permissionslip',
    row.account_id,
    row.event_id,
    row.member_type,
    row.member_id,
    Number(row.signed_at),
    row.content_hash!.slice(0, 16),
  ].join('-');

/** 'CAPF6080-md001-42-540001-signed-20261129T1403Z.pdf' (§9's name, the cadet and the time). */
export function signedRecordName(row: SlipRow): string {
  const stamp = new Date(Number(row.signed_at)).toISOString().replace(/[-:]/g, '').slice(0, 13);
  return `CAPF6080-${row.account_id}-${row.event_id}-${row.member_id}-signed-${stamp}Z.pdf`;
}

function uniqueMembers(members: MemberReference[]): MemberReference[] {
  return members.filter((m, i) => members.findIndex((other) => areMemberReferencesEqual(m, other)) === i);
}

/** Makes and stores the signed PDF, then links it to the slip. Throws on any failure. */
export async function storeSignedRecord(
  deps: SignedRecordDeps,
  row: SlipRow,
  siteName: string,
): Promise<string> {
  if (!deps.files) throw new Error('svc-files is not configured');
  if (!needsRecord(row)) throw new Error('the slip holds no signature to record');
  const stored = await findEvent(deps.db, row.account_id, row.event_id);
  if (!stored) throw new Error(`event ${row.account_id}-${row.event_id} is gone`);
  const event = stored.event;
  const pdf = await signedSlipPdf({
    // what the guardian signed, not what the event says now; the rest of the form is the event's
    slip: { ...slipDocumentEventOf(event), fields: row.signed_fields! },
    siteName,
    eventUrl: deps.baseURL(row.account_id) + eventViewerPath(event),
    zone: EVENT_TIME_ZONE,
    signed: {
      cadetName: row.member_name,
      guardianName: row.guardian_name ?? '',
      relationship: row.relationship ?? '',
      phoneDuringActivity: row.phone_during_activity ?? '',
      alternatePhone: row.alternate_phone ?? '',
      signature: row.signature ?? '',
      signedAt: Number(row.signed_at),
      address: row.signer_ip ?? '',
      userAgent: row.signer_user_agent ?? '',
      contentHash: row.content_hash!,
    },
  });
  const internalContacts = event.pointsOfContact.flatMap((p) =>
    p.type === 'INTERNAL' ? [p.memberReference] : [],
  );
  const document: InternalDocumentRequest = {
    key: signedRecordKey(row),
    folder: {
      key: `permissionslips-${row.account_id}-${row.event_id}`,
      name: `${formatEventID(row.account_id, row.event_id)} signed permission slips`,
    },
    fileName: signedRecordName(row),
    contentType: 'application/pdf',
    owner: event.author,
    readers: uniqueMembers([memberOfRow(row), ...internalContacts]),
    content: pdf.toString('base64'),
  };
  const answer = await deps.files.storeDocument(row.account_id, document);
  // stored either way (kept in the drive); linked only while this signature is still the slip's
  if (!(await setSlipFile(deps.db, row, answer.id))) throw new Error('the slip was answered again meanwhile');
  return answer.id;
}

/** The unit's name for the slip's header: the signed context's account, else the account id. */
export function siteNameOf(account: { id: string; name: string } | null, accountID: string): string {
  return (account?.id === accountID && account.name.trim()) || accountID.toUpperCase();
}
