// The event's team as §6's team-leader rule needs it (contracts AttendanceTeam), as the sign-up
// section reads it: GET /api/team/{teamID} (signupCalls loadTeam), leaders = cadet leader, senior
// mentor and senior coach. Asked only when the event has a team and nothing else already makes the
// viewer an attendance manager; a failed load counts as no team (no buttons; the server decides).
import type { AttendanceTeam, Event, MemberReference, Team } from '@portal/contracts';
import type { ApiClient } from '@portal/kit';
import { useEffect, useState } from 'react';
import { loadTeam } from '../signup/signupCalls.ts';

const leadersOf = (team: Team): MemberReference[] =>
  [team.cadetLeader, team.seniorMentor, team.seniorCoach].flatMap((l) => (l ? [l.reference] : []));

export function useAttendanceTeam(
  event: Pick<Event, 'teamID'>,
  client: ApiClient,
  wanted: boolean,
): AttendanceTeam | null {
  const [team, setTeam] = useState<AttendanceTeam | null>(null);
  const { teamID } = event;
  useEffect(() => {
    if (!wanted || teamID === null) return;
    const controller = new AbortController();
    loadTeam(teamID, client, controller.signal).then(
      (t) => setTeam({ accountID: t.accountID, teamID, leaders: leadersOf(t) }),
      () => undefined,
    );
    return () => controller.abort();
  }, [teamID, client, wanted]);
  return wanted ? team : null;
}
