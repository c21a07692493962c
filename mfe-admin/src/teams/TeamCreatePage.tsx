// /team/create (platform §2 Teams, §4 "Team create"): signed-in members with ManageTeam FULL (or the
// privileged user). The form starts at Private. Load LOADING/LOADED/ERROR (the pickers' members);
// submit UNSUBMITTED/ERROR ('There was an error creating the team'); success goes to /team/{new id}.
import { mayManageTeams, TEAM_MESSAGES, type TeamRequest } from '@portal/contracts';
import { apiClient, Loader, PageMessage, RequirePermission, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTeam } from './teamCalls.ts';
import { CREATE_PAGE_VISIBILITY, emptyTeamForm } from './teamForm.ts';
import { TeamForm } from './TeamForm.tsx';
import { teamSaveFailure } from './teamMessages.ts';
import { TeamPageLayout } from './TeamPageLayout.tsx';
import { useTeamFormCandidates } from './useMemberCandidates.ts';
import { useTeamList } from './useTeamList.ts';

type Submit =
  | { kind: 'UNSUBMITTED'; submitting: boolean }
  | { kind: 'ERROR'; failure: { message: string; details: string[] } };

function CreateTeam({ client }: { client: ApiClient }) {
  const navigate = useNavigate();
  const candidates = useTeamFormCandidates(client);
  const [submit, setSubmit] = useState<Submit>({ kind: 'UNSUBMITTED', submitting: false });
  const [initial] = useState(() => emptyTeamForm(CREATE_PAGE_VISIBILITY));

  if (candidates.state === 'LOADING') return <Loader label="Loading members..." />;
  if (candidates.state === 'ERROR') {
    return (
      <p className="adm-team-message" role="alert">
        {candidates.message}
      </p>
    );
  }

  const save = async (request: Omit<TeamRequest, 'token'>) => {
    setSubmit({ kind: 'UNSUBMITTED', submitting: true });
    try {
      const id = await createTeam(request, client);
      navigate(`/team/${id}`);
    } catch (error) {
      setSubmit({ kind: 'ERROR', failure: teamSaveFailure(error, TEAM_MESSAGES.createError) });
    }
  };

  return (
    <TeamForm
      initial={initial}
      candidates={candidates.value}
      submitLabel="Create team"
      submitting={submit.kind === 'UNSUBMITTED' && submit.submitting}
      failure={submit.kind === 'ERROR' ? submit.failure : null}
      onSubmit={(request) => void save(request)}
    />
  );
}

export function TeamCreatePage({ client = apiClient }: { client?: ApiClient }) {
  const list = useTeamList(client);
  return (
    <TeamPageLayout list={list}>
      {/* signed out: 'Please sign in' (§6) */}
      <RequirePermission
        allowed={(member, superUser) => mayManageTeams({ member, superUser })}
        denied={<PageMessage title={TEAM_MESSAGES.createNoPermission} />}
      >
        <header className="adm-teams-head">
          <h1>Create team</h1>
        </header>
        <CreateTeam client={client} />
      </RequirePermission>
    </TeamPageLayout>
  );
}
