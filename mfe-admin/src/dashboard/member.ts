// Small readers over the session's member.
import type { SessionMemberLike } from './viewer.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'C/Amn Jane Q Doe' style name (rank, first, middle initial, last, suffix). */
export function memberDisplayName(member: SessionMemberLike): string {
  return [
    text(member.memberRank),
    text(member.nameFirst),
    text(member.nameMiddle).slice(0, 1),
    text(member.nameLast),
    text(member.nameSuffix),
  ]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
