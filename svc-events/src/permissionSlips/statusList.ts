// GET /api/events/{id}/permissionslips rows: every committed cadet with their slip's state (no row
// yet: NOT_REQUESTED), and for NEEDS_RESIGNING the fields changed since signing.
import {
  changedSlipFields,
  slipFieldsOf,
  stringifyMemberReference,
  type Event,
  type SlipStatus,
} from '@portal/contracts';
import type { SlipCadet } from './cadets.ts';
import { memberOfRow, type SlipRow } from './slipRepository.ts';

export function slipStatuses(
  event: Event,
  cadets: readonly SlipCadet[],
  rows: readonly SlipRow[],
): SlipStatus[] {
  const byKey = new Map(rows.map((row) => [stringifyMemberReference(memberOfRow(row)), row]));
  const now = slipFieldsOf(event);
  return cadets.map((cadet) => {
    const row = byKey.get(stringifyMemberReference(cadet.member));
    if (!row)
      return {
        member: cadet.member,
        memberName: cadet.name,
        state: 'NOT_REQUESTED',
        sentAt: null,
        signedAt: null,
        guardianName: null,
        fileID: null,
        changed: [],
      };
    return {
      member: cadet.member,
      memberName: cadet.name,
      state: row.state,
      sentAt: Number(row.sent_at),
      signedAt: row.signed_at === null ? null : Number(row.signed_at),
      guardianName: row.guardian_name,
      fileID: row.file_id,
      changed:
        row.state === 'NEEDS_RESIGNING' && row.signed_fields ? changedSlipFields(row.signed_fields, now) : [],
    };
  });
}
