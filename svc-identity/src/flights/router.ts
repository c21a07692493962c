// Platform §7 flight calls: GET /members/flight, GET /members/flight/full, POST /member/flight,
// POST /member/flight/bulk. All need FlightAssign YES in a squadron or event account (§6, §2);
// the moves take only cadets of the caller's account (flights are cadet flights).
import {
  API_ERRORS,
  canAssignFlights,
  FLIGHT_ERRORS,
  memberFlightBulkRequest,
  memberFlightRequest,
  type MemberFlightRequest,
} from '@portal/contracts';
import { httpError, parseOrThrow } from '@portal/contracts/server';
import { Router, type RequestHandler, type Response } from 'express';
import { loadRegistry } from '../accounts/repository.ts';
import type { ServiceDeps } from '../deps.ts';
import { contextOf } from '../http/context.ts';
import { signedInMember } from '../http/permissions.ts';
import { groupByFlight, withoutDuties } from './grouping.ts';
import { applyFlightChanges, listFlightMembers } from './repository.ts';

function requireFlightAssign(deps: ServiceDeps): RequestHandler {
  return (_req, res, next) => {
    const member = signedInMember(res);
    if (!member) throw httpError(API_ERRORS.signInRequired);
    if (!canAssignFlights(member, contextOf(res).account?.type, deps.config.superUserIDs))
      throw httpError(API_ERRORS.forbidden);
    next();
  };
}

/**
 * Moves the members after checking every new flight is one of the registry's and every member a
 * cadet of this account (contracts' flightMoveCheck); answers the request.
 */
async function move(
  deps: ServiceDeps,
  res: Response,
  changes: readonly MemberFlightRequest[],
): Promise<void> {
  const accountID = contextOf(res).accountID;
  const { Flights } = (await loadRegistry(deps.pool, accountID)).RankAndFile;
  const unknown = changes.find((c) => c.newFlight !== null && !Flights.includes(c.newFlight));
  if (unknown) throw httpError(FLIGHT_ERRORS.unknownFlight(unknown.newFlight!, Flights));
  const result = await applyFlightChanges(deps.pool, accountID, changes);
  if (!result.ok) {
    const refusal = result.reason === 'notCadet' ? FLIGHT_ERRORS.notACadet : FLIGHT_ERRORS.unknownMember;
    throw httpError(refusal(result.refused));
  }
  res.status(204).end();
}

export function flightsRouter(deps: ServiceDeps): Router {
  const router = Router();
  const guard = requireFlightAssign(deps);

  const listing = async (res: Response) => {
    const accountID = contextOf(res).accountID;
    const [registry, members] = await Promise.all([
      loadRegistry(deps.pool, accountID),
      listFlightMembers(deps.pool, accountID, deps.clock()),
    ]);
    return groupByFlight(registry.RankAndFile.Flights, members);
  };

  router.get('/api/members/flight', guard, async (_req, res) => {
    res.json(withoutDuties(await listing(res)));
  });

  router.get('/api/members/flight/full', guard, async (_req, res) => {
    res.json(await listing(res));
  });

  router.post('/api/member/flight', guard, async (req, res) => {
    const body = parseOrThrow(memberFlightRequest, req.body);
    await move(deps, res, [body]);
  });

  router.post('/api/member/flight/bulk', guard, async (req, res) => {
    const body = parseOrThrow(memberFlightBulkRequest, req.body);
    await move(deps, res, body.members);
  });

  return router;
}
