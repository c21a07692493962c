// /team/create (platform §2 Teams, §4 "Team create"): signed-in members with ManageTeam FULL (or the
// privileged user). The form starts at Private. Load LOADING/LOADED/ERROR (the pickers' members);
// submit UNSUBMITTED/ERROR ('There was an error creating the team'); success goes to /team/{new id}.
import { mayManageTeams, TEAM_MESSAGES } from '@portal/contracts';
import { apiClient, PageMessage, RequirePermission, type ApiClient } from '@portal/kit';
import { useState } from 'react';
import { LoadFallback } from '../pageState/LoadFallback.tsx';
import { createTeam } from './teamCalls.ts';
import { CREATE_PAGE_VISIBILITY, emptyTeamForm } from './teamForm.ts';
import { TeamForm } from './TeamForm.tsx';
import { TeamPageLayout } from './TeamPageLayout.tsx';
import { useTeamFormCandidates } from './useMemberCandidates.ts';
import { useTeamList } from './useTeamList.ts';
import { useTeamSave } from './useTeamSave.ts';

function CreateTeam({ client }: { client: ApiClient }) {
  const candidates = useTeamFormCandidates(client);
  const saving = useTeamSave((request) => createTeam(request, client), TEAM_MESSAGES.createError);
  const [initial] = useState(() => emptyTeamForm(CREATE_PAGE_VISIBILITY));

  if (candidates.state !== 'LOADED') {
    return <LoadFallback load={candidates} label="Loading members..." className="adm-team-message" />;
  }
  return <TeamForm initial={initial} candidates={candidates.value} submitLabel="Create team" {...saving} />;
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
