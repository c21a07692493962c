// The event's team in the viewer (events §3 teamID, §7 "Team for an event": GET /api/team/{id}):
// its name linking to /team/{id}, its leaders, and its members when the server lets this viewer
// see them (platform §6 team visibility; `members` is null otherwise). A failed load shows the §8
// words 'Could not load team membership information'.
import {
  EVENT_MESSAGES,
  teamMemberCountText,
  type Event,
  type Team,
  type TeamLeader,
} from '@portal/contracts';
import { Loader, useLoadState, type ApiClient } from '@portal/kit';
import { Link } from 'react-router-dom';
import { loadTeam } from '../signup/signupCalls.ts';

const LEADERS: readonly [keyof Pick<Team, 'cadetLeader' | 'seniorMentor' | 'seniorCoach'>, string][] = [
  ['cadetLeader', 'Cadet leader'],
  ['seniorMentor', 'Senior mentor'],
  ['seniorCoach', 'Senior coach'],
];

function TeamBody({ team, event }: { team: Team; event: Pick<Event, 'limitSignupsToTeam'> }) {
  const leaders = LEADERS.flatMap(([key, label]) => {
    const leader: TeamLeader | null = team[key];
    return leader ? [[label, leader.name] as const] : [];
  });
  return (
    <>
      <p>
        <Link to={`/team/${team.id}`}>{team.name}</Link>
        {event.limitSignupsToTeam && <span> (sign-ups limited to team members)</span>}
      </p>
      {leaders.length > 0 && (
        <ul className="evt-team-leaders">
          {leaders.map(([label, name]) => (
            <li key={label}>
              {label}: {name}
            </li>
          ))}
        </ul>
      )}
      {team.members === null && team.memberCount !== null && <p>{teamMemberCountText(team.memberCount)}</p>}
      {team.members !== null && (
        <>
          <h4>Members ({team.members.length})</h4>
          {team.members.length > 0 && (
            <ul className="evt-team-members">
              {team.members.map((m) => (
                <li key={`${m.reference.type}-${m.reference.id}`}>
                  {m.name ?? String(m.reference.id)}
                  {m.job && <span> ({m.job})</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}

export function TeamSection({
  event,
  client,
}: {
  event: Pick<Event, 'teamID' | 'limitSignupsToTeam'>;
  client: ApiClient;
}) {
  const { teamID } = event;
  const team = useLoadState(teamID === null ? null : (signal) => loadTeam(teamID, client, signal), [
    teamID,
    client,
  ]);
  if (teamID === null) return null;
  return (
    <section aria-labelledby="team-title">
      <h3 id="team-title">Team information</h3>
      {team.state === 'LOADING' && <Loader label="Loading team..." />}
      {team.state === 'ERROR' && <p role="alert">{EVENT_MESSAGES.teamMembershipLoadFailed}</p>}
      {team.state === 'LOADED' && <TeamBody team={team.value} event={event} />}
    </section>
  );
}
