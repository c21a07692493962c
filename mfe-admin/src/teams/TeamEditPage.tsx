// /team/edit/{id} (platform §2 Teams, §4 "Team edit"): the team form with 'Update team'; after the
// save the page goes to /team/{id}. Editing team 0 redirects to /team/view/0 (team 0 is built from
// the cadet staff duty positions and never edited). Without ManageTeam FULL: 'You do not have
// permission to do that'. Load LOADING/LOADED/ERROR (the team and the pickers' members).
import { mayManageTeams, TEAM_MESSAGES, TEAM_ZERO_ID } from '@portal/contracts';
import {
  apiClient,
  Loader,
  NotFoundPage,
  PageMessage,
  RequirePermission,
  useLoadState,
  type ApiClient,
} from '@portal/kit';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { teamIDFrom } from './teamAccess.ts';
import { loadTeam, updateTeam } from './teamCalls.ts';
import { teamFormFrom, type TeamFormValues } from './teamForm.ts';
import { TeamForm } from './TeamForm.tsx';
import { teamLoadFailure } from './teamMessages.ts';
import { TeamPageLayout } from './TeamPageLayout.tsx';
import { useTeamFormCandidates } from './useMemberCandidates.ts';
import { useTeamList } from './useTeamList.ts';
import { useTeamSave } from './useTeamSave.ts';

/** §8 names no message for a failed update; this one says what happened in the spec's manner. */
export const TEAM_UPDATE_ERROR = 'There was an error updating the team';

function useTeam(id: number, client: ApiClient) {
  return useLoadState(
    (signal) => loadTeam(id, client, signal),
    [id, client],
    (error) => teamLoadFailure(error),
  );
}

function EditTeam({ id, client }: { id: number; client: ApiClient }) {
  const load = useTeam(id, client);
  const candidates = useTeamFormCandidates(client);
  const saving = useTeamSave(async (request) => {
    await updateTeam(id, request, client);
    return id;
  }, TEAM_UPDATE_ERROR);
  // the form reads its initial values once, when it mounts
  const initial = useMemo<TeamFormValues | null>(
    () => (load.state === 'LOADED' ? teamFormFrom(load.value) : null),
    [load],
  );

  if (load.state === 'ERROR') return <ErrorMessage message={load.message} />;
  if (candidates.state === 'ERROR') return <ErrorMessage message={candidates.message} />;
  if (load.state === 'LOADING' || candidates.state === 'LOADING' || initial === null) {
    return <Loader label="Loading team..." />;
  }
  // A team whose membership the server withheld cannot be edited here: saving the form would
  // replace the members with an empty list.
  if (load.value.members === null) return <ErrorMessage message={TEAM_MESSAGES.editNoPermission} />;

  return (
    <>
      <header className="adm-teams-head">
        <h1>Edit team: {load.value.name}</h1>
      </header>
      <TeamForm initial={initial} candidates={candidates.value} submitLabel="Update team" {...saving} />
    </>
  );
}

function ErrorMessage({ message }: { message: string }) {
  return <PageMessage title="Edit team" alert={message} alertClassName="adm-team-message" />;
}

export function TeamEdit({ id, client = apiClient }: { id: number; client?: ApiClient }) {
  const list = useTeamList(client);
  return (
    <TeamPageLayout list={list} current={id}>
      <RequirePermission
        allowed={(member, superUser) => mayManageTeams({ member, superUser })}
        denied={<PageMessage title={TEAM_MESSAGES.editNoPermission} />}
      >
        <EditTeam id={id} client={client} />
      </RequirePermission>
    </TeamPageLayout>
  );
}

export function TeamEditPage() {
  const id = teamIDFrom(useParams().id);
  if (id === null) return <NotFoundPage />;
  if (id === TEAM_ZERO_ID) return <Navigate to={`/team/view/${TEAM_ZERO_ID}`} replace />;
  return <TeamEdit id={id} />;
}
