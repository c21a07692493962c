// Change log calls (platform §7 "changelog"): GET /api/changelog for anyone (newest first);
// POST /api/changelog for the privileged user only (§1: "add change-log notes"; 403 otherwise).
import { API_ERRORS, newChangelogEntryRequest } from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { isSuperUserRequest, signedInMember } from '../http/permissions.ts';
import { insertChangelogEntry, listChangelog } from './repository.ts';

export function changelogRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.get('/api/changelog', async (_req, res) => {
    res.json(await listChangelog(deps.pool, contextOf(res).accountID));
  });

  router.post('/api/changelog', async (req, res) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    // Super users are CAPNHQMember ids, so entryCAPID is always the writer's member number.
    if (!isSuperUserRequest(deps, res) || member.type !== 'CAPNHQMember')
      throw httpError(API_ERRORS.forbidden);
    const note = parseOrThrow(newChangelogEntryRequest, req.body);
    const entry = await insertChangelogEntry(deps.pool, {
      accountID: contextOf(res).accountID,
      // the server's own time and the signed-in member, whatever the body claims
      entryDateTime: deps.clock().getTime(),
      entryCAPID: member.id,
      noteDateTime: note.noteDateTime,
      noteTitle: note.noteTitle,
      noteText: note.noteText,
    });
    res.status(201).json(entry);
  });

  return router;
}
