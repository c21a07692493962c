// How a cadet's slip state reads in the managers' panel, the attendance list and the spreadsheet:
// the contracts' label, with the signing time for a signed slip and what changed for one that
// needs re-signing (the field labels of the slip).
import {
  formatSpreadsheetDateTime,
  formatViewerDateTime,
  SLIP_FIELD_LABELS,
  SLIP_STATE_LABELS,
  stringifyMemberReference,
  type MemberReference,
  type SlipFieldName,
  type SlipStatus,
} from '@portal/contracts';

/** Field names to their labels ('Meet time, Cost'); unknown names as they are. */
export function changedLabels(changed: readonly string[]): string {
  return changed.map((name) => SLIP_FIELD_LABELS[name as SlipFieldName] ?? name).join(', ');
}

/** 'Signed 10:00 on 07/04/2026', 'Needs re-signing (Meet time)', 'Sent', ... in the viewer's zone. */
export function slipStateText(status: SlipStatus, zone: string): string {
  const label = SLIP_STATE_LABELS[status.state];
  if (status.state === 'SIGNED' && status.signedAt !== null)
    return `${label} ${formatViewerDateTime(status.signedAt, zone)}`;
  if (status.state === 'NEEDS_RESIGNING' && status.changed.length > 0)
    return `${label} (${changedLabels(status.changed)})`;
  return label;
}

/** The spreadsheet's cell: the label, and for a signed slip the §9 spreadsheet date. */
export function slipStateCell(status: SlipStatus | undefined): string {
  if (!status) return '';
  const label = SLIP_STATE_LABELS[status.state];
  return status.state === 'SIGNED' && status.signedAt !== null
    ? `${label} ${formatSpreadsheetDateTime(status.signedAt)}`
    : label;
}

/** Slips by member (the attendance list and the sheet look one up per row). */
export function slipsByMember(slips: readonly SlipStatus[]): Map<string, SlipStatus> {
  return new Map(slips.map((s) => [stringifyMemberReference(s.member), s]));
}

export const slipOf = (slips: ReadonlyMap<string, SlipStatus>, member: MemberReference) =>
  slips.get(stringifyMemberReference(member));

/** Still to answer: never requested, sent but unsigned, or signed before a change. */
export const isMissing = (s: SlipStatus): boolean => s.state !== 'SIGNED' && s.state !== 'DECLINED';

/**
 * Which signature a slip's PDF records: the slip's signature while it is signed; otherwise (needs
 * re-signing, or asked again) the one before, which no longer stands.
 */
export const signedPdfNote = (s: SlipStatus): string =>
  s.state === 'SIGNED' ? 'current signature' : 'previous signature, no longer current';
