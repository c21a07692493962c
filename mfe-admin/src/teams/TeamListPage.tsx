// /team, /teamlist, /team/list (platform §2 Teams "List"): open to anyone. Each team's name (a link),
// its description or 'Team has no description', and 'This team has {n} member(s)' when the server
// gives the count (public teams, or any team to a signed-in viewer: §6); 'Add team' for full team
// managers. A failed load says 'There was an error getting the teams list'.
import {
  mayManageTeams,
  showsMemberCount,
  TEAM_MESSAGES,
  teamMemberCountText,
  type Team,
} from '@portal/contracts';
import { apiClient, type ApiClient } from '@portal/kit';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { Link } from 'react-router-dom';
import { useTeamViewer } from './teamAccess.ts';
import { TeamPageLayout } from './TeamPageLayout.tsx';
import { useTeamList } from './useTeamList.ts';

function TeamCard({ team }: { team: Team }) {
  return (
    <li className="adm-team-card">
      <h2>
        <Link to={`/team/${team.id}`}>{team.name}</Link>
      </h2>
      {team.description.trim() === '' ? (
        <p className="adm-team-muted">{TEAM_MESSAGES.noDescriptionList}</p>
      ) : (
        <p>{team.description}</p>
      )}
      {showsMemberCount(team) && team.memberCount !== null ? (
        <p className="adm-team-count">{teamMemberCountText(team.memberCount)}</p>
      ) : null}
    </li>
  );
}

export function TeamListPage({ client = apiClient }: { client?: ApiClient }) {
  const list = useTeamList(client);
  const manages = mayManageTeams(useTeamViewer());

  return (
    <TeamPageLayout list={list} current="all">
      <header className="adm-teams-head">
        <h1>Teams</h1>
        {manages ? (
          <Link className="kit-button kit-button-primary" to="/team/create">
            Add team
          </Link>
        ) : null}
      </header>
      <LoadFallback
        load={list}
        label="Loading teams..."
        message={TEAM_MESSAGES.listError}
        className="adm-team-message"
      />
      {list.state === 'LOADED' && list.value.length === 0 ? (
        <p className="adm-team-empty">This unit has no teams yet.</p>
      ) : null}
      {list.state === 'LOADED' && list.value.length > 0 ? (
        <ul className="adm-teams-list" aria-label="Teams of the unit">
          {/* the server's order: team 0 first, then by name */}
          {list.value.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      ) : null}
    </TeamPageLayout>
  );
}
