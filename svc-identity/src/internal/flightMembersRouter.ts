// GET /internal/members/{member}/flight (contracts/src/members/internalMemberDetails.ts): the
// member's flight and every member of the account in it. svc-events asks it for a flight leader's
// attendance view (events §6 "flight leaders (Cadet Flight Commander, Cadet Flight Sergeant) see
// their flight"; platform §6 "FLIGHT for a member with a flight and a Cadet Flight Commander or
// Cadet Flight Sergeant duty"); who is a flight leader is svc-events' rule (contracts
// attendanceViewScope), this call only tells the flight. Behind app.ts's signed-context check on
// /internal; never routed by the gateway. The member must be one of the context's account (404
// otherwise). A flight counts only when it is one of the registry's flights, as on the flight
// assignment page (docs/flights-and-registry.md: other stored names are Unassigned): else null
// and no members. Reads through a flight reach only cadets (contracts' countsInFlights): the
// members are the flight's cadets, and a senior member's stored flight counts as none.
import { countsInFlights, type InternalFlightMembersResponse } from '@portal/contracts';
import { Router } from 'express';
import type { ServiceDeps } from '../deps.ts';
import { loadRegistry } from '../accounts/repository.ts';
import { refusal } from '../http/errors.ts';
import { referenceFromRow } from '../members/reference.ts';
import { TEAM_REFUSALS } from '../teams/messages.ts';
import { memberOfPath } from './memberOfPath.ts';

// contracts' internalFlightMembersPath (flightMembers.test.ts calls it)
const FLIGHT_MEMBERS = '/internal/members/:member/flight';

export function flightMembersRouter(deps: ServiceDeps): Router {
  const router = Router();
  router.get(FLIGHT_MEMBERS, async (req, res) => {
    const { accountID, row } = memberOfPath(req, res);
    const { type, id } = row;
    const { rows } = await deps.pool.query<{ flight: string | null; senior_member: boolean }>(
      `SELECT flight, senior_member FROM identity.members WHERE account_id = $1 AND type = $2 AND id = $3`,
      [accountID, type, id],
    );
    if (!rows[0]) throw refusal(TEAM_REFUSALS.memberUnknown);
    const registry = await loadRegistry(deps.pool, accountID);
    const stored = countsInFlights({ seniorMember: rows[0].senior_member }) ? rows[0].flight : null;
    const flight = stored !== null && registry.RankAndFile.Flights.includes(stored) ? stored : null;
    const answer: InternalFlightMembersResponse = { flight, members: [] };
    if (flight !== null) {
      const { rows: inFlight } = await deps.pool.query<{ type: string; id: string; senior_member: boolean }>(
        `SELECT type, id, senior_member FROM identity.members WHERE account_id = $1 AND flight = $2
          ORDER BY type, id`,
        [accountID, flight],
      );
      answer.members = inFlight
        .filter((r) => countsInFlights({ seniorMember: r.senior_member }))
        .map((r) => referenceFromRow(r.type, r.id));
    }
    res.set('cache-control', 'no-store').json(answer);
  });
  return router;
}
