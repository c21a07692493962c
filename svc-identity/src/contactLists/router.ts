// GET /api/member/contacts: the members whose contact data the signed-in member may see on the
// email selector, flight contact and squadron contact pages (platform §6; the rule is
// contactListAccess in contracts). 401 signed out; 403 'You do not have permission to do that'
// for members without access; otherwise the account's members, or only the cadets of the viewer's
// flight (reads through a flight reach only cadets: contracts' countsInFlights).
import {
  API_ERRORS,
  CONTACT_LIST_PATH,
  contactListAccess,
  contactListResponse,
  countsInFlights,
  type ContactListResponse,
} from '@portal/contracts';
import { httpError } from '@portal/contracts/server';
import { Router } from 'express';
import { loadRegistry } from '../accounts/repository.ts';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { isSuperUserRequest, requireMember, signedInMember } from '../http/permissions.ts';
import { listMembers, selectMembers } from '../members/repository.ts';

export function contactListsRouter(deps: ServiceDeps): Router {
  const router = Router();

  router.get(CONTACT_LIST_PATH, requireMember, async (_req, res) => {
    const viewer = signedInMember(res)!;
    const now = deps.clock();
    const access = contactListAccess(viewer, isSuperUserRequest(deps, res), now.getTime());
    if (access.scope === 'None') throw httpError(API_ERRORS.forbidden);
    const accountID = contextOf(res).accountID;
    const [registry, members] = await Promise.all([
      loadRegistry(deps.pool, accountID),
      access.scope === 'Account'
        ? listMembers(deps.pool, accountID, null, now)
        : access.flight === null
          ? Promise.resolve([])
          : selectMembers(deps.pool, accountID, now, {
              keys: 'SELECT type, id FROM identity.members WHERE account_id = $1 AND flight = $3',
              params: [access.flight],
              orderBy: 'lower(m.name_last), lower(m.name_first), m.type, m.id',
            }).then((inFlight) => inFlight.filter(countsInFlights)),
    ]);
    const body: ContactListResponse = {
      scope: access.scope,
      flight: viewer.flight,
      flights: registry.RankAndFile.Flights,
      members,
    };
    // parsing strips what the pages do not need (permissions, duty positions, birth dates)
    res.json(contactListResponse.parse(body));
  });

  return router;
}
