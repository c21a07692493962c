// /team/emails/{id}: the team email selector (platform §2 Teams). The members come from
// GET /api/team/{id}/members, which answers only viewers who may see the team's membership (§6
// team visibility, decided by svc-identity); its refusal is shown as is (§8). The team's name comes
// from the teams feature's GET /api/team/{id} (loadTeam); without it the page says 'team {id}'.
import { EMAIL_SELECTOR_MESSAGES } from '@portal/contracts';
import { apiClient, Loader, PageMessage, RequireSignIn, useLoadState, type ApiClient } from '@portal/kit';
import { Link, useParams } from 'react-router-dom';
import { loadTeam } from '../teams/teamCalls.ts';
import { loadErrorMessage, loadTeamMembers } from './emailSelectorCalls.ts';
import { EmailSelectorView } from './EmailSelectorView.tsx';

function TeamEmailSelector({ teamID, client }: { teamID: number; client: ApiClient }) {
  const load = useLoadState(
    (signal) =>
      Promise.all([
        loadTeamMembers(teamID, client, signal),
        loadTeam(teamID, client, signal).then(
          (team) => team.name,
          () => null,
        ),
      ]),
    [teamID],
    loadErrorMessage,
  );
  if (load.state === 'LOADING') return <Loader />;
  if (load.state === 'ERROR') return <PageMessage title="Team email selector" alert={load.message} />;
  return (
    <EmailSelectorView
      title="Team email selector"
      members={load.value[0].map((entry) => entry.member)}
      intro={
        <>
          The members of <Link to={`/team/${teamID}`}>{load.value[1] ?? `team ${teamID}`}</Link>, with their
          team leaders.
        </>
      }
    />
  );
}

export function TeamEmailSelectorPage({ client = apiClient }: { client?: ApiClient }) {
  const { id = '' } = useParams();
  const teamID = /^\d{1,9}$/.test(id) ? Number(id) : null;
  return (
    <RequireSignIn>
      {() =>
        teamID === null ? (
          <PageMessage title="Team email selector" alert={EMAIL_SELECTOR_MESSAGES.loadError} />
        ) : (
          <TeamEmailSelector teamID={teamID} client={client} />
        )
      }
    </RequireSignIn>
  );
}
