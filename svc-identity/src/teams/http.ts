// What every team route shares: the viewer of the request, the team id of the path, and the
// answer to a refusal thrown by service.ts.
import {
  MEMBER_REFERENCE_ERRORS,
  parseMemberReference,
  VALIDATION_ERROR_CODE,
  type MemberReference,
  type TeamViewer,
} from '@portal/contracts';
import type { Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { sendError } from '../http/errors.ts';
import { isSuperUserRequest, signedInMember } from '../http/permissions.ts';
import { TEAM_REFUSALS, type TeamRefusal } from './messages.ts';
import { Refusal } from './service.ts';

export function teamViewerOf(deps: Pick<ServiceDeps, 'config'>, res: Response): TeamViewer {
  return { member: signedInMember(res), superUser: isSuperUserRequest(deps, res) };
}

/** A path's team id: 1 to 9 digits (like the team pages' routes); null after answering 400. */
export function teamIDOrReject(param: unknown, res: Response): number | null {
  if (typeof param !== 'string' || !/^\d{1,9}$/.test(param)) {
    sendRefusal(res, TEAM_REFUSALS.invalidTeamID);
    return null;
  }
  return Number(param);
}

/** A path's member reference (string form 'type-id'); null after answering 400 with §8's words. */
export function memberReferenceOrReject(param: unknown, res: Response): MemberReference | null {
  const parsed = parseMemberReference(typeof param === 'string' ? param : '');
  if (!parsed.ok) {
    sendRefusal(res, { status: 400, code: VALIDATION_ERROR_CODE, message: parsed.error });
    return null;
  }
  if (parsed.value.type === 'CAPNHQMember' && !Number.isSafeInteger(parsed.value.id)) {
    sendRefusal(res, {
      status: 400,
      code: VALIDATION_ERROR_CODE,
      message: MEMBER_REFERENCE_ERRORS.invalidID,
    });
    return null;
  }
  return parsed.value;
}

export function sendRefusal(res: Response, refusal: TeamRefusal): void {
  if (refusal.code === VALIDATION_ERROR_CODE) {
    res
      .status(refusal.status)
      .json({ code: refusal.code, message: refusal.message, issues: [refusal.message] });
    return;
  }
  sendError(res, refusal);
}

/** Runs a write; a Refusal becomes its 4xx answer, anything else goes on to the error handler. */
export async function answerRefusals(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    sendRefusal(res, { status: error.status, code: error.code, message: error.message });
  }
}
