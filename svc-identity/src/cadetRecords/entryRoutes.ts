// The manager's cadet record editor ("a manager can also enter them"; contracts
// cadetProgramme/entryCalls.ts):
//   GET    /api/member/cadetrecords                         the account's national cadets
//   GET    /api/member/cadetrecords/{member}                imported rows, entries, the §3 record
//   POST   /api/member/cadetrecords/{member}/entries        201 the stored entry
//   DELETE /api/member/cadetrecords/{member}/entries/{id}   204
// Every call: a signed-in member with PromotionManagement FULL or a super user (contracts
// mayEnterCadetRecords; 401 'Please sign in', 403 'You do not have permission to do that'); the
// member must be a national cadet of the caller's account (404 'Could not find the member' for
// anyone the account does not have, 400 for a senior or prospective member). The CSRF token of
// mutating calls is checked by app.ts. Entries reach svc-events' promotion calls through the
// internal calls (repository.ts recordRowsByCapid).
import {
  API_ERRORS,
  CADET_ENTRY_MESSAGES,
  CadetRecordEntryInput,
  CADET_RECORDS_PATH,
  cadetEntryProblem,
  cadetEntryTargetProblem,
  cadetRecordFromCapwatch,
  emptyCadetRows,
  mayEnterCadetRecords,
  memberFullName,
  toMemberReference,
  withEnteredRows,
  type CadetRecordCadet,
  type CadetRecordCadetsResponse,
  type CadetRecordEditorResponse,
  type Member,
} from '@portal/contracts';
import { reportFullName } from '@portal/contracts/documents';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type RequestHandler, type Response } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { invalid } from '../http/errors.ts';
import { signedInMember } from '../http/permissions.ts';
import { listMembers, loadMember } from '../members/repository.ts';
import { memberReferenceOrThrow } from '../teams/http.ts';
import { deleteEntry, entriesByCapid, insertEntry } from './entriesRepository.ts';
import { cadetRowsByCapid } from './repository.ts';

const notFound = (message: string) => httpError({ status: 404, code: 'NOT_FOUND', message });

const cadetOf = (member: Member): CadetRecordCadet => ({
  member: toMemberReference(member),
  name: reportFullName(member),
  flight: member.flight,
});

/** The path's member when it is a national cadet of the account; 400 or 404 otherwise. */
async function cadetOrThrow(deps: ServiceDeps, param: unknown, res: Response): Promise<Member> {
  const reference = memberReferenceOrThrow(param);
  const member = await loadMember(deps.pool, contextOf(res).accountID, reference, deps.clock());
  if (!member) throw notFound(CADET_ENTRY_MESSAGES.memberUnknown);
  const problem = cadetEntryTargetProblem(member);
  if (problem) throw invalid(problem);
  return member;
}

export function cadetRecordEntryRoutes(deps: ServiceDeps): Router {
  const router = Router();
  const manager: RequestHandler = (_req, res, next) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    if (!mayEnterCadetRecords({ member, superUserIDs: deps.config.superUserIDs })) {
      throw httpError(API_ERRORS.forbidden);
    }
    next();
  };

  router.get(CADET_RECORDS_PATH, manager, async (_req, res) => {
    const members = await listMembers(deps.pool, contextOf(res).accountID, 'CAPNHQMember', deps.clock());
    const answer: CadetRecordCadetsResponse = {
      cadets: members.filter((m) => !m.seniorMember).map(cadetOf),
    };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.get(`${CADET_RECORDS_PATH}/:member`, manager, async (req, res) => {
    const cadet = await cadetOrThrow(deps, req.params.member, res);
    const accountID = contextOf(res).accountID;
    const capid = Number(cadet.id);
    const [imported, entries] = await Promise.all([
      cadetRowsByCapid(deps.pool, accountID, [capid]),
      entriesByCapid(deps.pool, accountID, [capid]),
    ]);
    const rows = imported.get(capid) ?? emptyCadetRows();
    const list = entries.get(capid) ?? [];
    const answer: CadetRecordEditorResponse = {
      cadet: cadetOf(cadet),
      imported: rows,
      entries: list,
      record: cadetRecordFromCapwatch(withEnteredRows(rows, list, capid)),
    };
    res.set('cache-control', 'no-store').json(answer);
  });

  router.post(`${CADET_RECORDS_PATH}/:member/entries`, manager, async (req, res) => {
    const cadet = await cadetOrThrow(deps, req.params.member, res);
    const entry = parseOrThrow(CadetRecordEntryInput, req.body);
    const now = deps.clock();
    const problem = cadetEntryProblem(entry, now.getTime());
    if (problem) throw invalid(problem);
    const actor = signedInMember(res)!;
    const stored = await insertEntry(deps.pool, {
      accountID: contextOf(res).accountID,
      member: toMemberReference(cadet),
      entry,
      enteredBy: actor,
      enteredByName: memberFullName(actor),
      now,
    });
    deps.logger.info(
      { accountID: contextOf(res).accountID, member: cadet.id, entryID: stored.id, kind: entry.kind },
      'cadet record entry added',
    );
    res.status(201).json(stored);
  });

  router.delete(`${CADET_RECORDS_PATH}/:member/entries/:id`, manager, async (req, res) => {
    const cadet = await cadetOrThrow(deps, req.params.member, res);
    const id =
      typeof req.params.id === 'string' && /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : null;
    if (id === null) throw invalid(CADET_ENTRY_MESSAGES.invalidEntryID);
    const deleted = await deleteEntry(deps.pool, {
      accountID: contextOf(res).accountID,
      member: toMemberReference(cadet),
      id,
      deletedBy: signedInMember(res)!,
      now: deps.clock(),
    });
    if (!deleted) throw notFound(CADET_ENTRY_MESSAGES.entryUnknown);
    deps.logger.info(
      { accountID: contextOf(res).accountID, member: cadet.id, entryID: id },
      'cadet record entry deleted',
    );
    res.status(204).end();
  });

  return router;
}
