// Platform §7 "GET and POST /member/tempdutypositions/{id} (dutyPositions)"; {id} is the member
// reference's string form ('CAPNHQMember-510004'). Owner: svc-identity.
import { z } from 'zod';
import { DutyPosition } from '../entities/member.ts';
import { namedMemberFields } from '../entities/namedMember.ts';
import { TEMPORARY_DUTY_POSITIONS, TemporaryDutyPosition } from './temporaryDutyPositions.ts';

/** One temporary position of a save: a title of the list and when it ends (ms since the epoch). */
export const TemporaryDutyAssignment = z.object({
  duty: TemporaryDutyPosition,
  expires: z.number().int(),
});
export type TemporaryDutyAssignment = z.infer<typeof TemporaryDutyAssignment>;

/** `POST /api/member/tempdutypositions/{id}` `{ dutyPositions, token }`: replaces the member's temporary positions. */
export const setTemporaryDutyPositionsRequest = z.object({
  dutyPositions: z.array(TemporaryDutyAssignment).max(TEMPORARY_DUTY_POSITIONS.length),
});
export type SetTemporaryDutyPositionsRequest = z.infer<typeof setTemporaryDutyPositionsRequest>;

/** GET (and the POST's answer): the member's current positions, NHQ and temporary, expired ones left out. */
export const memberDutyPositionsResponse = z.object({
  ...namedMemberFields,
  dutyPositions: z.array(DutyPosition),
});
export type MemberDutyPositionsResponse = z.infer<typeof memberDutyPositionsResponse>;

export const DUTY_POSITION_MESSAGES = {
  expiresInPast: 'The expiry date must be in the future',
  duplicate: (duty: string) => `${duty} is given more than once`,
  saved: 'Saved!',
} as const;

/** Problems of a save at `now` (empty = may be written): expiries in the future, each title once. */
export function temporaryDutyProblems(positions: readonly TemporaryDutyAssignment[], now: number): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const position of positions) {
    if (seen.has(position.duty)) problems.push(DUTY_POSITION_MESSAGES.duplicate(position.duty));
    seen.add(position.duty);
    if (position.expires <= now) problems.push(`${position.duty}: ${DUTY_POSITION_MESSAGES.expiresInPast}`);
  }
  return problems;
}
