// /team/{id}, /team/view/{id}, /teamview/{id} (platform §2 Teams "View", §4 LOADING, HASTEAM,
// HASMEMBERS, ERROR): open to anyone. The server leaves out what the viewer may not see (§6), so
// HASTEAM is a team whose membership is hidden and HASMEMBERS one whose members came with it.
// A manager changes one member's job (Change job: POST /api/teams/{id}/members) or takes one member
// off the team (Remove, after a confirm: DELETE /api/teams/{id}/members/{memberid}) from its member
// table; the team is then loaded again.
import {
  mayChangeTeam,
  TEAM_MESSAGES,
  teamMemberCountText,
  type Team,
  type TeamLeader,
  type TeamMember,
} from '@portal/contracts';
import {
  apiClient,
  currentPath,
  Dialog,
  Loader,
  NotFoundPage,
  PageMessage,
  signinPath,
  useLoadState,
  type ApiClient,
  ColumnHeads,
} from '@portal/kit';
import { useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { teamIDFrom, useTeamViewer } from './teamAccess.ts';
import { changeTeamMemberJob, deleteTeam, loadTeam, removeTeamMember } from './teamCalls.ts';
import { teamLoadFailure } from './teamMessages.ts';
import { TeamFiles } from './TeamFiles.tsx';
import { TeamPageLayout } from './TeamPageLayout.tsx';
import { useTeamList } from './useTeamList.ts';
import { Alert } from '../pageState/Alert.tsx';

type ViewState =
  | { kind: 'LOADING' }
  | { kind: 'HASTEAM'; team: Team }
  | { kind: 'HASMEMBERS'; team: Team & { members: NonNullable<Team['members']> } }
  | { kind: 'ERROR'; message: string };

function viewStateOf(team: Team): Extract<ViewState, { team: Team }> {
  return team.members === null
    ? { kind: 'HASTEAM', team }
    : { kind: 'HASMEMBERS', team: { ...team, members: team.members } };
}

/** §2: 'name with e-mail in brackets when visible'; a role nobody holds says so. */
function LeaderText({ leader }: { leader: TeamLeader | null }) {
  if (!leader) return <span className="adm-team-muted">None</span>;
  return (
    <>
      {leader.name}
      {leader.email ? ` (${leader.email})` : ''}
    </>
  );
}

/**
 * HASTEAM: the server withheld the membership (§6). Say why instead of leaving a gap: a private
 * team shows it to its members only; a protected one to anyone signed in.
 */
function HiddenMembership({ team }: { team: Team }) {
  const location = useLocation();
  return (
    <section className="adm-team-section" aria-labelledby="adm-team-membership">
      <h2 id="adm-team-membership">Membership</h2>
      {team.memberCount !== null ? <p>{teamMemberCountText(team.memberCount)}</p> : null}
      {team.visibility === 'PRIVATE' ? (
        <p className="adm-team-muted">Only the members of this team see who is on it.</p>
      ) : (
        <p className="adm-team-muted">
          <Link to={signinPath(currentPath(location))}>Sign in</Link> to see who is on this team.
        </p>
      )}
    </section>
  );
}

const memberName = (m: TeamMember) => m.name ?? `${m.reference.type}-${m.reference.id}`;

function TeamDetails({
  state,
  onRemove,
  onChangeJob,
}: {
  state: Extract<ViewState, { kind: 'HASTEAM' | 'HASMEMBERS' }>;
  /** Given to managers: asks to take this member off the team. */
  onRemove?: ((member: TeamMember) => void) | undefined;
  /** Given to managers: opens the job of this member for a change. */
  onChangeJob?: ((member: TeamMember) => void) | undefined;
}) {
  const { team } = state;
  return (
    <>
      <section className="adm-team-section" aria-labelledby="adm-team-about">
        <h2 id="adm-team-about">About the team</h2>
        {team.description.trim() === '' ? (
          <p className="adm-team-description adm-team-muted">{TEAM_MESSAGES.noDescriptionView}</p>
        ) : (
          <p className="adm-team-description">{team.description}</p>
        )}
      </section>
      <section className="adm-team-section" aria-labelledby="adm-team-leaders">
        <h2 id="adm-team-leaders">Team leaders</h2>
        <dl className="adm-team-leaders">
          <dt>Senior member coach</dt>
          <dd>
            <LeaderText leader={team.seniorCoach} />
          </dd>
          <dt>Senior member mentor</dt>
          <dd>
            <LeaderText leader={team.seniorMentor} />
          </dd>
          <dt>Cadet leader</dt>
          <dd>
            <LeaderText leader={team.cadetLeader} />
          </dd>
        </dl>
      </section>
      {state.kind === 'HASMEMBERS' ? (
        <section className="adm-team-section" aria-labelledby="adm-team-members">
          <h2 id="adm-team-members">Team members</h2>
          {state.team.members.length === 0 ? (
            <p className="adm-team-empty">This team has no members yet.</p>
          ) : (
            <table className="adm-team-table" aria-labelledby="adm-team-members">
              <ColumnHeads columns={['Name', 'Job']} hidden={onRemove ? 'Actions' : null} />
              <tbody>
                {state.team.members.map((m) => (
                  <tr key={`${m.reference.type}-${m.reference.id}`}>
                    <td>{memberName(m)}</td>
                    <td>{m.job}</td>
                    {onRemove ? (
                      <td className="adm-team-row-actions">
                        {onChangeJob ? (
                          <button
                            type="button"
                            className="kit-button"
                            aria-label={`Change the job of ${memberName(m)}`}
                            onClick={() => onChangeJob(m)}
                          >
                            Change job
                          </button>
                        ) : null}{' '}
                        <button
                          type="button"
                          className="kit-button adm-team-danger"
                          aria-label={`Remove ${memberName(m)} from the team`}
                          onClick={() => onRemove(m)}
                        >
                          Remove
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : (
        <HiddenMembership team={team} />
      )}
    </>
  );
}

export function TeamView({ id, client = apiClient }: { id: number; client?: ApiClient }) {
  const viewer = useTeamViewer();
  const { member } = viewer;
  const navigate = useNavigate();
  const list = useTeamList(client);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [jobOf, setJobOf] = useState<{ member: TeamMember; job: string } | null>(null);
  const jobInput = useId();
  const viewerKey = member ? `${member.type}-${member.id}` : null;

  // the signed-in member decides what the server shows: load again after sign-in or sign-out, and
  // (reload) after a member was taken off the team
  const load = useLoadState(
    async (signal) => viewStateOf(await loadTeam(id, client, signal)),
    [id, client, viewerKey],
    (error) => teamLoadFailure(error),
  );
  const state: ViewState =
    load.state === 'LOADED'
      ? load.value
      : load.state === 'ERROR'
        ? { kind: 'ERROR', message: load.message }
        : { kind: 'LOADING' };

  const changes = mayChangeTeam(id, viewer);

  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteTeam(id, client);
      navigate('/team');
    } catch (error) {
      setDeleteError(teamLoadFailure(error, 'The team could not be deleted'));
      setDeleting(false);
    }
  };

  const removeMember = async (member: TeamMember) => {
    setRemoving(null);
    setRemoveError(null);
    try {
      await removeTeamMember(id, member.reference, client);
      load.reload();
    } catch (error) {
      setRemoveError(teamLoadFailure(error, `${memberName(member)} could not be removed from the team`));
    }
  };

  const saveJob = async (member: TeamMember, job: string) => {
    setJobOf(null);
    setRemoveError(null);
    try {
      await changeTeamMemberJob(id, member.reference, job.trim(), client);
      load.reload();
    } catch (error) {
      setRemoveError(teamLoadFailure(error, `The job of ${memberName(member)} could not be changed`));
    }
  };

  return (
    <TeamPageLayout list={list} current={id}>
      {state.kind === 'LOADING' ? <Loader label="Loading team..." /> : null}
      {state.kind === 'ERROR' ? (
        <PageMessage title="Team" alert={state.message} alertClassName="adm-team-message" />
      ) : null}
      {state.kind === 'HASTEAM' || state.kind === 'HASMEMBERS' ? (
        <article aria-labelledby="adm-team-name">
          <header className="adm-teams-head">
            <h1 id="adm-team-name">{state.team.name}</h1>
          </header>
          {changes || state.kind === 'HASMEMBERS' ? (
            <div className="adm-team-actions">
              {changes ? (
                <>
                  <Link className="kit-button" to={`/team/edit/${id}`}>
                    Edit team
                  </Link>
                  <button
                    type="button"
                    className="kit-button adm-team-danger"
                    disabled={deleting}
                    onClick={() => setConfirming(true)}
                  >
                    {deleting ? 'Deleting...' : 'Delete team'}
                  </button>
                </>
              ) : null}
              {state.kind === 'HASMEMBERS' ? (
                <Link className="kit-button" to={`/team/emails/${id}`}>
                  Team contact info
                </Link>
              ) : null}
            </div>
          ) : null}
          <Alert message={deleteError} className="adm-team-message" />
          <Alert message={removeError} className="adm-team-message" />
          <TeamDetails
            state={state}
            onRemove={changes ? setRemoving : undefined}
            onChangeJob={changes ? (member) => setJobOf({ member, job: member.job }) : undefined}
          />
          <TeamFiles teamID={id} viewerKey={viewerKey} client={client} />
        </article>
      ) : null}
      <Dialog
        open={confirming}
        title="Delete team"
        buttons="YES_NO"
        onResult={(value) => (value === 'yes' ? void remove() : setConfirming(false))}
      >
        <p>{TEAM_MESSAGES.reallyDelete}</p>
      </Dialog>
      <Dialog
        open={removing !== null}
        title="Remove team member"
        buttons="YES_NO"
        onResult={(value) => (value === 'yes' && removing ? void removeMember(removing) : setRemoving(null))}
      >
        <p>{removing ? `Remove ${memberName(removing)} from the team?` : null}</p>
      </Dialog>
      <Dialog
        open={jobOf !== null}
        title="Change job"
        buttons={[
          { label: 'Save', value: 'save', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onResult={(value) =>
          value === 'save' && jobOf ? void saveJob(jobOf.member, jobOf.job) : setJobOf(null)
        }
      >
        {jobOf ? (
          <p>
            <label htmlFor={jobInput}>Job of {memberName(jobOf.member)}</label>{' '}
            <input
              id={jobInput}
              className="kit-input"
              maxLength={200}
              value={jobOf.job}
              onChange={(event) => setJobOf({ member: jobOf.member, job: event.target.value })}
            />
          </p>
        ) : null}
      </Dialog>
    </TeamPageLayout>
  );
}

/** Segments of the team routes that are not ids: the shell's breadcrumbs link /team/view and /team/edit. */
const ROUTE_WORDS = new Set(['view', 'edit']);

export function TeamViewPage() {
  const param = useParams().id;
  if (param !== undefined && ROUTE_WORDS.has(param)) return <Navigate to="/team" replace />;
  const id = teamIDFrom(param);
  return id === null ? <NotFoundPage /> : <TeamView id={id} />;
}
