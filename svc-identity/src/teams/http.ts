// What every team route shares: the viewer of the request, the team id of the path and the
// member reference of the path; a bad one is thrown as its 400.
import {
  MEMBER_REFERENCE_ERRORS,
  parseMemberReference,
  type MemberReference,
  type TeamViewer,
} from '@portal/contracts';
import type { Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { invalid, refusal } from '../http/errors.ts';
import { isSuperUserRequest, signedInMember } from '../http/permissions.ts';
import { TEAM_REFUSALS } from './messages.ts';

export function teamViewerOf(deps: Pick<ServiceDeps, 'config'>, res: Response): TeamViewer {
  return { member: signedInMember(res), superUser: isSuperUserRequest(deps, res) };
}

/** A path's team id: 1 to 9 digits (like the team pages' routes); 400 otherwise. */
export function teamIDOrThrow(param: unknown): number {
  if (typeof param !== 'string' || !/^\d{1,9}$/.test(param)) throw refusal(TEAM_REFUSALS.invalidTeamID);
  return Number(param);
}

/** A path's member reference (string form 'type-id'); 400 with §8's words otherwise. */
export function memberReferenceOrThrow(param: unknown): MemberReference {
  const parsed = parseMemberReference(typeof param === 'string' ? param : '');
  if (!parsed.ok) throw invalid(parsed.error);
  if (parsed.value.type === 'CAPNHQMember' && !Number.isSafeInteger(parsed.value.id)) {
    throw invalid(MEMBER_REFERENCE_ERRORS.invalidID);
  }
  return parsed.value;
}
