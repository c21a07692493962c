// The member an internal per-member call (GET /internal/members/{member}/...) is about.
import type { Request, Response } from 'express';
import { contextOf } from '../http/context.ts';
import { referenceToRow } from '../members/reference.ts';
import { memberReferenceOrThrow } from '../teams/http.ts';

/** The path's member (400 when malformed), its row key and the signed context's account. */
export function memberOfPath(req: Request, res: Response) {
  const member = memberReferenceOrThrow(req.params.member);
  return { member, row: referenceToRow(member), accountID: contextOf(res).accountID };
}
